/**
 * Every kind the top-bar search finds, in the order the console shows them. A new area writes its provider in
 * `cms/src/api/<area>/search.ts` (see ./services/search.ts) and adds it here.
 */
import type { Core } from '@strapi/strapi';
import { profileSearchProvider } from '../profile/search';
import { customerSearchProvider } from '../customer/search';
import { orderSearchProvider } from '../order/search';
import { invoiceSearchProvider } from '../invoice/search';
import { productSearchProvider } from '../product/search';
import { contentSearchProvider } from '../content/search';
import { emailTemplateSearchProvider } from '../email-template/search';
import { segmentSearchProvider } from '../segment/search';
import { campaignSearchProvider } from '../campaign/search';
import { campaignTriggerSearchProvider } from '../campaign-trigger/search';
import { campaignAutomationSearchProvider } from '../campaign-automation/search';
import { formThreadSearchProvider } from '../form-thread/search';
import { vacancySearchProvider } from '../vacancy/search';
import { marketingContentSearchProvider } from '../marketing-content/search';
import { marketingZoneSearchProvider } from '../marketing-zone/search';
import { eventSearchProvider } from '../event/search';
import { partnerSearchProvider } from '../partner/search';
import { fileSearchProvider } from '../file-manager/search';

export const SEARCH_PROVIDERS = [
  profileSearchProvider,
  customerSearchProvider,
  orderSearchProvider,
  invoiceSearchProvider,
  productSearchProvider,
  contentSearchProvider,
  emailTemplateSearchProvider,
  segmentSearchProvider,
  campaignSearchProvider,
  campaignTriggerSearchProvider,
  campaignAutomationSearchProvider,
  formThreadSearchProvider,
  vacancySearchProvider,
  marketingContentSearchProvider,
  marketingZoneSearchProvider,
  eventSearchProvider,
  partnerSearchProvider,
  fileSearchProvider,
];

export function registerSearchProviders(strapi: Core.Strapi) {
  const search = strapi.service('api::search.search');
  for (const provider of SEARCH_PROVIDERS) search.register(provider(strapi));
}
