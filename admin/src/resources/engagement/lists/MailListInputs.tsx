import { MAIL_LIST_VISIBILITIES } from '@newsroom/config';
import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import { SlugInput } from '@/components/SlugInput';
import { translatedChoices } from '@/components/lists/translatedChoices';

export const visibilityChoices = translatedChoices('app.mailLists.visibility', MAIL_LIST_VISIBILITIES);

/** A list's fields; the slug is filled from the name while creating and is the public subscribe URL's name. */
export const MailListInputs = ({ create }: { create: boolean }) => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
    <SlugInput from="name" autoFill={create} />
    <TextInput source="description" validate={maxLength(1000)} multiline minRows={2} fullWidth />
    <SelectInput
      source="visibility"
      choices={visibilityChoices}
      validate={required()}
      helperText="app.mailLists.visibility_help"
    />
    <TextInput
      source="confirmationSubject"
      validate={maxLength(255)}
      helperText="app.mailLists.confirmation_subject_help"
      fullWidth
    />
  </>
);
