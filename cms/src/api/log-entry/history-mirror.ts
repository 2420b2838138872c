/**
 * Every history entry of an order, invoice, subscription or direct-debit payment is also a log entry
 * (types by `HISTORY_LOG_TYPES`): the services keep writing their records' history as they do, and the
 * log follows whichever path made the change. A lifecycle runs in the transaction of the write it
 * mirrors, so a rolled-back change leaves no entry.
 */
import { HISTORY_LOG_TYPES, logTypeOf } from '@newsroom/config';
import type { Row, Strapi } from '../../strapi-types';
import type { LogWrite } from './services/log-entry';

const LOG_UID = 'api::log-entry.log-entry';

/** The log entries of a record's new history items (those whose action has a log type). */
export function historyLogWrites(uid: string, documentId: string | undefined, entries: Row[]): LogWrite[] {
  const { subject } = HISTORY_LOG_TYPES[uid];
  const writes: LogWrite[] = [];
  for (const item of entries) {
    const type = item && typeof item.action === 'string' ? logTypeOf(uid, item.action) : null;
    if (!type) continue;
    const { at, by, action, from, to, note, amount, ...details } = item;
    writes.push({
      type,
      action,
      at,
      subject: { type: subject, id: documentId },
      actor: by,
      from,
      to,
      note,
      amount: Number.isFinite(amount) ? amount : null,
      details: Object.keys(details).length ? details : null,
    });
  }
  return writes;
}

const mirror = (strapi: Strapi, uid: string, record: Row | undefined, entries: Row[]) =>
  strapi.service(LOG_UID).writeMany(historyLogWrites(uid, record?.documentId, entries));

/** The row's id when a write names exactly one row by it (`update`, or `updateMany` with `where.id`). */
const oneRowId = (event: Row) => {
  const id = event.params?.where?.id;
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? Number(id) : null;
};

export function subscribeHistoryMirror(strapi: Strapi) {
  // The entries beyond what the row held before this write are the new ones.
  const before = async (event: Row) => {
    const id = oneRowId(event);
    if (!Array.isArray(event.params?.data?.history) || id == null) return;
    const row = await strapi.db.query(event.model.uid).findOne({ where: { id }, select: ['documentId', 'history'] });
    event.state.historyBefore = {
      length: Array.isArray(row?.history) ? row.history.length : 0,
      documentId: row?.documentId,
    };
  };
  const after = async (event: Row, written: boolean) => {
    const history = event.params?.data?.history;
    const seen = event.state?.historyBefore;
    if (!Array.isArray(history) || !seen || !written) return;
    const record = { documentId: event.result?.documentId ?? seen.documentId };
    await mirror(strapi, event.model.uid, record, history.slice(seen.length));
  };
  strapi.db.lifecycles.subscribe({
    models: Object.keys(HISTORY_LOG_TYPES),
    async afterCreate(event: Row) {
      const history = event.params?.data?.history;
      if (Array.isArray(history)) await mirror(strapi, event.model.uid, event.result, history);
    },
    // Rows made in bulk (a subscription run's period invoices) carry their documentId in the data.
    async afterCreateMany(event: Row) {
      const rows = Array.isArray(event.params?.data) ? event.params.data : [];
      const writes = rows.flatMap((row: Row) =>
        Array.isArray(row?.history) ? historyLogWrites(event.model.uid, row.documentId, row.history) : [],
      );
      await strapi.service(LOG_UID).writeMany(writes);
    },
    beforeUpdate: before,
    afterUpdate: (event: Row) => after(event, Boolean(event.result)),
    // A conditional update of one row (an invoice's finalisation): mirrored when it changed the row.
    beforeUpdateMany: before,
    afterUpdateMany: (event: Row) => after(event, Number(event.result?.count ?? 0) > 0),
  });
}
