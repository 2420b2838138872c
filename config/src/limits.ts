// Business constants and limits: SPEC.md section 9. One place for cms and admin.
import { AMSTERDAM_TIME_ZONE } from './amsterdam-time';
export const TIMINGS = {
  errorToastMs: 10_000,
  statisticsFlushMs: 5_000,
} as const;

/** 26784e5 ms = 31 days. The "about 310 days" reading is a typo in the old client (see README). */
export const SESSION_LIFETIME_MS = 26_784e5;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1367, xsMax: 575.98 } as const;
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTHS = { default: 240, condensed: 70, compact: 160 } as const;
export const TOPBAR_HEIGHT = 70;
export const BOXED_WIDTH = 1300;

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_CODE_MIN_LENGTH = 6;
export const LATEST_USERS_MAX = 25;

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

export const PAGE_VIEW_EVENT = 'Pageview';

/** Statistics intervals (SPEC section 9): 24 hours, 7 and 14 days, 1 month (30 days), 1 year. */
export const STATISTICS_PERIODS = ['24h', '7d', '14d', '1m', '1y'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** Day and month boundaries of the statistics, and the times the console shows. */
export const STATISTICS_TIME_ZONE = AMSTERDAM_TIME_ZONE;

/** Newsletter selection: 25 per user (SPEC section 9). */
export const NEWSLETTERS_PER_PROFILE = 25;
/** Internal notes on a profile. */
export const PROFILE_NOTE_MAX_LENGTH = 5000;
/** Account confirmation links are valid 7 days, like invitation links (SPEC section 9). */
export const CONFIRMATION_LINK_DAYS = 7;
/** A CV's hours per week cannot exceed the hours in a week. */
export const MAX_HOURS_PER_WEEK = 168;
