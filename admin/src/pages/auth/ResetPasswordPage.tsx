import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { PasswordReset } from '@newsroom/config';
import { useApi } from '@/providers/useMe';
import { useApiMutation } from '@/components/useApiMutation';
import { AuthCard } from './AuthCard';
import { resetErrorKey } from './authMessages';
import { passwordRules, repeatPasswordRules, resetCodeRules } from './validators';

/** /reset-password?code=...: on success back to /login with a notice. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useApi();
  const [params] = useSearchParams();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // The refusal is shown in the form, in the user's language (refusal: none).
  const { runAsync: reset, busy } = useApiMutation(
    (values: Partial<PasswordReset>) =>
      api.resetPassword({
        code: values.code ?? '',
        password: values.password ?? '',
        passwordConfirmation: values.passwordConfirmation ?? '',
      }),
    {
      onSuccess: () => {
        notify('app.auth.reset.success', { type: 'success' });
        navigate('/login');
      },
    },
  );

  const submit = (values: Partial<PasswordReset>) => {
    setErrorKey(null);
    return reset(values).then(
      () => undefined,
      (error: unknown) => setErrorKey(resetErrorKey(error)),
    );
  };

  return (
    <AuthCard titleKey="app.auth.reset.title" textKey="app.auth.reset.text">
      <Form onSubmit={submit as never} defaultValues={{ code: params.get('code') ?? '' }} noValidate>
        {errorKey && (
          <Alert severity="error" data-testid="reset-error" sx={{ mb: 2 }}>
            {translate(errorKey)}
            {errorKey !== 'app.auth.reset.failed' && (
              <>
                {' '}
                <Link component={RouterLink} to="/forgot-password">
                  {translate('app.auth.forgot.title')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <TextInput
          source="code"
          label="app.auth.reset.code"
          validate={resetCodeRules}
          autoComplete="one-time-code"
          fullWidth
        />
        <PasswordInput
          source="password"
          label="app.auth.reset.password"
          validate={passwordRules}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="passwordConfirmation"
          label="app.auth.reset.password_confirmation"
          validate={repeatPasswordRules('password')}
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} data-testid="reset-submit">
          {translate('app.auth.reset.submit')}
        </Button>
      </Form>
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {translate('app.auth.forgot.back')}
      </Link>
    </AuthCard>
  );
};
