import { request } from './http';

// ---- Sales customers (/sales/customers): employees, postcode look-up, the customer's orders, invitations ----

/** One employee as GET /api/customers/:id/employees lists them. */
export interface CustomerEmployee {
  documentId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyAdmin: boolean;
  vacancyAdmin: boolean;
  invitedAt: string | null;
  acceptedAt: string | null;
  hasAccount: boolean;
  /** Only on add and resend: false when the invitation e-mail could not be delivered. */
  invitationSent?: boolean;
}

export interface EmployeeInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  companyAdmin?: boolean;
  vacancyAdmin?: boolean;
}

export type EmployeeFlags = Partial<Pick<CustomerEmployee, 'companyAdmin' | 'vacancyAdmin'>>;

export interface PostcodeAddress {
  postcode: string;
  houseNumber: string;
  street: string;
  city: string;
}

/** An order as the customer's tabs show it; the order API decides the rest of its shape. */
export interface CustomerOrder {
  id?: number;
  documentId: string;
  serial?: string | null;
  type?: string;
  status?: string;
  currency?: string | null;
  total?: number | null;
  createdAt?: string;
  [field: string]: unknown;
}

export interface InvitationInfo {
  customer: string;
  email: string;
  needsPassword: boolean;
}

export interface InvitationAcceptance {
  code: string;
  password?: string;
  passwordConfirmation?: string;
}

const customerUrl = (documentId: string) => `/api/customers/${encodeURIComponent(documentId)}`;
const employeeUrl = (documentId: string, profileId: string) =>
  `${customerUrl(documentId)}/employees/${encodeURIComponent(profileId)}`;

/**
 * Named calls of the customer screens. The ones marked silent answer with codes the screens explain
 * in place (employee elsewhere, postcode not found, a bad invitation link) instead of a toast.
 */
export const customerApi = {
  customerEmployees: (documentId: string) =>
    request<{ data: CustomerEmployee[] }>(`${customerUrl(documentId)}/employees`),
  customerEmployeeAdd: (documentId: string, input: EmployeeInput) =>
    request<{ data: CustomerEmployee }>(`${customerUrl(documentId)}/employees`, {
      method: 'POST',
      body: { data: input },
      silent: true,
    }),
  customerEmployeeUpdate: (documentId: string, profileId: string, flags: EmployeeFlags) =>
    request<{ data: CustomerEmployee }>(employeeUrl(documentId, profileId), { method: 'PUT', body: { data: flags } }),
  customerEmployeeRemove: (documentId: string, profileId: string) =>
    request<null>(employeeUrl(documentId, profileId), { method: 'DELETE' }),
  customerEmployeeInvite: (documentId: string, profileId: string) =>
    request<{ data: { invitationSent: boolean } }>(`${employeeUrl(documentId, profileId)}/invite`, {
      method: 'POST',
      body: {},
    }),
  postcodeLookup: (postcode: string, houseNumber: string) =>
    request<{ data: PostcodeAddress }>(
      `/api/customers/postcode?postcode=${encodeURIComponent(postcode)}&houseNumber=${encodeURIComponent(houseNumber)}`,
      { silent: true },
    ),
  /** The customer's orders, newest first; `type` narrows them (SUBSCRIPTION for the subscriptions tab). */
  customerOrders: (
    documentId: string,
    { type, page = 1, pageSize = 25 }: { type?: string; page?: number; pageSize?: number } = {},
  ) =>
    request<{ data: CustomerOrder[]; meta?: { pagination?: { total?: number } } }>(
      `/api/orders?filters[customer][documentId][$eq]=${encodeURIComponent(documentId)}` +
        (type ? `&filters[type][$eq]=${encodeURIComponent(type)}` : '') +
        `&sort[0]=createdAt:desc&pagination[page]=${page}&pagination[pageSize]=${pageSize}`,
      { silent: true },
    ),
  /** Public: what the invitation page shows before the person accepts. */
  invitationDescribe: (code: string) =>
    request<{ data: InvitationInfo }>('/api/customer-invitations/describe', {
      method: 'POST',
      body: { code },
      silent: true,
    }),
  invitationAccept: (input: InvitationAcceptance) =>
    request<{ data: { accepted: boolean; accountCreated: boolean } }>('/api/customer-invitations/accept', {
      method: 'POST',
      body: input,
      silent: true,
    }),
};
