import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError, toFieldErrors } from '@/providers/apiError';
import type { InvitationInfo } from '@/providers/customerApi';
import { issueText } from '@/providers/validationMessages';
import { useApi } from '@/providers/useMe';
import { AuthCard } from './AuthCard';
import { passwordRules, repeatPasswordRules } from './validators';

type State =
  | { step: 'busy' }
  | { step: 'ready'; info: InvitationInfo }
  | { step: 'done'; info: InvitationInfo; accountCreated: boolean }
  | { step: 'invalid' }
  | { step: 'failed' };

const isInvalidCode = (error: unknown) => error instanceof ApiError && error.code === 'invalid_code';

/**
 * /accept-invitation?code=...: the link of the e-mail a customer's new employee receives (valid 7
 * days, once). Without a login account the person chooses a password here; with one, accepting links
 * it. Public: the code is the credential.
 */
export const AcceptInvitationPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>(code ? { step: 'busy' } : { step: 'invalid' });
  const asked = useRef(false);

  useEffect(() => {
    if (!code || asked.current) return;
    asked.current = true;
    api
      .invitationDescribe(code)
      .then(({ data }) => setState({ step: 'ready', info: data }))
      .catch((error) => setState({ step: isInvalidCode(error) ? 'invalid' : 'failed' }));
  }, [api, code]);

  const accept = async (values: Record<string, unknown>) => {
    if (state.step !== 'ready') return undefined;
    try {
      const { data } = await api.invitationAccept({
        code,
        password: values.password as string | undefined,
        passwordConfirmation: values.passwordConfirmation as string | undefined,
      });
      setState({ step: 'done', info: state.info, accountCreated: data.accountCreated });
      return undefined;
    } catch (error) {
      if (isInvalidCode(error)) setState({ step: 'invalid' });
      else if (error instanceof ApiError && error.issues.length)
        return toFieldErrors(error.issues, (issue) => issueText(issue, translate));
      else setState({ step: 'failed' });
      return undefined;
    }
  };

  return (
    <AuthCard titleKey="app.accept_invitation.title" textKey="app.accept_invitation.text">
      {state.step === 'busy' && (
        <CircularProgress aria-label={translate('app.accept_invitation.busy')} data-testid="invitation-busy" />
      )}
      {state.step === 'ready' && (
        <Form onSubmit={accept as never} noValidate>
          <Typography sx={{ mb: 1 }} data-testid="invitation-intro">
            {translate('app.accept_invitation.intro', { email: state.info.email, customer: state.info.customer })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(
              state.info.needsPassword
                ? 'app.accept_invitation.choose_password'
                : 'app.accept_invitation.existing_account',
            )}
          </Typography>
          {state.info.needsPassword && (
            <>
              <PasswordInput
                source="password"
                label="app.accept_invitation.password"
                validate={passwordRules}
                autoComplete="new-password"
                fullWidth
              />
              <PasswordInput
                source="passwordConfirmation"
                label="app.accept_invitation.password_confirmation"
                validate={repeatPasswordRules('password')}
                autoComplete="new-password"
                fullWidth
              />
            </>
          )}
          <Button type="submit" variant="contained" fullWidth data-testid="invitation-accept">
            {translate('app.accept_invitation.submit')}
          </Button>
        </Form>
      )}
      {state.step === 'done' && (
        <>
          <Alert severity="success" data-testid="invitation-done" sx={{ mb: 2 }}>
            {translate('app.accept_invitation.done', { customer: state.info.customer })}
            {state.accountCreated && <> {translate('app.accept_invitation.done_account')}</>}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth data-testid="invitation-to-login">
            {translate('app.accept_invitation.to_login')}
          </Button>
        </>
      )}
      {(state.step === 'invalid' || state.step === 'failed') && (
        <>
          <Alert severity="error" data-testid="invitation-error" sx={{ mb: 2 }}>
            {translate(`app.accept_invitation.${state.step}`)}
          </Alert>
          <Link component={RouterLink} to="/login">
            {translate('app.auth.forgot.back')}
          </Link>
        </>
      )}
    </AuthCard>
  );
};
