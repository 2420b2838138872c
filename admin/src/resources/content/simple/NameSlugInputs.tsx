import { TextInput, maxLength, required } from 'react-admin';
import { SlugInput } from '@/components/SlugInput';

/** Name (or title) and slug, the slug filled from it while creating. */
export const NameSlugInputs = ({ create, field = 'name' }: { create: boolean; field?: 'name' | 'title' }) => (
  <>
    <TextInput source={field} validate={[required(), maxLength(200)]} fullWidth />
    <SlugInput from={field} autoFill={create} />
  </>
);
