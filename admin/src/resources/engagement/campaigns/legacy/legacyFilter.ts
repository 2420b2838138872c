import { ENGAGEMENT_SETTINGS_DEFAULTS } from '@newsroom/config';

const DAY_MS = 86_400_000;

/** Completed campaigns whose completion lies more than `legacyAfterDays` back (engagement settings). */
export const legacyFilter = (legacyAfterDays: number | undefined, now = Date.now()) => ({
  status: 'COMPLETED',
  completedAt_lt: new Date(
    now - (legacyAfterDays ?? ENGAGEMENT_SETTINGS_DEFAULTS.legacyAfterDays) * DAY_MS,
  ).toISOString(),
});
