import type {
  ContentReport,
  ContentReportQuery,
  LocaleInfo,
  PageViewEvent,
  SearchGroup,
  SearchHit,
  SiteConfig,
  VersionInfo,
} from '@newsroom/config';
import { request } from './http';

/** The site: configuration, locales, page views and their report, search and the version. */
export const siteApi = {
  // Single type with components: populate=* brings global, content, pages, social and sales.
  config: () => request<{ data: SiteConfig }>('/api/config?populate=*'),
  locales: () => request<LocaleInfo[] | { data: LocaleInfo[] }>('/api/i18n/locales'),
  statistics: (events: PageViewEvent[], options: { keepalive?: boolean } = {}) =>
    request<unknown>('/api/statistics', { method: 'POST', body: { data: { events } }, silent: true, ...options }),
  contentStatistics: ({ period, content, locale, limit }: ContentReportQuery) => {
    const query = new URLSearchParams({ period });
    if (content) query.set('content', content);
    if (content && locale) query.set('locale', locale);
    if (limit) query.set('limit', String(limit));
    return request<{ data: ContentReport }>(`/api/statistics/content?${query}`);
  },
  search: (q: string) =>
    request<{ data: SearchHit[]; meta?: { query: string; groups: SearchGroup[] } }>(
      `/api/search?q=${encodeURIComponent(q)}`,
    ),
  // Polled in the background: an unreachable server must not toast every minute.
  version: (options: { silent?: boolean; locale?: string } = {}) =>
    request<VersionInfo>(`/api/version${options.locale ? `?locale=${encodeURIComponent(options.locale)}` : ''}`, {
      silent: options.silent,
    }),
};
