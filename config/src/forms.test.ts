import { describe, expect, it } from 'vitest';
import {
  FORM_HONEYPOT_FIELD,
  THREAD_STATUSES,
  canMoveThread,
  formFailures,
  normaliseSubmission,
  submissionFailures,
  submissionMessage,
  threadStatusLine,
  type FormField,
} from './forms';
import { ruleMessage } from './rule-messages';

const codes = (failures: { path: (string | number)[]; code: string }[]) =>
  Object.fromEntries(failures.map((f) => [f.path.join('.'), f.code]));

const FIELDS: FormField[] = [
  { key: 'name', label: 'Naam', type: 'text', required: true },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'phone', label: 'Telefoon', type: 'phone' },
  { key: 'question', label: 'Vraag', type: 'longText', required: true },
  { key: 'topic', label: 'Onderwerp', type: 'select', options: ['Abonnement', 'Bezorging'], required: true },
  { key: 'days', label: 'Dagen', type: 'checkboxes', options: ['ma', 'di', 'wo'] },
  { key: 'since', label: 'Sinds', type: 'date' },
  { key: 'attachment', label: 'Bijlage', type: 'file' },
  { key: 'privacy', label: 'Privacy', type: 'consent', required: true, consentText: 'Ik ga akkoord.' },
];

describe('form definition rules', () => {
  it('accepts a form with every field type', () => {
    expect(formFailures({ name: 'Contact', slug: 'contact', fields: FIELDS })).toEqual([]);
  });

  it('names what is wrong with each field', () => {
    const failures = formFailures({
      name: '',
      slug: 'met spatie',
      fields: [
        { key: 'Email', label: 'E-mail', type: 'email', required: true },
        { key: 'a', label: '', type: 'select', options: [] },
        { key: 'a', label: 'B', type: 'checkboxes', options: ['x', 'x'] },
        { key: FORM_HONEYPOT_FIELD, label: 'C', type: 'text' },
        { key: 'c', label: 'C', type: 'consent' },
        { key: 'd', label: 'D', type: 'colour' },
      ],
    });
    expect(codes(failures)).toEqual({
      name: 'required',
      slug: 'slug',
      'fields.0.key': 'fieldKey',
      'fields.1.label': 'required',
      'fields.1.options': 'formOptions',
      'fields.2.key': 'unique',
      'fields.2.options': 'unique',
      'fields.3.key': 'fieldKey',
      'fields.4.consentText': 'required',
      'fields.5.type': 'oneOf',
    });
  });

  it('needs fields, and a required e-mail field to reply to', () => {
    expect(codes(formFailures({ name: 'A', slug: 'a', fields: [] }))).toEqual({ fields: 'formNeedsFields' });
    const optionalEmail = [{ key: 'email', label: 'E-mail', type: 'email' as const }];
    expect(codes(formFailures({ name: 'A', slug: 'a', fields: optionalEmail }))).toEqual({ fields: 'formNeedsEmail' });
    expect(ruleMessage({ path: ['fields'], code: 'formNeedsEmail' })).toMatch(/required e-mail field/);
  });
});

describe('submission rules', () => {
  const valid = {
    name: 'Jan',
    email: ' Jan@Example.NL ',
    question: 'Waar blijft mijn krant?',
    topic: 'Bezorging',
    days: ['ma', 'wo'],
    since: '2026-11-01',
    privacy: true,
  };

  it('accepts a complete submission and stores it normalised', () => {
    expect(submissionFailures(FIELDS, valid)).toEqual([]);
    expect(normaliseSubmission(FIELDS, { ...valid, extra: 'x' })).toEqual({
      ...valid,
      email: 'jan@example.nl',
    });
  });

  it('refuses each kind of bad value with its code', () => {
    const failures = submissionFailures(FIELDS, {
      name: '  ',
      email: 'geen-adres',
      phone: 'bel me',
      question: 'x'.repeat(5001),
      topic: 'Anders',
      days: ['ma', 'zo'],
      since: '2026-02-30',
      privacy: false,
    });
    expect(codes(failures)).toEqual({
      name: 'required',
      email: 'email',
      phone: 'phone',
      question: 'maxLength',
      topic: 'choice',
      days: 'choice',
      since: 'date',
      privacy: 'consentRequired',
    });
  });

  it('refuses control characters in text', () => {
    expect(codes(submissionFailures(FIELDS, { ...valid, name: 'Jan\u202e' }))).toEqual({ name: 'control_characters' });
  });

  it('gives the same message in Dutch (default) and English, naming the label', () => {
    const [failure] = submissionFailures(FIELDS, { ...valid, name: '' });
    expect(submissionMessage(failure, FIELDS)).toBe('Naam is een verplicht veld.');
    expect(submissionMessage(failure, FIELDS, 'en')).toBe('Naam is a required field.');
    const [consent] = submissionFailures(FIELDS, { ...valid, privacy: undefined });
    expect(submissionMessage(consent, FIELDS)).toBe('Geef toestemming bij Privacy om verder te gaan.');
    expect(
      submissionMessage({ path: ['attachment'], code: 'file_type_not_allowed', params: { types: 'pdf' } }, FIELDS),
    ).toBe('Bestandstype niet toegestaan bij Bijlage. Toegestaan: pdf.');
  });
});

describe('thread statuses', () => {
  it('allows the decided moves and nothing else', () => {
    const allowed = THREAD_STATUSES.flatMap((from) =>
      THREAD_STATUSES.filter((to) => canMoveThread(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'open>awaiting_reply',
      'open>in_progress',
      'open>closed',
      'awaiting_reply>open',
      'awaiting_reply>in_progress',
      'awaiting_reply>closed',
      'in_progress>open',
      'in_progress>awaiting_reply',
      'in_progress>closed',
      'closed>open',
    ]);
    expect(canMoveThread('closed', 'in_progress')).toBe(false);
    expect(canMoveThread('open', 'open')).toBe(false);
    expect(canMoveThread('nope', 'open')).toBe(false);
    expect(canMoveThread('closed', 'open')).toBe(true);
  });

  it('writes SPEC 4 log line', () => {
    expect(threadStatusLine('open', 'closed')).toBe('status changed from open to closed');
  });
});
