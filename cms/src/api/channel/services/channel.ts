/**
 * Channels (selling entities). Rules for every write path (document service, see
 * bootstrap/document-rules.ts): the field and cross-field rules of @newsroom/config, exactly one
 * default channel (the first one becomes it; making another the default takes it away from the old
 * one in the same transaction; a partial unique index guards concurrent writes), and once invoicing
 * has started (`invoicingStartedAt`, set by the invoicing code through `markInvoicingStarted`) the
 * fields of CHANNEL_FROZEN_FIELDS refuse to change and the channel cannot be deleted.
 */
import { factories } from '@strapi/strapi';
import { CHANNEL_DEFAULTS, CHANNEL_FROZEN_FIELDS, channelFailures, compactCode } from '@newsroom/config';
import { ConflictError, isUniqueViolation, refuseFields } from '../../../services/errors';

const UID = 'api::channel.channel';
export const ONE_DEFAULT_INDEX = 'channels_one_default_uq';

type Row = Record<string, any>;

const NORMALISE: Record<string, (v: unknown) => unknown> = {
  iban: compactCode,
  creditorId: (v) => (typeof v === 'string' ? (compactCode(v) as string) || null : v),
  coc: compactCode,
  vat: compactCode,
  country: (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  currency: (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  postcode: (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  invoiceSerialPrefix: (v) => (typeof v === 'string' ? v.trim() : v),
  email: (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  peppolScheme: (v) => (typeof v === 'string' ? v.trim() || null : v),
  peppolId: (v) => (typeof v === 'string' ? v.trim() || null : v),
};

const sameValue = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

export default factories.createCoreService(UID, ({ strapi }) => ({
  async existing(documentId?: string): Promise<Row | null> {
    return documentId ? strapi.db.query(UID).findOne({ where: { documentId } }) : null;
  },

  /** Checks and normalises a create or update; returns the data to write. */
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const [field, normalise] of Object.entries(NORMALISE))
      if (field in input) input[field] = normalise(input[field]);
    const existing = action === 'update' ? await this.existing(documentId) : null;
    if (action === 'update' && !existing) return input; // Strapi answers 404

    if (existing?.invoicingStartedAt) {
      const changed = CHANNEL_FROZEN_FIELDS.filter(
        (field) => field in input && !sameValue(input[field], existing[field]),
      );
      if (changed.length) {
        throw new ConflictError(`This channel has issued invoices, so ${changed.join(', ')} can no longer change.`, {
          code: 'channel_frozen',
          fields: changed,
        });
      }
    }
    if (action === 'create' && (await strapi.db.query(UID).count()) === 0) input.isDefault = true;
    if (existing?.isDefault && input.isDefault === false) {
      throw new ConflictError('There must be a default channel: make another channel the default instead.', {
        code: 'channel_default_required',
      });
    }
    const failures = channelFailures({ ...CHANNEL_DEFAULTS, ...(existing ?? {}), ...input });
    if (failures.length) refuseFields(failures);
    return input;
  },

  /**
   * Runs a write; when it makes this channel the default, the old default loses the flag in the
   * same transaction. Two writes racing for the default: the loser gets 409.
   */
  async writeWithDefault<T>(data: Row, documentId: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      if (data.isDefault !== true) return await write();
      return await strapi.db.transaction(async () => {
        await strapi.db.query(UID).updateMany({
          where: { isDefault: true, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
          data: { isDefault: false },
        });
        return write();
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_DEFAULT_INDEX))
        throw new ConflictError('Another channel was made the default at the same moment. Reload and try again.', {
          code: 'channel_default_conflict',
        });
      throw error;
    }
  },

  /** 409 for a channel that has issued invoices, and for the default while other channels exist. */
  async assertDeletable(documentId: string) {
    const channel = await this.existing(documentId);
    if (!channel) return;
    if (channel.invoicingStartedAt)
      throw new ConflictError('This channel has issued invoices and cannot be deleted. Set it inactive instead.', {
        code: 'channel_has_invoices',
      });
    if (channel.isDefault && (await strapi.db.query(UID).count()) > 1) {
      throw new ConflictError(
        'This is the default channel: make another channel the default before deleting this one.',
        { code: 'channel_default_required' },
      );
    }
  },

  /** For the invoicing code: the first invoice of a channel freezes its numbering and identity. */
  async markInvoicingStarted(id: number, at = new Date()) {
    await strapi.db.query(UID).update({ where: { id, invoicingStartedAt: null }, data: { invoicingStartedAt: at } });
  },

  /** The default channel (orders and invoices without a channel use it). */
  async defaultChannel(): Promise<Row | null> {
    return strapi.db.query(UID).findOne({ where: { isDefault: true } });
  },
}));
