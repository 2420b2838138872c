import { rules } from '@newsroom/config';
import { BooleanInput, TextInput, email, required } from 'react-admin';
import { MediaInput } from '@/components/MediaInput';
import { PROFILE_LANGUAGES, typeChoices } from '../constants';
import { check } from '@/components/validators';
import { FieldGrid, full, half, maxLength, third, type GridField } from './FieldGrid';
import { Section } from './Section';

const languageChoices = PROFILE_LANGUAGES.map((id) => ({ id, name: `app.users.languages.${id}` }));

const PERSON: GridField[] = [
  { kind: 'text', source: 'firstName', width: half, validate: maxLength(100) },
  { kind: 'text', source: 'lastName', width: half, validate: maxLength(100) },
  { kind: 'text', source: 'email', type: 'email', width: half, validate: [required(), email(), maxLength(255)] },
  { kind: 'text', source: 'phoneNumber', width: half, validate: check(rules.phone) },
  { kind: 'select', source: 'type', width: third, choices: typeChoices(), validate: required() },
  { kind: 'select', source: 'language', width: third, choices: languageChoices },
  { kind: 'text', source: 'screenName', width: third, validate: maxLength(100) },
];

const username = { validate: check(rules.username), helperText: 'app.users.help.username' };
const SOCIAL: GridField[] = [
  { kind: 'text', source: 'twitter', width: half, ...username },
  { kind: 'text', source: 'instagram', width: half, ...username },
  { kind: 'text', source: 'facebook', width: half, validate: check(rules.profileLink('facebook.com')) },
  { kind: 'text', source: 'linkedin', width: half, validate: check(rules.profileLink('linkedin.com')) },
  { kind: 'text', source: 'website', width: full, validate: check(rules.url) },
];

/** Name, e-mail, type, language, contact and social accounts, source and consent. */
export const DetailsTab = () => (
  <>
    <Section titleKey="app.users.sections.person" testId="section-person">
      <FieldGrid fields={PERSON} />
      <TextInput source="bio" multiline minRows={2} validate={maxLength(2000)} fullWidth />
      <MediaInput source="avatar" accept="image/*" />
    </Section>
    <Section titleKey="app.users.sections.social" testId="section-social">
      <FieldGrid fields={SOCIAL} />
    </Section>
    <Section titleKey="app.users.sections.consent" testId="section-consent">
      <TextInput source="source" validate={maxLength(100)} helperText="app.users.help.source" fullWidth />
      <BooleanInput source="optIn" helperText="app.users.help.opt_in" />
      <BooleanInput source="allowMessages" />
      <BooleanInput source="emailNotifications" />
    </Section>
  </>
);
