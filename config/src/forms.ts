// Forms and their threads (issue #20; SPEC sections 2 "/forms", 3 "Forms: threads with status open,
// awaiting_reply, in_progress, closed", 4 "a status change produces a log line stating the change from old to
// new", 8 "form status change failed"). Shared by the CMS (authority: the console, the public submission API)
// and the console (comfort: the form builder and its preview give the same messages). Decisions in docs/forms.md.
import { EMAIL_RE, SLUG_RE, hasRefusedCharacters, rules, type FieldFailure } from './validation';

export const FORM_FIELD_TYPES = [
  'text',
  'longText',
  'email',
  'phone',
  'select',
  'checkboxes',
  'date',
  'file',
  'consent',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** One field of a form as the builder stores it (the form's `fields`, in order). */
export type FormField = {
  key: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  /** select and checkboxes: the choices, as shown and stored. */
  options?: string[];
  /** consent: the text the submitter agrees to (stored with each submission as it was then). */
  consentText?: string;
  help?: string;
};

export const FORM_LIMITS = {
  nameMax: 200,
  fieldsMax: 40,
  keyMax: 40,
  labelMax: 200,
  helpMax: 500,
  optionsMax: 50,
  optionMax: 200,
  consentTextMax: 2000,
  textMax: 500,
  longTextMax: 5000,
  /** One file per file field, at most this size (the upload policy judges the kind). */
  fileMaxBytes: 10 * 1024 * 1024,
  /** A staff reply or a submitter's answer in the thread. */
  messageMax: 10_000,
} as const;

/** The hidden field a website's form carries empty; a bot that fills it is answered as usual and ignored. */
export const FORM_HONEYPOT_FIELD = 'hp_website';
/** Where the public API's submissions come from when they make a new profile (the lead's `source`). */
export const FORM_PROFILE_SOURCE = 'form';
/** Days a reply link in a staff e-mail stays valid. */
export const FORM_REPLY_LINK_DAYS = 60;

const KEY_RE = /^[a-z][a-z0-9_]*$/;
const PHONE_RE = /^\+?[0-9 ()-]{6,20}$/;

export const FORM_THREAD_SERVER_OWNED = [
  'status',
  'form',
  'profile',
  'email',
  'name',
  'values',
  'files',
  'consents',
  'messages',
  'history',
  'lastMessageAt',
  'language',
] as const;

// ---------------------------------------------------------------------------------------------------------
// The builder: a form's own rules

const emptyText = (v: unknown) => typeof v !== 'string' || !v.trim();

/** Every rule of a form definition (name, slug, fields); paths like ['fields', 2, 'options']. */
export function formFailures(form: { name?: unknown; slug?: unknown; fields?: unknown }): FieldFailure[] {
  const failures: FieldFailure[] = [];
  if (emptyText(form.name)) failures.push({ path: ['name'], code: 'required' });
  else if (String(form.name).length > FORM_LIMITS.nameMax)
    failures.push({ path: ['name'], code: 'maxLength', params: { max: FORM_LIMITS.nameMax } });
  else if (hasRefusedCharacters(String(form.name))) failures.push({ path: ['name'], code: 'control_characters' });
  if (emptyText(form.slug)) failures.push({ path: ['slug'], code: 'required' });
  else if (!SLUG_RE.test(String(form.slug))) failures.push({ path: ['slug'], code: 'slug' });
  const fields = form.fields;
  if (!Array.isArray(fields) || fields.length === 0) {
    failures.push({ path: ['fields'], code: 'formNeedsFields' });
    return failures;
  }
  if (fields.length > FORM_LIMITS.fieldsMax)
    failures.push({ path: ['fields'], code: 'maxItems', params: { max: FORM_LIMITS.fieldsMax } });
  const keys = new Set<string>();
  fields.forEach((raw, i) => {
    const field = (raw ?? {}) as Record<string, unknown>;
    const at = (name: string) => ['fields', i, name];
    const key = field.key;
    if (emptyText(key)) failures.push({ path: at('key'), code: 'required' });
    else if (!KEY_RE.test(String(key)) || String(key).length > FORM_LIMITS.keyMax || key === FORM_HONEYPOT_FIELD)
      failures.push({ path: at('key'), code: 'fieldKey' });
    else if (keys.has(String(key))) failures.push({ path: at('key'), code: 'unique' });
    else keys.add(String(key));
    if (emptyText(field.label)) failures.push({ path: at('label'), code: 'required' });
    else if (String(field.label).length > FORM_LIMITS.labelMax)
      failures.push({ path: at('label'), code: 'maxLength', params: { max: FORM_LIMITS.labelMax } });
    if (field.help != null && String(field.help).length > FORM_LIMITS.helpMax)
      failures.push({ path: at('help'), code: 'maxLength', params: { max: FORM_LIMITS.helpMax } });
    if (!(FORM_FIELD_TYPES as readonly unknown[]).includes(field.type)) {
      failures.push({ path: at('type'), code: 'oneOf', params: { values: FORM_FIELD_TYPES.join(', ') } });
      return;
    }
    if (field.required != null && typeof field.required !== 'boolean')
      failures.push({ path: at('required'), code: 'boolean' });
    if (field.type === 'select' || field.type === 'checkboxes') {
      const options = field.options;
      if (!Array.isArray(options) || options.length === 0) failures.push({ path: at('options'), code: 'formOptions' });
      else if (options.length > FORM_LIMITS.optionsMax)
        failures.push({ path: at('options'), code: 'maxItems', params: { max: FORM_LIMITS.optionsMax } });
      else if (options.some((o) => emptyText(o) || String(o).length > FORM_LIMITS.optionMax))
        failures.push({ path: at('options'), code: 'formOptions' });
      else if (new Set(options.map((o) => String(o).trim())).size !== options.length)
        failures.push({ path: at('options'), code: 'unique' });
    }
    if (field.type === 'consent') {
      if (emptyText(field.consentText)) failures.push({ path: at('consentText'), code: 'required' });
      else if (String(field.consentText).length > FORM_LIMITS.consentTextMax)
        failures.push({ path: at('consentText'), code: 'maxLength', params: { max: FORM_LIMITS.consentTextMax } });
    }
  });
  // The thread is answered by e-mail: the first e-mail field is the submitter's address, so it must be required.
  const email = (fields as Record<string, unknown>[]).find((f) => f?.type === 'email');
  if (!email || email.required !== true) failures.push({ path: ['fields'], code: 'formNeedsEmail' });
  return failures;
}

/** The submitter's address field: the first e-mail field. */
export const submitterEmailField = (fields: FormField[]) => fields.find((f) => f.type === 'email') ?? null;

// ---------------------------------------------------------------------------------------------------------
// A submission: the same rules in the console's preview, on the website (by the API's messages) and the server

const missing = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === false ||
  (typeof v === 'string' && !v.trim()) ||
  (Array.isArray(v) && !v.length);

/**
 * The failures of submitted `values` (by field key) against the form's fields. A file field's value is
 * whatever marks an attached file (the server passes the file names it received). Paths are [key].
 */
export function submissionFailures(fields: FormField[], values: Record<string, unknown>): FieldFailure[] {
  const failures: FieldFailure[] = [];
  for (const field of fields) {
    const value = values[field.key];
    const fail = (code: string, params?: Record<string, string | number>) =>
      failures.push({ path: [field.key], code, ...(params ? { params } : {}) });
    if (missing(value)) {
      if (field.type === 'consent' && field.required) fail('consentRequired');
      else if (field.required) fail('required');
      continue;
    }
    switch (field.type) {
      case 'text':
      case 'longText': {
        const max = field.type === 'text' ? FORM_LIMITS.textMax : FORM_LIMITS.longTextMax;
        if (typeof value !== 'string') fail('text');
        else if (value.length > max) fail('maxLength', { max });
        else if (hasRefusedCharacters(value, field.type === 'longText')) fail('control_characters');
        break;
      }
      case 'email':
        if (typeof value !== 'string' || !EMAIL_RE.test(value.trim()) || value.length > 255) fail('email');
        break;
      case 'phone':
        if (typeof value !== 'string' || !PHONE_RE.test(value.trim())) fail('phone');
        break;
      case 'date':
        if (rules.date(value)) fail('date');
        break;
      case 'select':
        if (typeof value !== 'string' || !(field.options ?? []).includes(value)) fail('choice');
        break;
      case 'checkboxes':
        if (
          !Array.isArray(value) ||
          value.some((v) => typeof v !== 'string' || !(field.options ?? []).includes(v)) ||
          new Set(value).size !== value.length
        )
          fail('choice');
        break;
      case 'consent':
        if (value !== true && value !== 'true' && value !== 'on') fail('consentRequired');
        break;
      case 'file':
        break;
    }
  }
  return failures;
}

/** The submitted values as stored: trimmed text, checkboxes as arrays, consent as true; unknown keys dropped. */
export function normaliseSubmission(fields: FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'file' || missing(value)) continue;
    if (field.type === 'consent') out[field.key] = true;
    else if (field.type === 'checkboxes') out[field.key] = value;
    else if (field.type === 'email') out[field.key] = String(value).trim().toLowerCase();
    else out[field.key] = String(value).trim();
  }
  return out;
}

type Lang = 'nl' | 'en';

const MESSAGES: Record<string, Record<Lang, (label: string, p: Record<string, string | number>) => string>> = {
  required: { nl: (l) => `${l} is een verplicht veld.`, en: (l) => `${l} is a required field.` },
  email: { nl: (l) => `${l} moet een geldig e-mailadres zijn.`, en: (l) => `${l} must be a valid email.` },
  phone: { nl: (l) => `${l} moet een geldig telefoonnummer zijn.`, en: (l) => `${l} must be a valid phone number.` },
  date: { nl: (l) => `${l} moet een geldige datum zijn.`, en: (l) => `${l} must be a valid date.` },
  maxLength: {
    nl: (l, p) => `${l} mag hoogstens ${p.max} tekens lang zijn.`,
    en: (l, p) => `${l} must be at most ${p.max} characters.`,
  },
  text: { nl: (l) => `${l} moet tekst zijn.`, en: (l) => `${l} must be text.` },
  control_characters: {
    nl: (l) => `${l} bevat tekens die niet zijn toegestaan.`,
    en: (l) => `${l} contains characters that are not allowed.`,
  },
  choice: { nl: (l) => `Kies bij ${l} uit de opties.`, en: (l) => `Choose ${l} from the options.` },
  consentRequired: {
    nl: (l) => `Geef toestemming bij ${l} om verder te gaan.`,
    en: (l) => `Give your consent at ${l} to continue.`,
  },
  file_type_not_allowed: {
    nl: (l, p) => `Bestandstype niet toegestaan bij ${l}. Toegestaan: ${p.types}.`,
    en: (l, p) => `File type not allowed at ${l}. Allowed: ${p.types}.`,
  },
  fileTooLarge: {
    nl: (l, p) => `Het bestand bij ${l} is te groot (hoogstens ${p.maxMb} MB).`,
    en: (l, p) => `The file at ${l} is too large (at most ${p.maxMb} MB).`,
  },
};

/** The message of a submission failure in nl (default) or en, naming the field by its label. */
export function submissionMessage(failure: FieldFailure, fields: FormField[], lang: Lang = 'nl'): string {
  const key = String(failure.path[0] ?? '');
  const label = fields.find((f) => f.key === key)?.label ?? key;
  const message = MESSAGES[failure.code] ?? MESSAGES.required;
  return message[lang](label, failure.params ?? {});
}

// ---------------------------------------------------------------------------------------------------------
// Threads

export const THREAD_STATUSES = ['open', 'awaiting_reply', 'in_progress', 'closed'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/**
 * Which status may follow which (SPEC leaves the transitions open; decided in docs/forms.md): a thread is
 * picked up (in_progress), waits on the submitter after a reply (awaiting_reply), is closed, and a closed one
 * can be reopened. A staff reply moves it to awaiting_reply, the submitter's answer back to open.
 */
export const THREAD_TRANSITIONS: Record<ThreadStatus, readonly ThreadStatus[]> = {
  open: ['in_progress', 'awaiting_reply', 'closed'],
  in_progress: ['open', 'awaiting_reply', 'closed'],
  awaiting_reply: ['open', 'in_progress', 'closed'],
  closed: ['open'],
};

export const canMoveThread = (from: unknown, to: unknown): boolean =>
  (THREAD_STATUSES as readonly unknown[]).includes(from) &&
  (THREAD_TRANSITIONS[from as ThreadStatus] as readonly unknown[]).includes(to);

/** SPEC 4's log line of a thread's status change. */
export const threadStatusLine = (from: string, to: string) => `status changed from ${from} to ${to}`;

/** SPEC 8's message when a status change fails (the console shows it with the reason). */
export const THREAD_STATUS_FAILED: Record<Lang, string> = {
  nl: 'Status van het formulier wijzigen is mislukt.',
  en: 'Changing the form status failed.',
};

export const THREAD_MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export type ThreadMessage = {
  id: string;
  direction: (typeof THREAD_MESSAGE_DIRECTIONS)[number];
  at: string;
  body: string;
  by?: { id?: number | null; name?: string | null } | null;
  via?: 'form' | 'reply-link' | 'inbound-mail' | 'console';
  /** An inbound mail's Message-ID: the same mail is stored once however often the provider posts it. */
  messageId?: string;
};
