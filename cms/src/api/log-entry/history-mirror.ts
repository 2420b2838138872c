/**
 * Every history entry of an order, invoice, subscription or direct-debit payment is also a log entry
 * (types by `HISTORY_LOG_TYPES`): the services keep writing their records' history as they do, and the
 * log follows whichever path made the change. A lifecycle runs in the transaction of the write it
 * mirrors, so a rolled-back change leaves no entry.
 */
import { HISTORY_LOG_TYPES, logTypeOf } from '@newsroom/config';
import type { Row, Strapi } from '../../strapi-types';

const LOG_UID = 'api::log-entry.log-entry';

async function mirror(strapi: Strapi, uid: string, record: Row | undefined, entries: Row[]) {
  const { subject } = HISTORY_LOG_TYPES[uid];
  for (const item of entries) {
    const type = item && typeof item.action === 'string' ? logTypeOf(uid, item.action) : null;
    if (!type) continue;
    const { at, by, action, from, to, note, amount, ...details } = item;
    await strapi.service(LOG_UID).write({
      type,
      action,
      at,
      subject: { type: subject, id: record?.documentId },
      actor: by,
      from,
      to,
      note,
      amount: Number.isFinite(amount) ? amount : null,
      details: Object.keys(details).length ? details : null,
    });
  }
}

export function subscribeHistoryMirror(strapi: Strapi) {
  strapi.db.lifecycles.subscribe({
    models: Object.keys(HISTORY_LOG_TYPES),
    async afterCreate(event: Row) {
      const history = event.params?.data?.history;
      if (Array.isArray(history)) await mirror(strapi, event.model.uid, event.result, history);
    },
    // The entries beyond what the row held before this write are the new ones.
    async beforeUpdate(event: Row) {
      if (!Array.isArray(event.params?.data?.history) || event.params?.where?.id == null) return;
      const before = await strapi.db
        .query(event.model.uid)
        .findOne({ where: { id: event.params.where.id }, select: ['history'] });
      event.state.historyLength = Array.isArray(before?.history) ? before.history.length : 0;
    },
    async afterUpdate(event: Row) {
      const history = event.params?.data?.history;
      if (!Array.isArray(history) || event.state?.historyLength == null) return;
      await mirror(strapi, event.model.uid, event.result, history.slice(event.state.historyLength));
    },
  });
}
