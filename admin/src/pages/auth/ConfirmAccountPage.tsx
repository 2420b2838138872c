import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { AuthCard } from './AuthCard';

type State = 'busy' | 'confirmed' | 'email_done' | 'invalid' | 'limit' | 'email_taken' | 'failed';

/** /confirm-account?code=...: the link of the confirmation e-mail staff can (re)send, or of a new e-mail address. */
export const ConfirmAccountPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>(code ? 'busy' : 'invalid');
  const sent = useRef(false);

  useEffect(() => {
    // Once, also under React's double effects in development: a code works only once.
    if (!code || sent.current) return;
    sent.current = true;
    api
      .confirmAccount(code)
      .then((answer) => setState(answer?.emailChanged ? 'email_done' : 'confirmed'))
      .catch((error) => {
        const reason = error instanceof ApiError ? (error.details?.code as string | undefined) : undefined;
        const known: Record<string, State> = {
          invalid_code: 'invalid',
          attempt_limit: 'limit',
          email_taken_by_account: 'email_taken',
        };
        setState((reason && known[reason]) || 'failed');
      });
  }, [api, code]);

  return (
    <AuthCard titleKey="app.auth.confirm.title" textKey="app.auth.confirm.text">
      {state === 'busy' && (
        <CircularProgress aria-label={translate('app.auth.confirm.busy')} data-testid="confirm-busy" />
      )}
      {(state === 'confirmed' || state === 'email_done') && (
        <>
          <Alert severity="success" data-testid="confirm-done" sx={{ mb: 2 }}>
            {translate(state === 'email_done' ? 'app.auth.confirm.email_done' : 'app.auth.confirm.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {translate('app.auth.confirm.to_login')}
          </Button>
        </>
      )}
      {(state === 'invalid' || state === 'limit' || state === 'email_taken' || state === 'failed') && (
        <>
          <Alert severity="error" data-testid="confirm-error" sx={{ mb: 2 }}>
            {translate(`app.auth.confirm.${state}`)}
          </Alert>
          <Link component={RouterLink} to="/login">
            {translate('app.auth.forgot.back')}
          </Link>
        </>
      )}
    </AuthCard>
  );
};
