import { DEFAULT_COUNTRY, VATIN_TYPES } from '@newsroom/config';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/** Starting values of a new customer (the schema's defaults). */
export const CUSTOMER_DEFAULTS: Row = { vatinType: VATIN_TYPES[0], addresses: [], tags: [], employees: [] };

/** Component lists and relations the customer form reads and the save answers with. */
export const CUSTOMER_POPULATE = { addresses: true, tags: true, logo: true } as const;

const addressesOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter(isRow).map((address) => ({
    ...address,
    country: typeof address.country === 'string' && address.country ? address.country : DEFAULT_COUNTRY,
    defaultBilling: address.defaultBilling === true,
    defaultShipping: address.defaultShipping === true,
  }));

// Every row stays (the form requires an e-mail on each), so the server's `employees.N` errors land on row N.
const employeesOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((row) => {
    const employee = isRow(row) ? row : {};
    return {
      email: typeof employee.email === 'string' ? employee.email.trim() : '',
      firstName: employee.firstName || null,
      lastName: employee.lastName || null,
      companyAdmin: employee.companyAdmin === true,
      vacancyAdmin: employee.vacancyAdmin === true,
    };
  });

/**
 * The form's values as the customers API takes them. Mandates are their own API (the mandates tab) and
 * employees have their own calls, so neither is sent on an edit; a new customer may bring employees
 * to invite.
 */
export const customerPayload =
  ({ create }: { create: boolean }) =>
  (values: Row): Row => {
    // displayName is the server's (company, else contact).
    const { employees, displayName: _displayName, ...data } = values;
    if ('addresses' in data) data.addresses = addressesOf(data.addresses);
    if (create && Array.isArray(employees) && employees.length) data.employees = employeesOf(employees);
    return data;
  };
