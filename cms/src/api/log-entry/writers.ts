/**
 * The entries the services write as things happen (docs/log.md "What is logged"): one function per kind, so
 * the insertions in the services stay one line and the entries' shape is read in one place. Each is written
 * with the log service's `record` (under a savepoint in the caller's transaction; never breaks the action).
 */
import type { LogWrite } from './services/log-entry';
import type { Strapi } from '../../strapi-types';

type Actor = { id?: number | null; name?: string | null } | null | undefined;

/** A staff member's page view of the console (readers' views stay statistics only). */
export const pageViewEntry = (url: string, actor: Actor, at: Date): LogWrite => ({
  type: 'pageview',
  action: 'view',
  at,
  subject: { type: 'page', id: url.split('?')[0].slice(0, 60) },
  actor,
  note: url,
});

/** Sign-in and password events: `sign_in`, `sign_in_failed`, `sign_in_refused` (with the reason), `sign_out`, ... */
export const authEntry = (action: string, actor: Actor, details?: Record<string, unknown>): LogWrite => ({
  type: 'auth',
  action,
  subject: actor?.id ? { type: 'user', id: String(actor.id) } : undefined,
  actor,
  note: typeof details?.reason === 'string' ? details.reason : null,
  details: details ?? null,
});

/** A profile's create, update (the changed field names, never their values), delete, import or account action. */
export const profileEntry = (
  action: string,
  profileId: string | null | undefined,
  actor: Actor,
  extra: { note?: string | null; details?: Record<string, unknown> | null } = {},
): LogWrite => ({
  type: 'profile',
  action,
  subject: { type: 'profile', id: profileId ?? null },
  actor,
  note: extra.note ?? null,
  details: extra.details ?? null,
});

/** An e-mail event: a system mail stored or sent, a bounce or complaint applied. */
export const emailEntry = (
  action: string,
  subject: { type: string; id?: string | number | null } | undefined,
  extra: { to?: string | null; note?: string | null; details?: Record<string, unknown> | null } = {},
): LogWrite => ({
  type: 'email',
  action,
  subject,
  to: extra.to ?? null,
  note: extra.note ?? null,
  details: extra.details ?? null,
});

/** Writes entries without ever failing the caller (see the log service's `record`). */
export const recordLog = (strapi: Strapi, entries: LogWrite | LogWrite[]) =>
  strapi.service('api::log-entry.log-entry').record(entries) as Promise<void>;
