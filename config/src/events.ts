/**
 * Events and partners (issue #21, SPEC section 3 "Event" and "Partner"; decisions in docs/events.md): the rules
 * both halves share. An event's programme (`blocks`) and a partner's contact persons (`contacts`) and social links
 * (`social`) are JSON checked here, each failure with its path (['blocks', 0, 'items', 2, 'title']) so the console
 * shows it next to the field.
 */
import { rules, validateFields, type FieldFailure, type Rule } from './validation';

export const EVENT_BLOCK_TYPES = ['PERSON', 'PROGRAM', 'OTHER', 'TICKET'] as const;
export type EventBlockType = (typeof EVENT_BLOCK_TYPES)[number];

/** The limits of a programme, a partner's contacts and social links. */
export const EVENT_LIMITS = {
  blocks: 20,
  itemsPerBlock: 50,
  fieldsPerItem: 20,
  sessionsPerItem: 20,
  speakersPerItem: 20,
  title: 200,
  subtitle: 200,
  person: 200,
  location: 200,
  content: 5000,
  url: 2048,
  fieldKey: 100,
  fieldValue: 500,
  speakerName: 200,
  speakerFunction: 200,
  contacts: 20,
  socialNetworks: 10,
  /** releaseTickets: hours an unpaid reservation is held, at most a year. */
  releaseHoursMax: 24 * 365,
} as const;

/** Fields only the server's own steps set: the attendees' EVENT tag and the event's history. */
export const EVENT_SERVER_OWNED = ['attendeeTag', 'history'] as const;

/** An https URL or a path on the site (one leading slash). */
const httpsOrPath: Rule = (v) => {
  if (v === null || v === undefined || v === '') return null;
  const value = String(v);
  if (/^\/(?!\/)[^\s]*$/.test(value)) return null;
  try {
    return new URL(value).protocol === 'https:' ? null : { code: 'httpsOrPath' };
  } catch {
    return { code: 'httpsOrPath' };
  }
};

export const EVENT_RULES: Record<string, Rule[]> = {
  title: [rules.required, rules.plainText, rules.maxLength(200)],
  slug: [rules.slug, rules.maxLength(80)],
  description: [rules.longText, rules.maxLength(1000)],
  location: [rules.plainText, rules.maxLength(200)],
  redirectUri: [httpsOrPath, rules.maxLength(2048)],
  published: [rules.boolean],
  text: [rules.longText, rules.maxLength(50_000)],
  releaseTickets: [rules.integer, rules.minValue(1), rules.maxValue(EVENT_LIMITS.releaseHoursMax)],
  confirmationText: [rules.longText, rules.maxLength(10_000)],
  sendConfirmation: [rules.boolean],
  automaticInvoice: [rules.boolean],
};

export const EVENT_SESSION_RULES: Record<string, Rule[]> = {
  title: [rules.required, rules.plainText, rules.maxLength(200)],
  location: [rules.plainText, rules.maxLength(200)],
  capacity: [rules.integer, rules.minValue(1)],
};

export const EVENT_CATEGORY_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.plainText, rules.maxLength(100)],
  slug: [rules.required, rules.slug, rules.maxLength(80)],
  description: [rules.longText, rules.maxLength(1000)],
};
export const PARTNER_CATEGORY_RULES = EVENT_CATEGORY_RULES;

export const PARTNER_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.plainText, rules.maxLength(200)],
  slug: [rules.slug, rules.maxLength(80)],
  street: [rules.plainText, rules.maxLength(200)],
  houseNumber: [rules.plainText, rules.maxLength(20)],
  postcode: [rules.plainText, rules.maxLength(20)],
  city: [rules.plainText, rules.maxLength(100)],
  country: [rules.country],
  email: [rules.email, rules.maxLength(255)],
  tel: [rules.phone],
  website: [rules.url, rules.maxLength(2048)],
  content: [rules.longText, rules.maxLength(20_000)],
};

/** The field rules of the fields present (update) or of all fields (create). */
export const fieldFailures = (rulesOf: Record<string, Rule[]>, data: Record<string, unknown>, only?: string[]) =>
  validateFields(
    data,
    only ? Object.fromEntries(Object.entries(rulesOf).filter(([field]) => only.includes(field))) : rulesOf,
  ) as FieldFailure[];

const ms = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const t = new Date(v as string).getTime();
  return Number.isNaN(t) ? null : t;
};

/** Begins and ends: both instants when given (required with `required`), the end after the start. */
export function timeFailures(
  beginsAt: unknown,
  endsAt: unknown,
  required: boolean,
  names: [string, string] = ['beginsAt', 'endsAt'],
): FieldFailure[] {
  const failures: FieldFailure[] = [];
  for (const [field, value] of [
    [names[0], beginsAt],
    [names[1], endsAt],
  ] as const) {
    const missing = value === null || value === undefined || value === '';
    if (missing && required) failures.push({ path: [field], code: 'required' });
    else if (!missing && ms(value) === null) failures.push({ path: [field], code: 'datetime' });
  }
  const from = ms(beginsAt);
  const until = ms(endsAt);
  if (!failures.length && from !== null && until !== null && until <= from)
    failures.push({ path: [names[1]], code: 'endsAfterBegins' });
  return failures;
}

/** A session lies inside its event: refused otherwise (decision in docs/events.md). */
export function sessionInsideEvent(
  session: { beginsAt?: unknown; endsAt?: unknown },
  event: { beginsAt?: unknown; endsAt?: unknown },
): FieldFailure[] {
  const [sb, se, eb, ee] = [session.beginsAt, session.endsAt, event.beginsAt, event.endsAt].map(ms);
  const failures: FieldFailure[] = [];
  if (sb !== null && eb !== null && ee !== null && (sb < eb || sb >= ee))
    failures.push({ path: ['beginsAt'], code: 'sessionOutsideEvent' });
  if (se !== null && eb !== null && ee !== null && (se > ee || se <= eb))
    failures.push({ path: ['endsAt'], code: 'sessionOutsideEvent' });
  return failures;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** A text of at most `max` characters (long: new lines allowed); `required` when it must be there. */
function textFailure(value: unknown, max: number, { required = false, long = false } = {}) {
  if (!present(value)) return required ? { code: 'required' } : null;
  if (typeof value !== 'string') return { code: 'string' };
  if (required && !value.trim()) return { code: 'required' };
  return (long ? rules.longText : rules.plainText)(value) ?? rules.maxLength(max)(value);
}

function listFailure(value: unknown, max: number): { code: string; params?: Json } | null {
  if (!present(value)) return null;
  if (!Array.isArray(value)) return { code: 'array' };
  return value.length > max ? { code: 'maxItems', params: { max } } : null;
}

const push = (failures: FieldFailure[], path: (string | number)[], result: { code: string; params?: Json } | null) => {
  if (result) failures.push({ path, code: result.code, ...(result.params ? { params: result.params as never } : {}) });
};

const ITEM_TEXTS: [string, number, boolean][] = [
  ['title', EVENT_LIMITS.title, false],
  ['subtitle', EVENT_LIMITS.subtitle, false],
  ['person', EVENT_LIMITS.person, false],
  ['location', EVENT_LIMITS.location, false],
  ['content', EVENT_LIMITS.content, true],
];
export const EVENT_ITEM_KEYS = [
  'image',
  'title',
  'subtitle',
  'startsAt',
  'endsAt',
  'person',
  'content',
  'location',
  'link',
  'fields',
  'sessions',
  'speakers',
] as const;

function itemFailures(item: unknown, at: (string | number)[], sessionIds: readonly string[] | null): FieldFailure[] {
  const failures: FieldFailure[] = [];
  if (!isRecord(item)) return [{ path: at, code: 'object' }];
  for (const key of Object.keys(item))
    if (!(EVENT_ITEM_KEYS as readonly string[]).includes(key))
      failures.push({ path: [...at, key], code: 'unknownKey' });
  for (const [key, max, long] of ITEM_TEXTS) push(failures, [...at, key], textFailure(item[key], max, { long }));
  push(failures, [...at, 'image'], rules.url(item.image) ?? rules.maxLength(EVENT_LIMITS.url)(item.image));
  push(failures, [...at, 'link'], rules.pathOrUrl(item.link) ?? rules.maxLength(EVENT_LIMITS.url)(item.link));
  failures.push(
    ...timeFailures(item.startsAt, item.endsAt, false, ['startsAt', 'endsAt']).map((f) => ({
      ...f,
      path: [...at, ...f.path],
    })),
  );
  const fields = listFailure(item.fields, EVENT_LIMITS.fieldsPerItem);
  push(failures, [...at, 'fields'], fields);
  if (!fields && Array.isArray(item.fields))
    item.fields.forEach((field, i) => {
      const where = [...at, 'fields', i];
      if (!isRecord(field)) return push(failures, where, { code: 'object' });
      push(failures, [...where, 'key'], textFailure(field.key, EVENT_LIMITS.fieldKey, { required: true }));
      push(failures, [...where, 'value'], textFailure(field.value, EVENT_LIMITS.fieldValue));
    });
  const sessions = listFailure(item.sessions, EVENT_LIMITS.sessionsPerItem);
  push(failures, [...at, 'sessions'], sessions);
  if (!sessions && Array.isArray(item.sessions)) {
    const seen = new Set<unknown>();
    item.sessions.forEach((session, i) => {
      const where = [...at, 'sessions', i];
      if (typeof session !== 'string' || !session) push(failures, where, { code: 'string' });
      else if (seen.has(session)) push(failures, where, { code: 'duplicate' });
      else if (sessionIds && !sessionIds.includes(session)) push(failures, where, { code: 'unknownSession' });
      seen.add(session);
    });
  }
  const speakers = listFailure(item.speakers, EVENT_LIMITS.speakersPerItem);
  push(failures, [...at, 'speakers'], speakers);
  if (!speakers && Array.isArray(item.speakers))
    item.speakers.forEach((speaker, i) => {
      const where = [...at, 'speakers', i];
      if (!isRecord(speaker)) return push(failures, where, { code: 'object' });
      push(failures, [...where, 'name'], textFailure(speaker.name, EVENT_LIMITS.speakerName, { required: true }));
      push(failures, [...where, 'function'], textFailure(speaker.function, EVENT_LIMITS.speakerFunction));
    });
  return failures;
}

/**
 * An event's programme: an ordered list of at most EVENT_LIMITS.blocks blocks {type, title, items}, each with at
 * most EVENT_LIMITS.itemsPerBlock items. `sessionIds`: the documentIds of the event's sessions (an item may name
 * only those); null skips that check (the console before the event has sessions).
 */
export function blocksFailures(blocks: unknown, sessionIds: readonly string[] | null = null): FieldFailure[] {
  if (!present(blocks)) return [];
  const list = listFailure(blocks, EVENT_LIMITS.blocks);
  if (list) return [{ path: ['blocks'], code: list.code, ...(list.params ? { params: list.params as never } : {}) }];
  const failures: FieldFailure[] = [];
  (blocks as unknown[]).forEach((block, b) => {
    const at = ['blocks', b];
    if (!isRecord(block)) return push(failures, at, { code: 'object' });
    for (const key of Object.keys(block))
      if (!['type', 'title', 'items'].includes(key)) failures.push({ path: [...at, key], code: 'unknownKey' });
    push(failures, [...at, 'type'], rules.required(block.type) ?? rules.oneOf(EVENT_BLOCK_TYPES)(block.type));
    push(failures, [...at, 'title'], textFailure(block.title, EVENT_LIMITS.title));
    const items = listFailure(block.items, EVENT_LIMITS.itemsPerBlock);
    push(failures, [...at, 'items'], items);
    if (!items && Array.isArray(block.items))
      block.items.forEach((item, i) => failures.push(...itemFailures(item, [...at, 'items', i], sessionIds)));
  });
  return failures;
}

/** A partner's contact persons: [{name, function, email?, tel?}], at most EVENT_LIMITS.contacts. */
export function contactsFailures(contacts: unknown): FieldFailure[] {
  const list = listFailure(contacts, EVENT_LIMITS.contacts);
  if (list) return [{ path: ['contacts'], code: list.code, ...(list.params ? { params: list.params as never } : {}) }];
  if (!Array.isArray(contacts)) return [];
  const failures: FieldFailure[] = [];
  contacts.forEach((contact, i) => {
    const at = ['contacts', i];
    if (!isRecord(contact)) return push(failures, at, { code: 'object' });
    for (const key of Object.keys(contact))
      if (!['name', 'function', 'email', 'tel'].includes(key))
        failures.push({ path: [...at, key], code: 'unknownKey' });
    push(failures, [...at, 'name'], textFailure(contact.name, 200, { required: true }));
    push(failures, [...at, 'function'], textFailure(contact.function, 200));
    push(failures, [...at, 'email'], rules.email(contact.email) ?? rules.maxLength(255)(contact.email));
    push(failures, [...at, 'tel'], rules.phone(contact.tel));
  });
  return failures;
}

export const SOCIAL_NETWORK_RE = /^[a-z][a-z0-9-]{0,29}$/;

/** A partner's social links: {network: url}, network a short lower-case name (facebook, instagram ...), url http(s). */
export function socialFailures(social: unknown): FieldFailure[] {
  if (!present(social)) return [];
  if (!isRecord(social)) return [{ path: ['social'], code: 'object' }];
  const entries = Object.entries(social);
  if (entries.length > EVENT_LIMITS.socialNetworks)
    return [{ path: ['social'], code: 'maxItems', params: { max: EVENT_LIMITS.socialNetworks } }];
  const failures: FieldFailure[] = [];
  for (const [network, url] of entries) {
    if (!SOCIAL_NETWORK_RE.test(network)) failures.push({ path: ['social', network], code: 'socialNetwork' });
    else push(failures, ['social', network], rules.required(url) ?? rules.url(url) ?? rules.maxLength(2048)(url));
  }
  return failures;
}

/** Every session documentId the programme names (to resolve them for the delivery API). */
export const blockSessionIds = (blocks: unknown): string[] =>
  Array.isArray(blocks)
    ? [
        ...new Set(
          blocks.flatMap((block) =>
            isRecord(block) && Array.isArray(block.items)
              ? block.items.flatMap((item) =>
                  isRecord(item) && Array.isArray(item.sessions)
                    ? item.sessions.filter((s): s is string => typeof s === 'string')
                    : [],
                )
              : [],
          ),
        ),
      ]
    : [];
