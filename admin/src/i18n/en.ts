import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { contentMenu, contentResources, contentScreens, contentValidation } from './en/content';
import pages from './en/pages';
import { resources, screens } from './en/resources';
import shell from './en/shell';

const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...shell,
    menu: { ...shell.menu, ...contentMenu },
    validation: { ...shell.validation, codes: { ...shell.validation.codes, ...contentValidation } },
    ...pages,
    ...screens,
    ...contentScreens,
  },
  resources: { ...resources, ...contentResources },
};

export default en;
