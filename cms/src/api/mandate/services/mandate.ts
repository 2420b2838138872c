/**
 * SEPA core mandates (issue #19, SPEC sections 3 "Customer" and 5). Rules for every write path (document
 * service, see ./document-rules.ts):
 * - IBAN required and valid ("IBAN is required for direct debit"), BIC valid when given, signed by whom and
 *   on which day (not in the future), the customer required and fixed once set;
 * - the reference unique whatever its case (also under concurrent writes: a unique index), in SEPA's
 *   reference characters; when not given it is generated from the customer's debtor id (else `C` + id)
 *   and a sequence (`D1001-M2`);
 * - the signature generated from the signer's name (`mandateSignature`); status, sequence type, revocation,
 *   first collection and the provider's id are server-owned (MANDATE_SERVER_OWNED);
 * - a revoked mandate never changes again (409 `mandate_revoked`); one a collection used cannot be deleted
 *   (409 `mandate_in_use`: a direct debit points at it, or it was collected).
 * `activeFor` and `markCollected` are what subscriptions and direct debits call.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  amsterdamDay,
  compactCode,
  documentLocaleOf,
  mandateFailures,
  mandateReference,
  mandateReferenceBase,
  mandateSignature,
  type FieldFailure,
} from '@newsroom/config';
import { ConflictError, isUniqueViolation, refuseFields } from '../../../services/errors';
import { blank, refOf, whereRef } from '../../../services/records';
import { dbModel } from '../../../services/db-model';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { renderMandatePdf } from '../render/pdf';
import type { Row, Trx } from '../../../strapi-types';

const UID = 'api::mandate.mandate';
const CUSTOMER = 'api::customer.customer';
const CHANNEL = 'api::channel.channel';
/** The collections of issue #19's debit code; looked up by name so this works before and after it exists. */
const DIRECT_DEBIT = 'api::direct-debit.direct-debit';
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);

const NORMALISE: Record<string, (v: unknown) => unknown> = {
  iban: (v) => compactCode(trimmed(v)),
  bic: (v) => compactCode(trimmed(v)),
  reference: trimmed,
  signedBy: (v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() || null : v),
  place: trimmed,
};

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Checks and normalises a create or update; returns the data to write. */
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const [field, normalise] of Object.entries(NORMALISE))
      if (field in input) input[field] = normalise(input[field]);
    const existing =
      action === 'update'
        ? await strapi.db.query(UID).findOne({ where: { documentId }, populate: { customer: { select: ['id'] } } })
        : null;
    if (action === 'update' && !existing) return input; // Strapi answers 404
    if (existing?.status === 'REVOKED')
      throw new ConflictError(`Mandate ${existing.reference} is revoked and cannot change.`, {
        code: 'mandate_revoked',
      });

    const failures: FieldFailure[] = [];
    let customer: Row | null = null;
    if (existing) {
      if ('customer' in input && String(refOf(input.customer) ?? '') !== String(existing.customer?.id ?? '')) {
        const named = blank(refOf(input.customer))
          ? null
          : await strapi.db.query(CUSTOMER).findOne({ where: whereRef(refOf(input.customer)), select: ['id'] });
        if (named?.id !== existing.customer?.id) failures.push({ path: ['customer'], code: 'notEditable' });
      }
      if (existing.firstCollectedAt && 'reference' in input && input.reference !== existing.reference)
        failures.push({ path: ['reference'], code: 'notEditable' });
    } else if (blank(refOf(input.customer))) failures.push({ path: ['customer'], code: 'required' });
    else {
      customer = await strapi.db.query(CUSTOMER).findOne({ where: whereRef(refOf(input.customer)) });
      if (!customer) failures.push({ path: ['customer'], code: 'notFound' });
    }
    failures.push(...mandateFailures({ ...(existing ?? {}), ...input }, amsterdamDay()));
    if (!failures.some((f) => f.path[0] === 'reference') && !blank(input.reference)) {
      const taken = await strapi.db.query(UID).count({
        where: { reference: { $eqi: input.reference }, ...(existing ? { id: { $ne: existing.id } } : {}) },
      });
      if (taken) failures.push({ path: ['reference'], code: 'unique' });
    }
    if (failures.length) refuseFields(failures);

    if (action === 'create' || 'signedBy' in input) input.signature = mandateSignature(input.signedBy);
    if (action === 'create') {
      Object.assign(input, { status: 'ACTIVE', sequenceType: 'FRST' });
      if (blank(input.reference)) input.reference = await this.freeReference(customer!);
    }
    return input;
  },

  /** The customer's next generated reference that no mandate has (checked again by the unique index). */
  async freeReference(customer: Row): Promise<string> {
    const base = mandateReferenceBase(customer);
    const count = await strapi.db.query(UID).count({ where: { customer: customer.id } });
    for (let n = count + 1; ; n++) {
      const reference = mandateReference(base, n);
      if (!(await strapi.db.query(UID).count({ where: { reference: { $eqi: reference } } }))) return reference;
    }
  },

  /** Two concurrent writes of one reference: the loser gets the same 400 as the check above. */
  async guardUniqueReference<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEXES.mandateReference.name))
        refuseFields([{ path: ['reference'], code: 'unique' }]);
      throw error;
    }
  },

  /** 409 when a collection used the mandate: SEPA asks the creditor to keep it (and the debit points at it). */
  async assertDeletable(documentId: string) {
    const mandate = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (!mandate) return;
    const debits = strapi.contentTypes[DIRECT_DEBIT as keyof typeof strapi.contentTypes]
      ? await strapi.db.query(DIRECT_DEBIT).count({ where: { mandate: mandate.id } })
      : 0;
    if (debits || mandate.firstCollectedAt)
      throw new ConflictError(`Mandate ${mandate.reference} was used to collect and cannot be deleted: revoke it.`, {
        code: 'mandate_in_use',
        debits,
      });
  },

  /**
   * Deleting a customer deletes its mandates in the same transaction (the customer's delete runs in `next`). One
   * a collection used belongs to a customer with invoices, which cannot be deleted; refused here too (409).
   */
  async deleteWithCustomer(customerDocumentId: string | undefined, next: () => Promise<unknown>) {
    return strapi.db.transaction(async () => {
      const customer = customerDocumentId
        ? await strapi.db.query(CUSTOMER).findOne({ where: { documentId: customerDocumentId }, select: ['id'] })
        : null;
      const mandates: Row[] = customer ? await strapi.db.query(UID).findMany({ where: { customer: customer.id } }) : [];
      for (const mandate of mandates) {
        await this.assertDeletable(mandate.documentId);
        await strapi.db.query(UID).delete({ where: { id: mandate.id } });
      }
      return next();
    });
  },

  /** Revokes a mandate (once; a revoked one stays revoked: 409 `mandate_revoked`). */
  async revoke(documentId: string, now = new Date()): Promise<Row> {
    const mandate = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (!mandate) throw new errors.NotFoundError('Mandate not found.');
    const { count } = await strapi.db
      .query(UID)
      .updateMany({ where: { id: mandate.id, status: 'ACTIVE' }, data: { status: 'REVOKED', revokedAt: now } });
    if (!count)
      throw new ConflictError(`Mandate ${mandate.reference} is revoked already.`, { code: 'mandate_revoked' });
    return strapi.db.query(UID).findOne({ where: { id: mandate.id } });
  },

  /** The mandate form as a PDF; the creditor is the default channel (its company, address and creditor id). */
  async pdf(documentId: string, now = new Date()): Promise<{ reference: string; content: Buffer }> {
    const mandate = await strapi.db
      .query(UID)
      .findOne({ where: { documentId }, populate: { customer: { populate: { addresses: true } } } });
    if (!mandate) throw new errors.NotFoundError('Mandate not found.');
    const channel: Row = (await strapi.service(CHANNEL).defaultChannel()) ?? {};
    const customer: Row = mandate.customer ?? {};
    const addresses: Row[] = customer.addresses ?? [];
    const address = addresses.find((a) => a.defaultBilling) ?? addresses[0] ?? null;
    const content = await renderMandatePdf(
      {
        locale: documentLocaleOf({ customer: { addresses: address ? [address] : [] } }),
        creditor: {
          name: channel.company || channel.name || '',
          address: channel,
          creditorId: channel.creditorId ?? '',
          color: channel.invoiceColor,
        },
        debtor: { name: customer.displayName || customer.name || customer.contact || '', address },
        mandate,
      },
      now,
    );
    return { reference: mandate.reference, content };
  },

  /** The customer's newest active mandate (latest signature date, then the latest made), or null. */
  async activeFor(customerId: number): Promise<Row | null> {
    return strapi.db.query(UID).findOne({
      where: { customer: customerId, status: 'ACTIVE' },
      orderBy: [{ signatureDate: 'desc' }, { id: 'desc' }],
    });
  },

  /** `activeFor` of many customers in one query: customer id → mandate (those without one are absent). */
  async activeForMany(customerIds: number[]): Promise<Map<number, Row>> {
    const rows: Row[] = await strapi.db.query(UID).findMany({
      where: { customer: { id: { $in: customerIds } }, status: 'ACTIVE' },
      orderBy: [{ signatureDate: 'desc' }, { id: 'desc' }],
      populate: { customer: { select: ['id'] } },
    });
    const byCustomer = new Map<number, Row>();
    for (const { customer, ...mandate } of rows)
      if (customer && !byCustomer.has(customer.id)) byCustomer.set(customer.id, mandate);
    return byCustomer;
  },

  /** A collection under the mandate succeeded: FRST becomes RCUR, and the first collection's time is kept once. */
  async markCollected(trx: Trx | null, mandateId: number, at = new Date()) {
    const meta = dbModel(strapi, UID);
    const db = trx ?? strapi.db.connection;
    await db(meta.table)
      .where('id', mandateId)
      .update({ [meta.column('sequenceType', 'sequence_type')]: 'RCUR' });
    await db(meta.table)
      .where('id', mandateId)
      .whereNull(meta.column('firstCollectedAt', 'first_collected_at'))
      .update({ [meta.column('firstCollectedAt', 'first_collected_at')]: at });
  },
}));
