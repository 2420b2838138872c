import { request } from './http';

// ---- The magazine platform (Aboland, issue #19): a customer's sync tasks on the customer form ----

export type MagazineSyncStatus = 'pending' | 'done' | 'failed';

/** One task as GET /api/magazine-syncs answers it (cms/src/api/magazine-sync). */
export interface MagazineSync {
  id: number;
  documentId: string;
  action: 'activate' | 'deactivate';
  status: MagazineSyncStatus;
  magazineId: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  subscriptionNumber: string | null;
  doneAt: string | null;
  createdAt: string;
  subscription?: { documentId: string; product?: { name: string } | null } | null;
}

export const magazineSyncApi = {
  /** The customer's tasks, newest first (a handful per subscription; 100 is plenty). */
  customerMagazineSyncs: (customerDocumentId: string) =>
    request<{ data: MagazineSync[] }>(
      `/api/magazine-syncs?filters[customer][documentId][$eq]=${encodeURIComponent(customerDocumentId)}` +
        '&populate[subscription][fields][0]=documentId&populate[subscription][populate][product][fields][0]=name' +
        '&sort[0]=id:desc&pagination[pageSize]=100',
      { silent: true },
    ),
  /** A failed task pushed again now; answers the task afterwards (done, or pending with the new error). */
  magazineSyncRetry: (documentId: string) =>
    request<{ data: MagazineSync }>(`/api/magazine-syncs/${encodeURIComponent(documentId)}/retry`, {
      method: 'POST',
      body: {},
      silent: true,
    }),
};
