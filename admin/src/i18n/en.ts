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
import { errorCodes, errorNames } from './en/errorCodes';
import { contentLinkScreens, linkErrorCodes, savedFilterScreens } from './en/links';
import { ordersMenu, ordersResources, ordersScreens, ordersValidation } from './en/orders';
import { invoicesMenu, invoicesResources, invoicesScreens, invoicesValidation } from './en/invoices';
import { einvoiceScreens, einvoiceValidation } from './en/einvoice';

const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...shell,
    errors: { ...shell.errors, codes: { ...errorCodes, ...linkErrorCodes }, names: errorNames },
    menu: {
      ...shell.menu,
      ...contentMenu,
      ...commentsMenu,
      ...salesMenu,
      ...customersMenu,
      ...ordersMenu,
      ...invoicesMenu,
    },
    validation: {
      ...shell.validation,
      codes: {
        ...shell.validation.codes,
        ...contentValidation,
        ...profilesValidation,
        ...salesValidation,
        ...customersValidation,
        ...ordersValidation,
        ...invoicesValidation,
        ...einvoiceValidation,
      },
    },
    ...pages,
    ...screens,
    ...contentScreens,
    ...commentsScreens,
    ...profilesScreens,
    ...salesScreens,
    ...customersScreens,
    ...ordersScreens,
    ...invoicesScreens,
    ...einvoiceScreens,
    ...savedFilterScreens,
    ...contentLinkScreens,
  },
  resources: {
    ...resources,
    ...contentResources,
    ...commentsResources,
    ...profilesResources,
    ...salesResources,
    ...customersResources,
    ...ordersResources,
    ...invoicesResources,
  },
};

export default en;
