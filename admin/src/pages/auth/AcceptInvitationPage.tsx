import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { ApiError, toFieldErrors } from '@/providers/apiError';
import type { InvitationInfo } from '@/providers/customerApi';
import { issueText } from '@/providers/validationMessages';
import { useApi } from '@/providers/useMe';
import { AuthCard } from './AuthCard';
import { LinkOutcome } from './LinkOutcome';
import { useLinkCode } from './useLinkCode';
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
  const { code, state, setState } = useLinkCode<State>(
    (linkCode) =>
      api.invitationDescribe(linkCode).then(
        ({ data }) => ({ step: 'ready', info: data }),
        (error) => ({ step: isInvalidCode(error) ? 'invalid' : 'failed' }),
      ),
    { busy: { step: 'busy' }, missing: { step: 'invalid' } },
  );

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
        <LinkOutcome
          done
          testId="invitation-done"
          signInKey="app.accept_invitation.to_login"
          signInTestId="invitation-to-login"
        >
          {translate('app.accept_invitation.done', { customer: state.info.customer })}
          {state.accountCreated && <> {translate('app.accept_invitation.done_account')}</>}
        </LinkOutcome>
      )}
      {(state.step === 'invalid' || state.step === 'failed') && (
        <LinkOutcome done={false} testId="invitation-error">
          {translate(`app.accept_invitation.${state.step}`)}
        </LinkOutcome>
      )}
    </AuthCard>
  );
};
