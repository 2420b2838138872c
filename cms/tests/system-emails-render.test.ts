// The system e-mails' markup (docs/system-emails.md): the defaults render to the texts the senders sent before the
// catalogue existed, sections on their own lines leave no blank lines behind, and values are never read as markup.
import { describe, expect, it } from 'vitest';
import { SYSTEM_EMAILS, renderTemplate, systemEmailOf, templateFailure } from '@newsroom/config';

const body = (key: string, language: 'nl' | 'en', values: Record<string, unknown>) =>
  renderTemplate(systemEmailOf(key)!.defaults[language].body, values);

describe('the defaults', () => {
  it('use only their own merge fields, with balanced sections, in both languages', () => {
    for (const mail of SYSTEM_EMAILS)
      for (const language of ['nl', 'en'] as const) {
        const names = mail.fields.map((f) => f.name);
        expect(templateFailure(mail.defaults[language].subject, names), `${mail.key} ${language}`).toBeNull();
        expect(templateFailure(mail.defaults[language].body, names), `${mail.key} ${language}`).toBeNull();
      }
  });

  it('render the invoice with and without its payment link as before', () => {
    const values = { serial: 'F1', total: '€ 10,00', dueDate: '1-1-2027', company: 'Krant BV' };
    expect(body('invoice', 'nl', { ...values, paymentLink: '' })).toBe(
      'Beste klant,\n\nIn de bijlage vindt u factuur F1 van € 10,00, te betalen vóór 1-1-2027.\n\nMet vriendelijke groet,\nKrant BV',
    );
    expect(body('invoice', 'en', { ...values, paymentLink: 'https://pay/1' })).toBe(
      'Dear customer,\n\nPlease find attached invoice F1 of € 10,00, due by 1-1-2027.\n\nYou can also pay online: https://pay/1\n\nKind regards,\nKrant BV',
    );
  });

  it('render the application mail with or without phone, motivation and CV as before', () => {
    const base = { vacancy: 'Redacteur', name: 'Sanne', email: 's@example.nl' };
    expect(body('vacancy-application', 'nl', base)).toBe(
      'Sanne heeft gesolliciteerd op de vacature "Redacteur".\n\nE-mail: s@example.nl\n\nEr is geen cv meegestuurd.',
    );
    expect(body('vacancy-application', 'en', { ...base, phone: '06', motivation: 'Graag\n\nwerk ik', cv: 'yes' })).toBe(
      'Sanne applied for the vacancy "Redacteur".\n\nE-mail: s@example.nl\nPhone: 06\n\nMotivation:\nGraag\n\nwerk ik\n\nA CV is attached to the application in the back office.',
    );
  });

  it('render the ticket mail with or without the event text, for one or more tickets', () => {
    expect(body('ticket-confirmation', 'nl', { count: 1 })).toBe(
      'Beste,\n\nIn de bijlage vind je je ticket. Laat de QR-code bij de ingang scannen.',
    );
    expect(body('ticket-confirmation', 'en', { count: 3, several: 'yes', confirmationText: 'Doors at 8.' })).toBe(
      'Hello,\n\nDoors at 8.\n\nAttached are your 3 tickets. Show the QR code at the entrance.',
    );
  });

  it('render the form reply footer for a reply link or a reply by mail', () => {
    expect(body('form-reply', 'nl', { message: 'Hoi', link: 'https://x/r' })).toBe(
      'Hoi\n\n--\nAntwoorden? Gebruik deze link (niet op deze e-mail reageren):\nhttps://x/r',
    );
    expect(body('form-reply', 'en', { message: 'Hi', link: 'https://x/r', replyByMail: 'yes' })).toBe(
      'Hi\n\n--\nWant to answer? Simply reply to this e-mail, or use this link:\nhttps://x/r',
    );
  });
});

describe('the markup', () => {
  it('inserts values once: a value holding merge-field markup stays text', () => {
    expect(renderTemplate('{{a}} {{#b}}ja{{/b}}', { a: '{{b}} {{#b}}x{{/b}}', b: 'y' })).toBe('{{b}} {{#b}}x{{/b}} ja');
  });

  it('names every unknown field and finds sections that are not closed or closed in the wrong order', () => {
    expect(templateFailure('{{a}} {{x}} {{#y}}{{/y}} {{}}', ['a'])).toEqual({
      code: 'system_email_unknown_fields',
      fields: ['x', 'y', '(leeg)'],
    });
    expect(templateFailure('{{#a}}{{#b}}{{/a}}{{/b}}', ['a', 'b'])).toMatchObject({ code: 'system_email_sections' });
    expect(templateFailure('{{^a}}', ['a'])).toEqual({ code: 'system_email_sections', field: 'a' });
    expect(templateFailure('{{#a}}{{^b}}{{/b}}{{/a}}', ['a', 'b'])).toBeNull();
  });
});
