import { BooleanInput, TextInput, maxLength } from 'react-admin';
import { SlugInput } from '@/components/SlugInput';
import { FieldsInput } from './FieldsInput';
import { formRule } from './formRules';
import { PublicApiNote } from './PublicApiNote';

/** A form's settings and its fields; the slug (filled from the name while creating) names it on websites. */
export const FormInputs = ({ create }: { create: boolean }) => (
  <>
    <TextInput source="name" validate={formRule} fullWidth />
    <SlugInput from="name" autoFill={create} />
    <TextInput source="description" validate={maxLength(2000)} multiline minRows={2} fullWidth />
    <BooleanInput source="active" />
    <TextInput source="successMessage" validate={maxLength(1000)} multiline minRows={2} fullWidth />
    <FieldsInput />
    {!create && <PublicApiNote />}
  </>
);
