/**
 * Delivery reports (docs/sms.md "Delivery reports"): the gateway posts what became of a message to
 * `POST /api/sms/status` (MessageBird's status report fields: `id`, `reference`, `recipient`, `status`,
 * `statusDatetime`). The report's status word lands on the message's delivery-log row (`report`,
 * `reportedAt`), found by our reference (the unique index), else by the gateway's id. A final word
 * (delivered, delivery_failed, expired) is never replaced by an interim one, and among two of a kind the later
 * wins, in one conditional UPDATE: a report posted twice, or out of order, ends the same.
 */
import { isFinalSmsReport, smsReportStatus, SMS_REPORT_FINAL, type SmsReportStatus } from '@newsroom/config';
import { dbModel } from '../db-model';
import { SMS_MESSAGE_UID } from './delivery-log';
import type { Row, Strapi } from '../../strapi-types';

export type StatusReport = { reference: string | null; id: string | null; status: SmsReportStatus; at: Date };

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : null;

const fieldOf = (body: unknown, query: unknown, name: string) => {
  const from = (source: unknown) => (source && typeof source === 'object' ? (source as Row)[name] : undefined);
  return from(body) ?? from(query);
};

/** The report in a webhook's body (JSON or form) or query, or null when it names no message or no known status. */
export function statusReportOf(body: unknown, query: unknown, now = new Date()): StatusReport | null {
  const status = smsReportStatus(fieldOf(body, query, 'status'));
  const reference = text(fieldOf(body, query, 'reference'), 100);
  const id = text(fieldOf(body, query, 'id'), 100);
  if (!status || (!reference && !id)) return null;
  const stated = new Date(String(fieldOf(body, query, 'statusDatetime') ?? ''));
  // The gateway's time when it gives one that is not in the future; else when it arrived.
  const at = Number.isNaN(stated.getTime()) || stated.getTime() > now.getTime() + 60_000 ? now : stated;
  return { reference, id, status, at };
}

/** Applies a report to its message; true when the row changed (false: unknown message, or an older report). */
export async function applyStatusReport(strapi: Strapi, report: StatusReport): Promise<boolean> {
  const meta = dbModel(strapi, SMS_MESSAGE_UID);
  const c = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  const query = knex(meta.table);
  if (report.reference) {
    query.where(c('reference'), report.reference);
    // Both given: they must name the same message.
    if (report.id) query.andWhere(c('providerId'), report.id);
  } else query.where(c('providerId'), report.id);
  const final = isFinalSmsReport(report.status);
  const finals = [...SMS_REPORT_FINAL];
  query.andWhere((w) => {
    w.whereNull(c('report'));
    if (final) w.orWhereNotIn(c('report'), finals).orWhere(c('reportedAt'), '<=', report.at);
    else w.orWhere((q) => q.whereNotIn(c('report'), finals).andWhere(c('reportedAt'), '<=', report.at));
  });
  const changed = await query.update({ [c('report')]: report.status, [c('reportedAt')]: report.at });
  return Number(changed) > 0;
}
