import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, TextInput, required, useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useApiMutation } from '@/components/useApiMutation';
import { AuthCard } from './AuthCard';
import { loginErrorKey } from './authMessages';
import { emailRules } from './validators';

interface Credentials {
  email: string;
  password: string;
}

/** /login: errors are shown inside the form (a 400 from login is never toasted). */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // The refusal is shown in the form, never toasted (refusal: none).
  const { runAsync: signIn, busy } = useApiMutation((credentials: Partial<Credentials>) =>
    login({ email: credentials.email, password: credentials.password }),
  );

  // Already signed in (e.g. a bookmarked /login): go home instead of asking again.
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      () => undefined,
    );
  }, [checkAuth, navigate]);

  // Resolves to nothing either way: an answer handed back to the form would be read as field errors.
  const submit = (values: Partial<Credentials>) => {
    setErrorKey(null);
    return signIn(values).then(
      () => undefined,
      (error: unknown) => setErrorKey(loginErrorKey(error)),
    );
  };

  return (
    <AuthCard titleKey="app.auth.login.title" textKey="app.auth.login.subtitle">
      <Form onSubmit={submit as never} noValidate>
        <Box data-testid="login-form">
          {errorKey && (
            <Alert severity="error" data-testid="login-error" sx={{ mb: 2 }}>
              {translate(errorKey)}
            </Alert>
          )}
          <TextInput
            source="email"
            type="email"
            label="app.auth.login.email"
            validate={emailRules}
            autoComplete="username"
            fullWidth
            autoFocus
          />
          <PasswordInput
            source="password"
            label="app.auth.login.password"
            validate={required()}
            autoComplete="current-password"
            fullWidth
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }} data-testid="login-submit">
            {translate('app.auth.login.submit')}
          </Button>
          <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2 }}>
            {translate('app.auth.login.forgot')}
          </Link>
        </Box>
      </Form>
    </AuthCard>
  );
};
