import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useApi } from '@/providers/useMe';
import { useApiMutation } from '@/components/useApiMutation';
import { AuthCard } from './AuthCard';
import { forgotResultKey } from './authMessages';
import { emailRules } from './validators';

/** Never reveals whether an address exists: the same "sent" answer unless the limit is hit. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const [result, setResult] = useState<string | null>(null);
  // Every answer, the refusals too, becomes the neutral result shown above the form.
  const { run: ask, busy } = useApiMutation(
    (email: string) => api.forgotPassword(email).then(() => forgotResultKey(null), forgotResultKey),
    { onSuccess: setResult },
  );
  const submit = (values: { email?: string }) => ask(values.email ?? '');

  return (
    <AuthCard titleKey="app.auth.forgot.title" textKey="app.auth.forgot.text">
      <Form onSubmit={submit as never} noValidate>
        {result && (
          <Alert
            severity={result === 'app.auth.forgot.sent' ? 'success' : 'warning'}
            data-testid="forgot-result"
            sx={{ mb: 2 }}
          >
            {translate(result)}
          </Alert>
        )}
        <TextInput
          source="email"
          type="email"
          label="app.auth.forgot.email"
          validate={emailRules}
          autoComplete="email"
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} data-testid="forgot-submit">
          {translate('app.auth.forgot.submit')}
        </Button>
      </Form>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login">
          {translate('app.auth.forgot.back')}
        </Link>
        <Link component={RouterLink} to="/reset-password">
          {translate('app.auth.forgot.have_code')}
        </Link>
      </Stack>
    </AuthCard>
  );
};
