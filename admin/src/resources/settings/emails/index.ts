import { lazyScreen } from '@/components/lazyScreen';

/** /settings/emails and /settings/emails/:key, fetched when first opened (the initial JavaScript stays small). */
export const SystemEmailListPage = lazyScreen(() => import('./SystemEmailList').then((m) => m.SystemEmailList));
export const SystemEmailEditPage = lazyScreen(() => import('./SystemEmailEdit').then((m) => m.SystemEmailEdit));
