import type { TranslationMessages } from 'react-admin';
import { contentMenu, contentResources, contentScreens, contentValidation } from './nl/content';
import { commentsMenu, commentsResources, commentsScreens } from './nl/comments';
import pages from './nl/pages';
import { profilesResources, profilesScreens, profilesValidation } from './nl/profiles';
import raDutch from './nl/ra';
import { resources, screens } from './nl/resources';
import shell from './nl/shell';
import { salesMenu, salesResources, salesScreens, salesValidation } from './nl/sales';
import { customersMenu, customersResources, customersScreens, customersValidation } from './nl/customers';
import { errorCodes, errorNames } from './nl/errorCodes';
import { contentLinkScreens, linkErrorCodes, savedFilterScreens } from './nl/links';
import { ordersMenu, ordersResources, ordersScreens, ordersValidation } from './nl/orders';
import { invoicesMenu, invoicesResources, invoicesScreens, invoicesValidation } from './nl/invoices';
import { einvoiceScreens, einvoiceValidation } from './nl/einvoice';

/** Default catalog: Dutch is the language of a new visitor. */
const nl: TranslationMessages = {
  ...raDutch,
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

export default nl;
