/**
 * The magazine platform's outbox (Aboland, SPEC 1 and 3; docs/subscriptions.md "Magazine platform (Aboland)"):
 * the task statuses and actions, the retry schedule and the built-in platform's subscription numbers.
 */

export const MAGAZINE_SYNC_ACTIONS = ['activate', 'deactivate'] as const;
export type MagazineSyncAction = (typeof MAGAZINE_SYNC_ACTIONS)[number];

export const MAGAZINE_SYNC_STATUSES = ['pending', 'done', 'failed'] as const;
export type MagazineSyncStatus = (typeof MAGAZINE_SYNC_STATUSES)[number];

/** After this many failed attempts a task is `failed` and waits for staff (retry). */
export const MAGAZINE_SYNC_MAX_ATTEMPTS = 8;

/** The wait after the n-th failed attempt (1 min, 5 min, 30 min, 2 h, then every 6 h). */
export const MAGAZINE_SYNC_BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;

export const magazineSyncDelay = (failedAttempts: number): number =>
  MAGAZINE_SYNC_BACKOFF_MS[Math.min(Math.max(failedAttempts, 1), MAGAZINE_SYNC_BACKOFF_MS.length) - 1];

/** One task per activation or deactivation of a subscription (a subscription moves forward only). */
export const magazineSyncKey = (action: MagazineSyncAction, subscriptionId: number) => `${action}:${subscriptionId}`;

/**
 * The built-in platform's subscriber number (no network): `LOCAL-` + the customer's id, zero-padded to six
 * digits. Stable: the same customer always gets the same number, for every magazine and every activation.
 */
export const builtinSubscriptionNumber = (customerId: number) => `LOCAL-${String(customerId).padStart(6, '0')}`;

/** The last error as stored on a task: one line, at most 500 characters. */
export const magazineSyncError = (message: string) => message.replace(/\s+/g, ' ').trim().slice(0, 500);
