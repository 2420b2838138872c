/**
 * Demo log (docs/log.md): the demo's own steps already fill most types through the history mirror (orders,
 * invoices, payments, reminders, subscriptions, campaigns) and the writers (system mails, push). This adds a
 * month of what a demo start cannot produce by itself: staff sign-ins and refusals, profile changes, console
 * page views and bounce reports, spread over the past 30 days so the period filter has something to narrow.
 */
import type { LogWrite } from '../api/log-entry/services/log-entry';
import type { Strapi } from '../strapi-types';

const LOG = 'api::log-entry.log-entry';
const DAY = 86_400_000;
const STAFF = [
  { id: 1, name: 'admin@example.com' },
  { id: 2, name: 'editor@example.com' },
  { id: 3, name: 'marketing@example.com' },
];
const PAGES = ['/', '/content', '/users', '/sales/invoices', '/mail/campaigns', '/settings/log'];

/** One day's entries, `day` days ago (a fixed pattern, so two demo starts look the same). */
function dayEntries(day: number, now: number): LogWrite[] {
  const at = (hour: number, minute = 0) => new Date(now - day * DAY - (12 - hour) * 3_600_000 + minute * 60_000);
  const who = STAFF[day % STAFF.length];
  const entries: LogWrite[] = [
    { type: 'auth', action: 'sign_in', at: at(8), subject: { type: 'user', id: String(who.id) }, actor: who },
    ...PAGES.slice(0, 2 + (day % 4)).map((url, i): LogWrite => ({
      type: 'pageview',
      action: 'view',
      at: at(8, 5 + i * 7),
      subject: { type: 'page', id: url },
      actor: who,
      note: url,
    })),
    { type: 'auth', action: 'sign_out', at: at(17), subject: { type: 'user', id: String(who.id) }, actor: who },
  ];
  if (day % 3 === 0)
    entries.push({
      type: 'profile',
      action: 'update',
      at: at(10),
      subject: { type: 'profile', id: null },
      actor: STAFF[0],
      details: { fields: day % 2 ? ['phoneNumber'] : ['firstName', 'lastName'] },
    });
  if (day % 7 === 2)
    entries.push({
      type: 'auth',
      action: 'sign_in_failed',
      at: at(7, 45),
      actor: { name: day === 2 ? 'onbekend@example.com' : who.name },
      note: 'invalid_credentials',
      details: { reason: 'invalid_credentials', ip: '192.0.2.10' },
    });
  if (day % 10 === 4)
    entries.push({
      type: 'email',
      action: 'webhook_hard',
      at: at(11),
      subject: { type: 'mail-webhook', id: `demo-${day}` },
      note: 'suppressed: hard bounce',
      details: { email: `oud-adres-${day}@example.com` },
    });
  return entries;
}

export async function seedDemoLog(strapi: Strapi): Promise<boolean> {
  // The sentinel: the refused sign-in of an unknown address only the demo writes.
  const seeded = await strapi.db.query(LOG).count({ where: { actorName: 'onbekend@example.com' } });
  if (seeded) return false;
  // The demo accounts' real ids, so the "who" filter finds their entries by id as well as by name.
  const users = await strapi.db
    .query('plugin::users-permissions.user')
    .findMany({ where: { email: { $in: STAFF.map((s) => s.name) } }, select: ['id', 'email'] });
  for (const staff of STAFF) staff.id = users.find((u: { email: string }) => u.email === staff.name)?.id ?? staff.id;
  const now = Date.now();
  const entries = Array.from({ length: 30 }, (_, day) => dayEntries(day + 1, now)).flat();
  entries.push({
    type: 'profile',
    action: 'import_finished',
    at: new Date(now - 5 * DAY),
    subject: { type: 'profile', id: null },
    actor: STAFF[0],
    note: 'create',
    details: { counts: { create: 120, update: 14, skip: 3, error: 2 } },
  });
  await strapi.service(LOG).writeMany(entries);
  return true;
}
