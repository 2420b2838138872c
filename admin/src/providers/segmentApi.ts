import type { SegmentNode, SegmentRecipients } from '@newsroom/config';
import { request } from './http';

/** Segments (/mail/segments): the live count of a tree, a saved segment's recipients and its export. */
export const segmentApi = {
  /** Silent: the form shows the refusal beside the count instead of a toast on every keystroke. */
  count: (rules: SegmentNode) =>
    request<{ data: { count: number } }>('/api/segments/count', { method: 'POST', body: { rules }, silent: true }),
  recipients: (documentId: string) =>
    request<{ data: SegmentRecipients }>(`/api/segments/${encodeURIComponent(documentId)}/recipients`),
  /** A plain link: the browser downloads it with the session cookie. */
  exportUrl: (documentId: string, format: 'csv' | 'xlsx') =>
    `/api/segments/${encodeURIComponent(documentId)}/export?format=${format}`,
};
