import Grid from '@mui/material/Grid';
import { rules } from '@newsroom/config';
import { BooleanInput, SelectInput, TextInput, email, required } from 'react-admin';
import { MediaInput } from '@/components/MediaInput';
import { PROFILE_LANGUAGES, typeChoices } from '../constants';
import { check } from '@/components/validators';
import { half, Section, third } from './Section';

const languageChoices = PROFILE_LANGUAGES.map((id) => ({ id, name: `app.users.languages.${id}` }));

/** Name, e-mail, type, language, contact and social accounts, source and consent. */
export const DetailsTab = () => (
  <>
    <Section titleKey="app.users.sections.person" testId="section-person">
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <TextInput source="firstName" validate={check(rules.maxLength(100))} fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="lastName" validate={check(rules.maxLength(100))} fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput
            source="email"
            type="email"
            validate={[required(), email(), check(rules.maxLength(255))]}
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <TextInput source="phoneNumber" validate={check(rules.phone)} fullWidth />
        </Grid>
        <Grid size={third}>
          <SelectInput source="type" choices={typeChoices()} validate={required()} fullWidth />
        </Grid>
        <Grid size={third}>
          <SelectInput source="language" choices={languageChoices} fullWidth />
        </Grid>
        <Grid size={third}>
          <TextInput source="screenName" validate={check(rules.maxLength(100))} fullWidth />
        </Grid>
      </Grid>
      <TextInput source="bio" multiline minRows={2} validate={check(rules.maxLength(2000))} fullWidth />
      <MediaInput source="avatar" accept="image/*" />
    </Section>
    <Section titleKey="app.users.sections.social" testId="section-social">
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <TextInput source="twitter" validate={check(rules.username)} helperText="app.users.help.username" fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput
            source="instagram"
            validate={check(rules.username)}
            helperText="app.users.help.username"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <TextInput source="facebook" validate={check(rules.profileLink('facebook.com'))} fullWidth />
        </Grid>
        <Grid size={half}>
          <TextInput source="linkedin" validate={check(rules.profileLink('linkedin.com'))} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="website" validate={check(rules.url)} fullWidth />
        </Grid>
      </Grid>
    </Section>
    <Section titleKey="app.users.sections.consent" testId="section-consent">
      <TextInput source="source" validate={check(rules.maxLength(100))} helperText="app.users.help.source" fullWidth />
      <BooleanInput source="optIn" helperText="app.users.help.opt_in" />
      <BooleanInput source="allowMessages" />
      <BooleanInput source="emailNotifications" />
    </Section>
  </>
);
