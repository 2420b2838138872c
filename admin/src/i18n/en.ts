import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import pages from './en/pages';
import { resources, screens } from './en/resources';
import shell from './en/shell';

const en: TranslationMessages = {
  ...englishMessages,
  app: { ...shell, ...pages, ...screens },
  resources,
};

export default en;
