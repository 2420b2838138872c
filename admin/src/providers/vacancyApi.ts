import { request, requestFile } from './http';

// ---- Vacancies (the vacancy page's applications and the customer's credits) ----

/** An application as /api/vacancy-applications answers it; status and history are the server's. */
export interface VacancyApplication {
  id: number;
  documentId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  motivation: string | null;
  status: 'NEW' | 'REVIEWING' | 'INVITED' | 'REJECTED' | 'HIRED';
  createdAt: string;
  cv: { id: number; name: string } | null;
}

export type CreditBalance = { granted: number; used: number; left: number };
export type CreditKind = 'VACANCY' | 'HIGHLIGHT' | 'LONGER_RUN';

/** A grant as GET /api/vacancy-credits/:customer lists it: the paid order line the credits came from. */
export interface CreditGrant {
  order: { documentId: string; serial: string | null } | null;
  line: number;
  description: string | null;
  kind: CreditKind;
  amount: number;
  createdAt: string;
}

/** A customer's credits by kind, the grants they came from (newest first) and the customer's vacancy count. */
export interface CustomerCredits {
  data: Record<CreditKind, CreditBalance>;
  meta: { grants: CreditGrant[]; vacancies: number };
}

const applicationUrl = (documentId: string) => `/api/vacancy-applications/${encodeURIComponent(documentId)}`;

/** Named calls of the vacancy screens; the status step is silent: the row explains a refusal in place. */
export const vacancyApi = {
  /** A vacancy's applications, newest first (at most 100 a page). */
  vacancyApplications: (vacancyDocumentId: string) =>
    request<{ data: VacancyApplication[] }>(
      `/api/vacancy-applications?filters[vacancy][documentId][$eq]=${encodeURIComponent(vacancyDocumentId)}` +
        '&populate[cv][fields][0]=name&sort[0]=createdAt:desc&pagination[pageSize]=100',
      { silent: true },
    ),
  applicationMove: (documentId: string, status: string) =>
    request<{ data: VacancyApplication }>(`${applicationUrl(documentId)}/status`, {
      method: 'POST',
      body: { data: { status } },
      silent: true,
    }),
  applicationCv: (documentId: string) => requestFile(`${applicationUrl(documentId)}/cv`),
  vacancyCredits: (customerDocumentId: string) =>
    request<CustomerCredits>(`/api/vacancy-credits/${encodeURIComponent(customerDocumentId)}`, { silent: true }),
};
