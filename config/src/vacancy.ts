/**
 * Vacancies (issue #20, SPEC sections 2, 3 and 6; decisions in docs/vacancies.md): the rules both halves share.
 * A vacancy is public while its status is PUBLISHED and the instant is inside its publication window
 * [publishFrom, publishUntil) (instants, shown and typed in Europe/Amsterdam). A run lasts at most
 * VACANCY_RUN_DAYS Amsterdam calendar days, VACANCY_LONG_RUN_DAYS with the LONGER_RUN option.
 */
import { amsterdamParts, fromAmsterdamWall } from './amsterdam-time';
import { rules, validateFields, type FieldFailure, type Rule } from './validation';

export const VACANCY_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** schema.org JobPosting employmentType values. */
export const VACANCY_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export const VACANCY_SALARY_PERIODS = ['HOUR', 'WEEK', 'MONTH', 'YEAR'] as const;

/** What a VACANCY_OPTION product adds: a highlighted vacancy, or a longer run. */
export const VACANCY_OPTIONS = ['HIGHLIGHT', 'LONGER_RUN'] as const;
export type VacancyOption = (typeof VACANCY_OPTIONS)[number];
/** Credit kinds: VACANCY (from a VACANCY product's max_vacancies) and one per option. */
export const VACANCY_CREDIT_KINDS = ['VACANCY', ...VACANCY_OPTIONS] as const;
export type VacancyCreditKind = (typeof VACANCY_CREDIT_KINDS)[number];

export const VACANCY_RUN_DAYS = 30;
export const VACANCY_LONG_RUN_DAYS = 60;

export const VACANCY_PROPERTY_TYPES = ['TEXT', 'NUMBER', 'BOOLEAN', 'CHOICE'] as const;
export type VacancyPropertyType = (typeof VACANCY_PROPERTY_TYPES)[number];
export const VACANCY_PROPERTY_CHOICES_MAX = 50;

export const APPLICATION_STATUSES = ['NEW', 'REVIEWING', 'INVITED', 'REJECTED', 'HIRED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The pipeline: a rejection can be reconsidered; a hire is final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  NEW: ['REVIEWING', 'INVITED', 'REJECTED'],
  REVIEWING: ['INVITED', 'REJECTED'],
  INVITED: ['HIRED', 'REJECTED'],
  REJECTED: ['REVIEWING'],
  HIRED: [],
};
export const canMoveApplication = (from: string, to: string) =>
  (APPLICATION_TRANSITIONS[from as ApplicationStatus] ?? []).includes(to as ApplicationStatus);

export const VACANCY_SERVER_OWNED = ['history', 'creditUsed', 'postedBy'] as const;
export const APPLICATION_SERVER_OWNED = ['status', 'history', 'profile', 'vacancy', 'cv'] as const;

export const VACANCY_RULES: Record<string, Rule[]> = {
  title: [rules.required, rules.plainText, rules.maxLength(200)],
  slug: [rules.slug, rules.maxLength(80)],
  description: [rules.required, rules.longText, rules.maxLength(20_000)],
  location: [rules.required, rules.plainText, rules.maxLength(200)],
  employmentType: [rules.oneOf(VACANCY_EMPLOYMENT_TYPES)],
  hoursMin: [rules.integer, rules.minValue(0), rules.maxValue(80)],
  hoursMax: [rules.integer, rules.minValue(0), rules.maxValue(80)],
  salaryMin: [rules.integer, rules.minValue(0)],
  salaryMax: [rules.integer, rules.minValue(0)],
  salaryPeriod: [rules.oneOf(VACANCY_SALARY_PERIODS)],
  contactName: [rules.plainText, rules.maxLength(200)],
  contactEmail: [rules.required, rules.email, rules.maxLength(255)],
  contactPhone: [rules.phone],
  status: [rules.oneOf(VACANCY_STATUSES)],
  highlighted: [rules.boolean],
};

export const VACANCY_CATEGORY_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.plainText, rules.maxLength(100)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  description: [rules.longText, rules.maxLength(1000)],
};

export const VACANCY_PROPERTY_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.plainText, rules.maxLength(100)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  type: [rules.required, rules.oneOf(VACANCY_PROPERTY_TYPES)],
};

export const APPLICATION_RULES: Record<string, Rule[]> = {
  email: [rules.required, rules.email, rules.maxLength(255)],
  firstName: [rules.required, rules.plainText, rules.maxLength(100)],
  lastName: [rules.required, rules.plainText, rules.maxLength(100)],
  phone: [rules.phone],
  motivation: [rules.longText, rules.maxLength(5000)],
};

const ms = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const t = new Date(v as string).getTime();
  return Number.isNaN(t) ? null : t;
};

/** The latest end of a run that starts at `from`: the same Amsterdam wall-clock time `days` days later. */
export const runEnd = (from: number, days: number): number => {
  const p = amsterdamParts(from);
  return fromAmsterdamWall(p.year, p.month, p.day + days, p.hour, p.minute) + p.second * 1000 + (from % 1000);
};

/** The publication window's failures: both instants, end after start, at most the run's days (Amsterdam). */
export function windowFailures(
  publishFrom: unknown,
  publishUntil: unknown,
  longerRun: boolean,
  required = true,
): FieldFailure[] {
  const from = ms(publishFrom);
  const until = ms(publishUntil);
  const failures: FieldFailure[] = [];
  for (const [field, value, parsed] of [
    ['publishFrom', publishFrom, from],
    ['publishUntil', publishUntil, until],
  ] as const) {
    const missing = value === null || value === undefined || value === '';
    if (missing && required) failures.push({ path: [field], code: 'required' });
    else if (!missing && parsed === null) failures.push({ path: [field], code: 'date' });
  }
  if (failures.length || from === null || until === null) return failures;
  if (until <= from) return [{ path: ['publishUntil'], code: 'publishUntilAfterFrom' }];
  const days = longerRun ? VACANCY_LONG_RUN_DAYS : VACANCY_RUN_DAYS;
  if (until > runEnd(from, days)) return [{ path: ['publishUntil'], code: 'vacancyRunTooLong', params: { days } }];
  return [];
}

/** True while the vacancy is out: PUBLISHED and from ≤ now < until. */
export function vacancyLive(
  v: { status?: unknown; publishFrom?: unknown; publishUntil?: unknown },
  now: number = Date.now(),
): boolean {
  const from = ms(v.publishFrom);
  const until = ms(v.publishUntil);
  return v.status === 'PUBLISHED' && from !== null && until !== null && from <= now && now < until;
}

/** Min ≤ max for hours and salary. */
export function rangeFailures(data: Record<string, unknown>): FieldFailure[] {
  const failures: FieldFailure[] = [];
  for (const [min, max] of [
    ['hoursMin', 'hoursMax'],
    ['salaryMin', 'salaryMax'],
  ] as const) {
    const a = data[min];
    const b = data[max];
    if (a !== null && a !== undefined && b !== null && b !== undefined && Number(a) > Number(b))
      failures.push({ path: [max], code: 'minValue', params: { min: Number(a) } });
  }
  return failures;
}

export type PropertyDefinition = { slug: string; type: string; choices?: unknown };

/** A vacancy's property values ({slug: value}) against the definitions: known slugs, values of their type. */
export function propertyFailures(values: unknown, definitions: PropertyDefinition[]): FieldFailure[] {
  if (values === null || values === undefined) return [];
  if (typeof values !== 'object' || Array.isArray(values)) return [{ path: ['properties'], code: 'object' }];
  const bySlug = new Map(definitions.map((d) => [d.slug, d]));
  const failures: FieldFailure[] = [];
  for (const [slug, value] of Object.entries(values as Record<string, unknown>)) {
    const definition = bySlug.get(slug);
    const path = ['properties', slug];
    if (!definition) {
      failures.push({ path, code: 'unknownProperty' });
      continue;
    }
    if (value === null) continue;
    const choices = Array.isArray(definition.choices) ? definition.choices.map(String) : [];
    const fits =
      definition.type === 'NUMBER'
        ? typeof value === 'number' && Number.isFinite(value)
        : definition.type === 'BOOLEAN'
          ? typeof value === 'boolean'
          : definition.type === 'CHOICE'
            ? typeof value === 'string' && choices.includes(value)
            : typeof value === 'string' && value.length <= 500 && !rules.plainText(value);
    if (!fits)
      failures.push({
        path,
        code: definition.type === 'CHOICE' ? 'oneOf' : 'propertyType',
        params: definition.type === 'CHOICE' ? { values: choices.join(', ') } : { type: definition.type },
      });
  }
  return failures;
}

/** A property's choices: for CHOICE a list of 1..50 distinct short texts; other types have none. */
export function choicesFailures(type: unknown, choices: unknown): FieldFailure[] {
  if (type !== 'CHOICE') return [];
  const list = Array.isArray(choices) ? choices : [];
  const texts = list.filter((c) => typeof c === 'string' && c.trim() && c.length <= 100);
  if (!list.length || texts.length !== list.length || new Set(texts).size !== texts.length)
    return [{ path: ['choices'], code: 'choices' }];
  if (list.length > VACANCY_PROPERTY_CHOICES_MAX)
    return [{ path: ['choices'], code: 'maxItems', params: { max: VACANCY_PROPERTY_CHOICES_MAX } }];
  return [];
}

export const vacancyFieldFailures = (data: Record<string, unknown>, only?: string[]) =>
  validateFields(
    data,
    only ? Object.fromEntries(Object.entries(VACANCY_RULES).filter(([f]) => only.includes(f))) : VACANCY_RULES,
  );
