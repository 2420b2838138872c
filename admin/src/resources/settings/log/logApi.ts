/**
 * The log screen's calls beyond the list (which goes through the data provider): the export of the current
 * filters, and the retention setting read from and written to the site configuration (`log.retentionDays`).
 */
import { LOG_RETENTION_DEFAULT_DAYS, type ExportFormat } from '@newsroom/config';
import { request, requestFile } from '@/providers/http';
import { buildListQuery } from '@/providers/strapiQuery';
import { resourceEntry } from '@/registry/resources';

export const logExportUrl = (format: ExportFormat, filter: Record<string, unknown> = {}): string => {
  const query = buildListQuery({ filter, searchFields: resourceEntry('settings/log')?.searchFields });
  return `/api/log-entries/export?format=${format}${query ? `&${query}` : ''}`;
};

export const logApi = {
  exportLog: (format: ExportFormat, filter: Record<string, unknown>) => requestFile(logExportUrl(format, filter)),
  retentionDays: async (): Promise<number> => {
    const json = await request<{ data?: { log?: { retentionDays?: number } | null } }>('/api/config?populate=*');
    return Number(json.data?.log?.retentionDays) || LOG_RETENTION_DEFAULT_DAYS;
  },
  setRetentionDays: (retentionDays: number) =>
    request('/api/config', { method: 'PUT', body: { data: { log: { retentionDays } } }, silent: true }),
};
