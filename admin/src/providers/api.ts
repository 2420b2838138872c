import { authApi } from './authApi';
import { commentApi } from './commentApi';
import { contentApi } from './contentApi';
import { meApi } from './meApi';
import { profileApi } from './profileApi';
import { profileImportApi } from './profileImportApi';
import { siteApi } from './siteApi';

export { ACCOUNT_ACTION_PATHS, profileExportUrl, type AccountAction, type ProfileListQuery } from './profileApi';

/**
 * The named non-CRUD calls, one file per topic; every URL the console uses outside react-admin CRUD is in
 * them (sales: customerApi, orderApi, invoiceApi). Request and response types are the API contract in
 * @newsroom/config.
 */
export const api = {
  ...authApi,
  ...meApi,
  ...contentApi,
  ...commentApi,
  ...siteApi,
  ...profileApi,
  ...profileImportApi,
};

export type Api = typeof api;
