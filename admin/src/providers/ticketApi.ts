import { request, requestFile, saveFile } from './http';

// ---- Tickets (#21): the door, the counts, revoke, the guest list and an order's tickets ----

export type ScanTicket = {
  number: string;
  name: string;
  event: { documentId: string; title: string } | null;
  session: { documentId: string; title: string } | null;
  scannedAt: string | null;
};
export type ScanAnswer = { result: 'OK'; ticket: ScanTicket };
export type CheckInCounts = {
  total: number;
  scanned: number;
  revoked: number;
  bySession: { documentId: string; title: string; total: number; scanned: number }[];
};
export type EventChoice = {
  documentId: string;
  title: string;
  beginsAt?: string | null;
  sessions?: { documentId: string; title: string }[];
};

const enc = encodeURIComponent;

/** Named calls of the ticket screens; the door's calls are silent: the screen says the result in words. */
export const ticketApi = {
  /** Events to choose from (newest first), with their sessions. */
  events: () =>
    request<{ data: EventChoice[] }>(
      '/api/events?fields[0]=title&fields[1]=beginsAt&populate[sessions][fields][0]=title' +
        '&sort[0]=beginsAt:desc&pagination[pageSize]=100',
      { silent: true },
    ),
  scan: (code: string, event?: string) =>
    request<ScanAnswer>('/api/tickets/scan', { method: 'POST', body: { code, event }, silent: true }),
  counts: (event: string) => request<{ data: CheckInCounts }>(`/api/tickets/check-in/${enc(event)}`, { silent: true }),
  revoke: (documentId: string, release: boolean) =>
    request(`/api/tickets/${enc(documentId)}/revoke`, { method: 'POST', body: { release } }),
  guestList: async (params: { event: string; session?: string; format: 'pdf' | 'xlsx'; columns: string[] }) => {
    const query = new URLSearchParams({ event: params.event, format: params.format });
    if (params.session) query.set('session', params.session);
    if (params.columns.length) query.set('columns', params.columns.join(','));
    saveFile(await requestFile(`/api/tickets/guest-list?${query}`), `gastenlijst.${params.format}`);
  },
};
