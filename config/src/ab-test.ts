// A/B tests (issue #22, SPEC 3 "Campaign": type AB, variable, variants). An A/B campaign varies its content (two
// to four variants of subject, sender name or template) or its delivery schedule (two to four send times). A test
// share of the segment is split evenly and at random over the variants (./ab-test-split.ts); after the wait the
// winner by unique open or click rate goes to the rest, automatically or by hand (./ab-test-stats.ts, which
// states the winner rule). A schedule test sends the rest at the winning time of day (`winningTimeOfDay`).
//
// The campaign's `variants` field (JSON) holds `AbSettings`; `abSettingsFailures` checks it with the same codes
// in console and server. Unknown properties are ignored. Pure, for browser and Node.
import { amsterdamParts } from './amsterdam-time';
import { nextCronRun } from './cron';
import { CAMPAIGN_VARIABLES } from './engagement';
import { AB_METRICS, type AbMetric, type AbWinnerReason } from './ab-test-stats';
import { hasRefusedCharacters, type FieldFailure } from './validation';

export * from './ab-test-split';
export * from './ab-test-stats';

export const AB_MIN_VARIANTS = 2;
export const AB_MAX_VARIANTS = 4;
/** The variants' keys, in order (also what `campaign_recipients.variant` holds). */
export const AB_VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;
export const AB_WINNER_MODES = ['AUTO', 'MANUAL'] as const;
export type AbWinnerMode = (typeof AB_WINNER_MODES)[number];
export type AbVariable = (typeof CAMPAIGN_VARIABLES)[number];

/** The A/B rule codes of `abSettingsFailures` (it also uses the generic required, oneOf, string, maxLength,
 * control_characters and notFound); each has an English message in rule-messages.ts. */
export const AB_FAILURE_CODES = [
  'ab_variants_count',
  'ab_variant_keys',
  'ab_variant_empty',
  'ab_variants_same',
  'ab_send_at',
  'ab_send_at_same',
  'ab_send_at_spread',
  'ab_test_share',
  'ab_wait_hours',
  'ab_metric',
  'ab_winner_mode',
] as const;

/** Percent of the segment in the test; the rest gets the winner. */
export const AB_TEST_SHARE = { min: 1, max: 50 } as const;
/** Hours between the test's send (the last send time of a schedule test) and the choice of the winner. */
export const AB_WAIT_HOURS = { min: 1, max: 168 } as const;
/** A schedule test's send times lie at most this many days apart. */
export const AB_SEND_AT_SPREAD_DAYS = 7;
export const AB_SUBJECT_MAX = 255;
export const AB_FROM_NAME_MAX = 120;

/** A content variant; a field left out uses the campaign's own. `template`: an e-mail template's documentId. */
export type AbContentVariant = { key: string; subject?: string; fromName?: string; template?: string };
/** A schedule variant: when its share is sent (ISO instant). */
export type AbScheduleVariant = { key: string; sendAt: string };
export type AbSettings = {
  /** Percent 1–50. */
  testShare: number;
  /** Hours 1–168. */
  waitHours: number;
  metric: AbMetric;
  winnerMode: AbWinnerMode;
  variants: (AbContentVariant | AbScheduleVariant)[];
};

/**
 * Where an A/B campaign's run stands (server-owned field `abState`, written by the sending and the scheduler).
 * The test group is fixed once, when the recipients are (`splitAt`); each variant's share is released to the
 * slices (`released`: all at once for a content test, each at its send time for a schedule test); the winner
 * is chosen at `decisionAt` (or by hand) and the rest goes at `restAt`.
 */
export type AbState = {
  seed: string;
  splitAt: string;
  testSize: number;
  restSize: number;
  released: string[];
  decisionAt: string;
  winner?: string;
  reason?: AbWinnerReason;
  decidedAt?: string;
  decidedBy?: 'AUTO' | 'MANUAL';
  restAt?: string;
  restReleased?: boolean;
};

/** As `email-design.ts` checks a documentId (a template that does not exist is the server's 'notFound' too). */
const DOCUMENT_ID_RE = /^[a-z0-9]{1,64}$/i;
const ISO_INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const ROOT = 'variants';
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const wholeIn = (v: unknown, range: { min: number; max: number }) =>
  typeof v === 'number' && Number.isInteger(v) && v >= range.min && v <= range.max;

/** An ISO 8601 instant with a zone (Z or ±hh:mm) that names a real date and time; its ms, else null. */
function isoInstant(value: unknown): number | null {
  const match = typeof value === 'string' ? ISO_INSTANT_RE.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const instant = Date.parse(value as string);
  return Number.isNaN(instant) ? null : instant;
}

type Add = (path: (string | number)[], code: string, params?: Record<string, string | number>) => void;
const keyOf = (index: number) => AB_VARIANT_KEYS[index] ?? String(index + 1);

const CONTENT_FIELDS = [
  { field: 'subject', max: AB_SUBJECT_MAX },
  { field: 'fromName', max: AB_FROM_NAME_MAX },
  { field: 'template', max: 0 },
] as const;

function contentFailures(variants: unknown[], add: Add) {
  const seen = new Map<string, number>();
  variants.forEach((variant, i) => {
    if (!isRecord(variant)) return;
    const set: (string | null)[] = [];
    for (const { field, max } of CONTENT_FIELDS) {
      const value = variant[field];
      const path = ['variants', i, field];
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) set.push(null);
      else if (typeof value !== 'string') add(path, 'string');
      else if (field === 'template' && !DOCUMENT_ID_RE.test(value)) add(path, 'notFound');
      else if (hasRefusedCharacters(value)) add(path, 'control_characters');
      else if (max && value.length > max) add(path, 'maxLength', { max });
      else set.push(value.trim());
    }
    if (set.length < CONTENT_FIELDS.length) return; // a field is wrong: compare once it is right
    if (set.every((v) => v === null)) return add(['variants', i], 'ab_variant_empty', { key: keyOf(i) });
    const signature = JSON.stringify(set);
    const same = seen.get(signature);
    if (same !== undefined) add(['variants', i], 'ab_variants_same', { key: keyOf(i), same: keyOf(same) });
    else seen.set(signature, i);
  });
}

function scheduleFailures(variants: unknown[], now: Date, add: Add) {
  const seen = new Map<number, number>();
  const instants: number[] = [];
  variants.forEach((variant, i) => {
    if (!isRecord(variant)) return;
    const instant = isoInstant(variant.sendAt);
    if (instant === null || !(instant > now.getTime())) return add(['variants', i, 'sendAt'], 'ab_send_at');
    instants.push(instant);
    // Send times are compared to the minute: the winning time of day has no seconds.
    const minute = Math.floor(instant / MINUTE);
    const same = seen.get(minute);
    if (same !== undefined) add(['variants', i, 'sendAt'], 'ab_send_at_same', { key: keyOf(i), same: keyOf(same) });
    else seen.set(minute, i);
  });
  if (instants.length > 1 && Math.max(...instants) - Math.min(...instants) > AB_SEND_AT_SPREAD_DAYS * DAY)
    add(['variants'], 'ab_send_at_spread', { days: AB_SEND_AT_SPREAD_DAYS });
}

/**
 * The failures of an A/B campaign's `variants` (paths under 'variants', like ['variants', 'variants', 1,
 * 'subject']; the variable's own under ['variable']). Codes: required (no settings), ab_variants_count,
 * ab_variant_keys, ab_variant_empty, ab_variants_same, ab_send_at, ab_send_at_same, ab_send_at_spread,
 * ab_test_share, ab_wait_hours, ab_metric, ab_winner_mode, and the generic string, maxLength,
 * control_characters and notFound (a template that is not a documentId). Content variants differ by their set
 * fields (trimmed; a field left out counts as "the campaign's own"), so the server may compare them again with
 * the campaign's values filled in. Send times must lie after `now`: run it when the campaign is scheduled or sent.
 */
export function abSettingsFailures(variable: AbVariable, settings: unknown, now: Date = new Date()): FieldFailure[] {
  const failures: FieldFailure[] = [];
  const add: Add = (path, code, params) => {
    failures.push(params ? { path: [ROOT, ...path], code, params } : { path: [ROOT, ...path], code });
  };
  if (!(CAMPAIGN_VARIABLES as readonly unknown[]).includes(variable)) {
    const empty = variable === undefined || variable === null || (variable as unknown) === '';
    failures.push(
      empty
        ? { path: ['variable'], code: 'required' }
        : { path: ['variable'], code: 'oneOf', params: { values: CAMPAIGN_VARIABLES.join(', ') } },
    );
  }
  if (!isRecord(settings)) {
    add([], 'required');
    return failures;
  }
  if (!wholeIn(settings.testShare, AB_TEST_SHARE)) add(['testShare'], 'ab_test_share', { ...AB_TEST_SHARE });
  if (!wholeIn(settings.waitHours, AB_WAIT_HOURS)) add(['waitHours'], 'ab_wait_hours', { ...AB_WAIT_HOURS });
  if (!(AB_METRICS as readonly unknown[]).includes(settings.metric))
    add(['metric'], 'ab_metric', { values: AB_METRICS.join(', ') });
  if (!(AB_WINNER_MODES as readonly unknown[]).includes(settings.winnerMode))
    add(['winnerMode'], 'ab_winner_mode', { values: AB_WINNER_MODES.join(', ') });

  const variants = settings.variants;
  if (!Array.isArray(variants) || variants.length < AB_MIN_VARIANTS || variants.length > AB_MAX_VARIANTS) {
    add(['variants'], 'ab_variants_count', { min: AB_MIN_VARIANTS, max: AB_MAX_VARIANTS });
    return failures;
  }
  const wrongKey = variants.findIndex((v, i) => !isRecord(v) || v.key !== AB_VARIANT_KEYS[i]);
  if (wrongKey >= 0)
    add(['variants', wrongKey, 'key'], 'ab_variant_keys', {
      keys: AB_VARIANT_KEYS.slice(0, variants.length).join(', '),
    });
  if (variable === 'CONTENT') contentFailures(variants, add);
  if (variable === 'DELIVERY_SCHEDULE') scheduleFailures(variants, now, add);
  return failures;
}

/**
 * When the winner is chosen: `waitHours` after the test was sent; for a schedule test after its last send time
 * (each variant's share has then had at least the wait; the statistics should count each variant's opens and
 * clicks within `waitHours` of its own send time, so the earlier ones are not favoured).
 */
export function abDecisionAt(variable: AbVariable, settings: AbSettings, testStartedAt: Date): Date {
  const sendTimes =
    variable === 'DELIVERY_SCHEDULE'
      ? settings.variants.map((v) => isoInstant((v as AbScheduleVariant).sendAt)).filter((t) => t !== null)
      : [];
  const start = Math.max(testStartedAt.getTime(), ...sendTimes);
  return new Date(start + settings.waitHours * HOUR);
}

/**
 * The rest's send time in a schedule test: the first instant strictly after `after` at which Amsterdam's clock
 * shows the winning variant's time of day (hours and minutes; its seconds are dropped). On the day the clocks
 * go forward a time that does not exist (02:00–02:59) lands an hour later; on the day they go back a time that
 * occurs twice (02:00–02:59) is taken at its first occurrence (summer time), as a trigger's schedule is.
 * Throws on a `sendAt` that is not an instant.
 */
export function winningTimeOfDay(sendAt: string, after: Date): Date {
  const instant = isoInstant(sendAt);
  if (instant === null || Number.isNaN(after.getTime()))
    throw new RangeError(`winningTimeOfDay: not an instant: ${sendAt}`);
  const { hour, minute } = amsterdamParts(instant);
  // A daily schedule at that time: the same daylight-saving rules as triggers (./cron.ts: a missing time runs an
  // hour later, a doubled time once, the first time).
  const next = nextCronRun(`${minute} ${hour} * * *`, after);
  if (next) return next;
  throw new RangeError('winningTimeOfDay: no time found'); // not reached: a time of day comes back within a day
}
