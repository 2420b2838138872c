import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { contentMenu, contentResources, contentScreens, contentValidation } from './en/content';
import { commentsMenu, commentsResources, commentsScreens } from './en/comments';
import pages from './en/pages';
import { profilesResources, profilesScreens, profilesValidation } from './en/profiles';
import { resources, screens } from './en/resources';
import shell from './en/shell';

const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...shell,
    menu: { ...shell.menu, ...contentMenu, ...commentsMenu },
    validation: { ...shell.validation, codes: { ...shell.validation.codes, ...contentValidation, ...profilesValidation } },
    ...pages,
    ...screens,
    ...contentScreens,
    ...commentsScreens,
    ...profilesScreens,
  },
  resources: { ...resources, ...contentResources, ...commentsResources, ...profilesResources },
};

export default en;
