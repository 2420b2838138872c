import { catalogOf, type LanguageModules } from './catalog';
import raDutch from './nl/ra';

/** Default catalog: Dutch is the language of a new visitor. */
const nl = catalogOf('nl', raDutch, import.meta.glob<LanguageModules[string]>('./nl/*.ts', { eager: true }));

export default nl;
