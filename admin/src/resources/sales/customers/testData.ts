/** The customer form's tests: the access actions of the form and a small business customer as GET answers it. */
export const CUSTOMER_FORM_ACTIONS = ['find', 'findOne', 'update', 'employees'].map(
  (a) => `api::customer.customer.${a}`,
);

export const customerRecord = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'c1',
  name: 'Bakkerij Brood B.V.',
  vatinType: 'eligible',
  addresses: [],
  tags: [],
  ...extra,
});
