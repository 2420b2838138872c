import englishMessages from 'ra-language-english';
import { catalogOf, type LanguageModules } from './catalog';

/** English: react-admin's own texts and every area's (see `AREAS` in catalog.ts). */
const en = catalogOf('en', englishMessages, import.meta.glob<LanguageModules[string]>('./en/*.ts', { eager: true }));

export default en;
