/**
 * Customers (SPEC section 3 "Customer"). Rules for every write path (document service, see
 * bootstrap/document-rules.ts): the field rules of @newsroom/config on the customer as it will be
 * stored ("A company name or contact person is required", VAT number for reverse charge, addresses),
 * identifiers normalised, and a debtor id unique whatever its case (also under concurrent writes: a
 * unique index). A customer with orders or invoices cannot be deleted (409): they point at it.
 */
import { factories } from '@strapi/strapi';
import {
  compactCode,
  customerDisplayName,
  customerFailures,
  normaliseEmail,
  normalisePostcode,
  DEFAULT_COUNTRY,
} from '@newsroom/config';
import { ConflictError, isUniqueViolation, refuseFields } from '../../../services/errors';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::customer.customer';
type Row = Record<string, any>;
const isRecord = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);
const lines = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/[\n,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean)
        .join('\n') || null
    : v;

const NORMALISE: Record<string, (v: unknown) => unknown> = {
  name: trimmed,
  contact: trimmed,
  email: (v) => (typeof v === 'string' ? (normaliseEmail(v) as string) || null : v),
  emailFinancial: lines,
  emailReminders: lines,
  emailDomains: lines,
  debtorId: trimmed,
  iban: (v) => compactCode(trimmed(v)),
  bic: (v) => compactCode(trimmed(v)),
  coc: (v) => compactCode(trimmed(v)),
  vatin: (v) => compactCode(trimmed(v)),
  peppolScheme: trimmed,
  peppolId: trimmed,
};

/** Country upper-cased (NL when missing), a Dutch postcode as 1234 AB. */
export const normaliseAddress = (a: unknown) => {
  if (!isRecord(a)) return a;
  const country = typeof a.country === 'string' && a.country.trim() ? a.country.trim().toUpperCase() : DEFAULT_COUNTRY;
  return { ...a, country, postcode: normalisePostcode(a.postcode, country) };
};

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const [field, normalise] of Object.entries(NORMALISE))
      if (field in input) input[field] = normalise(input[field]);
    if (Array.isArray(input.addresses)) input.addresses = input.addresses.map(normaliseAddress);
    const existing =
      action === 'update'
        ? await strapi.db
            .query(UID)
            .findOne({ where: { documentId }, populate: 'addresses' in input ? {} : { addresses: true } })
        : null;
    if (action === 'update' && !existing) return input; // Strapi answers 404

    const failures = customerFailures({ vatinType: 'eligible', ...(existing ?? {}), ...input });
    if (!failures.some((f) => f.path[0] === 'debtorId') && input.debtorId) {
      const taken = await strapi.db.query(UID).count({
        where: { debtorId: { $eqi: input.debtorId }, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
      });
      if (taken) failures.push({ path: ['debtorId'], code: 'unique' });
    }
    if (failures.length) refuseFields(failures);
    // What lists show and sort by: the company, else the contact person.
    if (action === 'create' || 'name' in input || 'contact' in input)
      input.displayName = customerDisplayName({ ...(existing ?? {}), ...input });
    return input;
  },

  /** Two concurrent writes of one debtor id: the loser gets the same 400 as the check above. */
  async guardUniqueDebtorId<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEXES.customerDebtorId.name))
        refuseFields([{ path: ['debtorId'], code: 'unique' }]);
      throw error;
    }
  },

  /**
   * 409 while orders or invoices (drafts too: a draft without its customer could never be issued) point
   * at the customer; its employees stay as profiles, unlinked.
   */
  async assertDeletable(documentId: string) {
    const customer = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
    if (!customer) return;
    const orders = await strapi.db.query('api::order.order').count({ where: { customer: customer.id } });
    if (orders)
      throw new ConflictError(`This customer has ${orders} order(s) and cannot be deleted.`, {
        code: 'customer_has_orders',
        orders,
      });
    const invoices = await strapi.db.query('api::invoice.invoice').count({ where: { customer: customer.id } });
    if (invoices)
      throw new ConflictError(
        `This customer has ${invoices} invoice(s) and cannot be deleted: issued invoices keep their customer (delete drafts first).`,
        { code: 'customer_has_invoices', invoices },
      );
  },
}));
