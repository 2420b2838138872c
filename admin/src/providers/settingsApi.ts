import type { SiteSettings, SocialNetwork, SocialShareResult } from '@newsroom/config';
import { request } from './http';

/** A recorded share (GET /api/social-shares). */
export interface SocialShareRecord {
  documentId: string;
  network: SocialNetwork;
  text: string;
  url: string | null;
  contentTitle: string | null;
  result: SocialShareResult;
  error: string | null;
  sharedBy: string | null;
  createdAt: string;
}

export interface SocialShareStatus {
  configured: boolean;
  accounts: Partial<Record<SocialNetwork, string>>;
}

export interface SocialShareQuery {
  page: number;
  perPage: number;
  network?: SocialNetwork | '';
  result?: SocialShareResult | '';
}

type Page<T> = { data: T[]; meta: { pagination: { page: number; pageCount: number; total: number } } };

/** /settings/general and /settings/social: the site configuration (merged view) and social sharing. */
export const settingsApi = {
  /** A partial change: the sections sent are merged over the stored ones by the server (api::config.config.update). */
  siteConfigSave: (data: Partial<Record<keyof SiteSettings, unknown>>) =>
    request<{ data: SiteSettings }>('/api/config', { method: 'PUT', body: { data }, silent: true }),
  socialShareStatus: () => request<{ data: SocialShareStatus }>('/api/social-shares/status'),
  socialShare: (data: { network: SocialNetwork; text: string; content: string; locale?: string }) =>
    request<{ data: SocialShareRecord }>('/api/social-shares/share', { method: 'POST', body: { data }, silent: true }),
  socialShares: ({ page, perPage, network, result }: SocialShareQuery) => {
    const query = new URLSearchParams({
      sort: 'createdAt:desc',
      'pagination[page]': String(page),
      'pagination[pageSize]': String(perPage),
    });
    if (network) query.set('filters[network][$eq]', network);
    if (result) query.set('filters[result][$eq]', result);
    return request<Page<SocialShareRecord>>(`/api/social-shares?${query}`);
  },
};
