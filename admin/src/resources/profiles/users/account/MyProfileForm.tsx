import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { OWN_PROFILE_BOOLEANS, OWN_PROFILE_RULES } from '@newsroom/config';
import { BooleanInput, Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import type { OwnProfile } from '@newsroom/config';
import { useApi, useMe } from '@/providers/useMe';
import { fieldErrorsOrThrow } from '@/components/submitErrors';

const SOCIAL = ['twitter', 'facebook', 'instagram', 'linkedin', 'website'] as const;
const EDITABLE = [...Object.keys(OWN_PROFILE_RULES), ...OWN_PROFILE_BOOLEANS];

/** Only the fields the server lets a user change go to PUT /api/me/profile (e-mail is read-only). */
export const editablePart = (values: Partial<OwnProfile>): Partial<OwnProfile> =>
  Object.fromEntries(
    EDITABLE.filter((key) => values[key] !== undefined).map((key) => [key, values[key] === '' ? null : values[key]]),
  ) as Partial<OwnProfile>;

const Heading = ({ textKey }: { textKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
      {translate(textKey)}
    </Typography>
  );
};

const Fields = () => {
  const translate = useTranslate();
  const { formState, reset, getValues } = useFormContext();
  // Saved values become the new starting point, so leaving afterwards does not warn.
  useEffect(() => {
    if (formState.isSubmitSuccessful) reset(getValues());
  }, [formState.isSubmitSuccessful, reset, getValues]);
  const half = { xs: 12, md: 6 };
  return (
    <>
      <TrackUnsavedChanges />
      <Heading textKey="app.account.profile" />
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <TextInput source="firstName" resource="users" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="lastName" resource="users" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="email" resource="users" disabled fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="screenName" resource="users" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="phoneNumber" resource="users" type="tel" fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="bio" resource="users" multiline minRows={3} fullWidth />
        </Grid>
      </Grid>
      <Heading textKey="app.account.social" />
      <Grid container columnSpacing={2}>
        {SOCIAL.map((network) => (
          <Grid key={network} size={half}>
            <TextInput source={network} resource="users" fullWidth />
          </Grid>
        ))}
      </Grid>
      <Heading textKey="app.account.settings" />
      <BooleanInput source="allowMessages" resource="users" />
      <BooleanInput source="emailNotifications" resource="users" />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="profile-submit">
        {translate('ra.action.save')}
      </Button>
    </>
  );
};

/**
 * Own profile. The server checks every field (config/src/validation.ts) and its errors land on the
 * fields in the user's language while the typed values stay; the console adds no rules of its own here.
 */
export const MyProfileForm = ({ profile }: { profile: OwnProfile }) => {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const { refresh } = useMe();
  // Starting values follow the profile document, not every refresh of /api/me (avatar, language).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const record = useMemo(() => profile, [profile.documentId]);
  const submit = async (values: Partial<OwnProfile>) => {
    try {
      await api.updateMyProfile(editablePart(values));
      notify('app.account.saved', { type: 'success' });
      void refresh();
      return undefined;
    } catch (error) {
      return fieldErrorsOrThrow(error, translate);
    }
  };
  return (
    <Form record={record} onSubmit={submit as never} noValidate>
      <Fields />
    </Form>
  );
};
