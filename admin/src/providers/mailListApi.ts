import type { MailListImportSummary, MailListMember, MailListMemberStatus } from '@newsroom/config';
import { request } from './http';

// ---- Mailing lists (/mail/lists): members, adding from a segment or a file ----

export interface MemberQuery {
  page: number;
  pageSize: number;
  q?: string;
  status?: MailListMemberStatus | '';
}

export interface MemberPage {
  data: MailListMember[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface SegmentOption {
  documentId: string;
  name: string;
  lastCount?: number | null;
}

const listUrl = (documentId: string) => `/api/mail-lists/${encodeURIComponent(documentId)}`;

/** Named calls of the list page. Adding members answers codes the dialogs explain in place (silent). */
export const mailListApi = {
  mailListMembers: (documentId: string, { page, pageSize, q, status }: MemberQuery) => {
    const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (q) params.set('q', q);
    if (status) params.set('status', status);
    return request<MemberPage>(`${listUrl(documentId)}/members?${params}`, { silent: true });
  },
  mailListAddProfiles: (documentId: string, profiles: string[]) =>
    request<{ data: { added: number; alreadyMembers: number } }>(`${listUrl(documentId)}/members`, {
      method: 'POST',
      body: { profiles },
      silent: true,
    }),
  mailListRemoveMember: (documentId: string, profileId: string) =>
    request<{ data: { removed: number } }>(`${listUrl(documentId)}/members/${encodeURIComponent(profileId)}`, {
      method: 'DELETE',
    }),
  mailListAddSegment: (documentId: string, segment: string) =>
    request<{ data: { added: number; confirmed: number } }>(`${listUrl(documentId)}/members/from-segment`, {
      method: 'POST',
      body: { segment },
      silent: true,
    }),
  /** Multipart `file` (CSV or XLSX of addresses); answers the summary with counts and refused lines. */
  mailListImport: (documentId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<{ data: MailListImportSummary }>(`${listUrl(documentId)}/members/import`, {
      method: 'POST',
      body: form,
      silent: true,
    });
  },
  /** Segments to choose from, by name. */
  mailListSegmentOptions: (q: string) =>
    request<{ data: SegmentOption[] }>(
      `/api/segments?fields[0]=name&fields[1]=lastCount&sort[0]=name:asc&pagination[pageSize]=20` +
        (q ? `&filters[name][$containsi]=${encodeURIComponent(q)}` : ''),
      { silent: true },
    ),
};
