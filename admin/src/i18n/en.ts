import englishMessages from 'ra-language-english';
import { catalogOf } from './catalog';

/** English: react-admin's own texts and every area's (see `AREAS` in catalog.ts). */
const en = catalogOf('en', englishMessages);

export default en;
