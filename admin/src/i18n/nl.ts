import type { TranslationMessages } from 'react-admin';
import pages from './nl/pages';
import raDutch from './nl/ra';
import { resources, screens } from './nl/resources';
import shell from './nl/shell';

/** Default catalog: Dutch is the language of a new visitor. */
const nl: TranslationMessages = {
  ...raDutch,
  app: { ...shell, ...pages, ...screens },
  resources,
};

export default nl;
