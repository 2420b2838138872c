import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Form, PasswordInput, required, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { PasswordChange } from '@newsroom/config';
import { useApi } from '@/providers/useMe';
import { passwordRules, repeatPasswordRules } from '@/pages/auth/validators';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import { fieldErrorsOrThrow } from '@/components/submitErrors';

const EMPTY: PasswordChange = { currentPassword: '', password: '', passwordConfirmation: '' };

const Fields = () => {
  const translate = useTranslate();
  const { formState, reset } = useFormContext();
  // A changed password must not linger in the form.
  useEffect(() => {
    if (formState.isSubmitSuccessful) reset(EMPTY);
  }, [formState.isSubmitSuccessful, reset]);
  return (
    <>
      <TrackUnsavedChanges />
      <PasswordInput
        source="currentPassword"
        label="app.account.password_current"
        validate={required()}
        autoComplete="current-password"
        fullWidth
      />
      <PasswordInput
        source="password"
        label="app.account.password_new"
        validate={passwordRules}
        autoComplete="new-password"
        fullWidth
      />
      <PasswordInput
        source="passwordConfirmation"
        label="app.account.password_repeat"
        validate={repeatPasswordRules('password')}
        autoComplete="new-password"
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="password-submit">
        {translate('app.account.password_submit')}
      </Button>
    </>
  );
};

/** PUT /api/me/password: current, new (min 8) and the same again. */
export const PasswordForm = () => {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const submit = async (values: PasswordChange) => {
    try {
      await api.changeMyPassword(values);
      notify('app.account.password_changed', { type: 'success' });
      return undefined;
    } catch (error) {
      return fieldErrorsOrThrow(error, translate);
    }
  };
  return (
    <Form onSubmit={submit as never} defaultValues={EMPTY} noValidate>
      <Fields />
    </Form>
  );
};
