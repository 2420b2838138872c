import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  type ReferenceInputProps,
} from 'react-admin';

interface ReferenceByNameProps {
  source: string;
  /** The resource the records come from, e.g. 'content/tags'. */
  reference: string;
  /** Narrows the records offered, e.g. { kind: 'ACCESS' }. */
  filter?: ReferenceInputProps['filter'];
  /** The field shown and searched; 'name' unless the records have a title instead. */
  optionText?: string;
  /** A translation key when the source's own label does not fit (an input inside a list). */
  label?: string;
}

/** Linked records chosen by typing their name: several of them (tags, categories, authors). */
export const ReferencesByName = ({ source, reference, filter, optionText = 'name' }: ReferenceByNameProps) => (
  <ReferenceArrayInput source={source} reference={reference} filter={filter}>
    <AutocompleteArrayInput optionText={optionText} fullWidth />
  </ReferenceArrayInput>
);

/** One linked record chosen by typing its name (a category, a channel, a follow-up product). */
export const ReferenceByName = ({ source, reference, filter, optionText = 'name', label }: ReferenceByNameProps) => (
  <ReferenceInput source={source} reference={reference} filter={filter}>
    <AutocompleteInput optionText={optionText} label={label} fullWidth />
  </ReferenceInput>
);
