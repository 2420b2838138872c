import type { ResourceProps } from 'react-admin';
import { FileManagerPage } from './FileManagerPage';

/** `/files` (SPEC 2): the file manager; the media inputs' picker is components/files/FilePickerDialog. */
export const filesResource: Omit<ResourceProps, 'name'> = { list: FileManagerPage };
