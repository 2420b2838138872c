import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { contentMenu, contentResources, contentScreens, contentValidation } from './en/content';
import { commentsMenu, commentsResources, commentsScreens } from './en/comments';
import pages from './en/pages';
import { profilesResources, profilesScreens, profilesValidation } from './en/profiles';
import { resources, screens } from './en/resources';
import shell from './en/shell';
import { salesMenu, salesResources, salesScreens, salesValidation } from './en/sales';
import { customersMenu, customersResources, customersScreens, customersValidation } from './en/customers';
import { errorCodes } from './en/errorCodes';
import { ordersMenu, ordersResources, ordersScreens, ordersValidation } from './en/orders';

const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...shell,
    errors: { ...shell.errors, codes: errorCodes },
    menu: { ...shell.menu, ...contentMenu, ...commentsMenu, ...salesMenu, ...customersMenu, ...ordersMenu },
    validation: { ...shell.validation, codes: { ...shell.validation.codes, ...contentValidation, ...profilesValidation, ...salesValidation, ...customersValidation, ...ordersValidation } },
    ...pages,
    ...screens,
    ...contentScreens,
    ...commentsScreens,
    ...profilesScreens,
    ...salesScreens,
    ...customersScreens,
    ...ordersScreens,
  },
  resources: { ...resources, ...contentResources, ...commentsResources, ...profilesResources, ...salesResources, ...customersResources, ...ordersResources },
};

export default en;
