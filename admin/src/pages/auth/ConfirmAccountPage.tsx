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

type State = 'busy' | 'confirmed' | 'invalid' | 'limit' | 'failed';

/** /confirm-account?code=...: the link of the confirmation e-mail staff can (re)send. */
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
      .then(() => setState('confirmed'))
      .catch((error) => {
        const reason = error instanceof ApiError ? (error.details?.code as string | undefined) : undefined;
        setState(reason === 'invalid_code' ? 'invalid' : reason === 'attempt_limit' ? 'limit' : 'failed');
      });
  }, [api, code]);

  return (
    <AuthCard titleKey="app.auth.confirm.title" textKey="app.auth.confirm.text">
      {state === 'busy' && (
        <CircularProgress aria-label={translate('app.auth.confirm.busy')} data-testid="confirm-busy" />
      )}
      {state === 'confirmed' && (
        <>
          <Alert severity="success" data-testid="confirm-done" sx={{ mb: 2 }}>
            {translate('app.auth.confirm.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {translate('app.auth.confirm.to_login')}
          </Button>
        </>
      )}
      {(state === 'invalid' || state === 'limit' || state === 'failed') && (
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
