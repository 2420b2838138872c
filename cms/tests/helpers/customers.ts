/** Shortcuts the customer test files share: customers made through the API with unique names. */
import type { Client } from './client';

export function customerHelpers(current: () => { admin: Client }) {
  let seq = 0;
  /** A number no other call in this file got (for unique names). */
  const sequence = () => ++seq;
  const create = (data: Record<string, unknown>) => current().admin.post('/api/customers', { data });
  const company = (extra: Record<string, unknown> = {}) => {
    const n = sequence();
    return { name: `Klant ${n} B.V.`, email: `info${n}@klant.nl`, ...extra };
  };
  return { create, company, sequence };
}
