import type { TranslationMessages } from 'react-admin';
import { contentMenu, contentResources, contentScreens, contentValidation } from './nl/content';
import { commentsMenu, commentsResources, commentsScreens } from './nl/comments';
import pages from './nl/pages';
import { profilesResources, profilesScreens, profilesValidation } from './nl/profiles';
import raDutch from './nl/ra';
import { resources, screens } from './nl/resources';
import shell from './nl/shell';

/** Default catalog: Dutch is the language of a new visitor. */
const nl: TranslationMessages = {
  ...raDutch,
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

export default nl;
