/**
 * A customer's vacancy credits (service `api::vacancy.credits`; tables from the migration
 * `vacancy-credits`): granted once per paid order line, spent when a vacancy admin posts a vacancy (kind
 * VACANCY) or takes an option (HIGHLIGHT, LONGER_RUN). Spending adds one to `used` inside the caller's
 * transaction; the table's CHECK (used <= granted) is what refuses the spend beyond the credit, so two
 * vacancy admins racing for the last credit get one success and one 409 `no_vacancy_credit`, on SQLite and
 * PostgreSQL alike (the second UPDATE waits for the first's row lock, then breaks the constraint).
 */
import { VACANCY_CREDIT_KINDS, type VacancyCreditKind } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import type { Row, Trx, WithStrapi } from '../../../strapi-types';

export const GRANTS = 'vacancy_credit_grants';
const ORDER = 'api::order.order';

/** A grant as staff see it: the order line it came from (`order` null when the order is gone), kind, credits. */
export interface CreditGrant {
  order: { documentId: string; serial: string | null } | null;
  /** The line's number on the order, from 1. */
  line: number;
  description: string | null;
  kind: VacancyCreditKind;
  amount: number;
  createdAt: string;
}
export const BALANCES = 'vacancy_credit_balances';

/** The database refused `used` above `granted` (PostgreSQL 23514, SQLite "CHECK constraint failed"). */
const isCheckViolation = (error: unknown) => {
  for (let e = error as Row | undefined, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (e.code === '23514' || /CHECK constraint failed|vacancy_credit_balances_used_check/i.test(String(e.message)))
      return true;
  }
  return false;
};

export const noCredit = (kind: VacancyCreditKind) =>
  new ConflictError(
    kind === 'VACANCY'
      ? 'The customer has no vacancy credit left: buy a vacancy product first.'
      : `The customer has no ${kind.toLowerCase().replace('_', ' ')} option left: buy the option first.`,
    { code: 'no_vacancy_credit', kind },
  );

export default ({ strapi }: WithStrapi) => ({
  /** Adds `amount` credits of `kind` once per `source` (an order line); false when the source gave them before. */
  async grant(trx: Trx, customerId: number, kind: VacancyCreditKind, amount: number, source: string) {
    if (!(amount > 0)) return false;
    // The order's row is locked by the caller; the primary key on `source` backs the look-up up.
    if (await trx(GRANTS).where({ source }).first('source')) return false;
    await trx(GRANTS).insert({ source, customer_id: customerId, kind, amount, created_at: new Date() });
    await trx(BALANCES)
      .insert({ customer_id: customerId, kind, granted: amount, used: 0 })
      .onConflict(['customer_id', 'kind'])
      .merge({ granted: trx.raw('?? + ?', [`${BALANCES}.granted`, amount]) });
    return true;
  },

  /** Spends one credit of `kind` in the caller's transaction; 409 `no_vacancy_credit` when none is left. */
  async spend(trx: Trx, customerId: number, kind: VacancyCreditKind) {
    let changed: number;
    try {
      changed = await trx(BALANCES).where({ customer_id: customerId, kind }).increment('used', 1);
    } catch (error) {
      if (isCheckViolation(error)) throw noCredit(kind);
      throw error;
    }
    if (!changed) throw noCredit(kind);
  },

  /** The customer's credits by kind: granted, used, left. */
  async balances(customerId: number) {
    const rows: Row[] = await strapi.db.connection(BALANCES).where({ customer_id: customerId });
    return Object.fromEntries(
      VACANCY_CREDIT_KINDS.map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        const granted = Number(row?.granted ?? 0);
        const used = Number(row?.used ?? 0);
        return [kind, { granted, used, left: granted - used }];
      }),
    ) as Record<VacancyCreditKind, { granted: number; used: number; left: number }>;
  },

  /** Where the customer's credits came from (staff only: order numbers are internal), newest first. */
  async grants(customerId: number): Promise<CreditGrant[]> {
    const rows: Row[] = await strapi.db
      .connection(GRANTS)
      .where({ customer_id: customerId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'source', order: 'asc' },
      ]);
    const sources = rows.map((row) => /^order:(\d+):(\d+)$/.exec(String(row.source)));
    const orderIds = [...new Set(sources.filter((m) => m).map((m) => Number(m![1])))];
    const orders: Row[] = orderIds.length
      ? await strapi.db
          .query(ORDER)
          .findMany({ where: { id: { $in: orderIds } }, select: ['id', 'documentId', 'serial', 'lines'] })
      : [];
    const byId = new Map(orders.map((order) => [Number(order.id), order]));
    return rows.map((row, index) => {
      const match = sources[index];
      const order = match ? byId.get(Number(match[1])) : undefined;
      const line = match ? Number(match[2]) : 0;
      const lines: Row[] = Array.isArray(order?.lines) ? order.lines : [];
      return {
        order: order ? { documentId: String(order.documentId), serial: order.serial ?? null } : null,
        line: line + 1,
        description: lines[line]?.description ?? null,
        kind: row.kind as VacancyCreditKind,
        amount: Number(row.amount),
        createdAt: new Date(row.created_at).toISOString(),
      };
    });
  },
});
