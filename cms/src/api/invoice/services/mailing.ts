/**
 * E-mailing issued invoices (service `api::invoice.mailing`), through the e-mail plugin (outbox, and
 * SMTP when configured), with the PDF and the UBL attached:
 * - `send`: to the customer's financial e-mail (else its e-mail), the invoice's recipients and the
 *   channel's BCC; 409 `no_recipients` when there is nobody to send to;
 * - `preview`: the same message to a few staff addresses (SPEC section 5 messages when empty or malformed);
 * - `reminder`: the reminder of a step of the channel's schedule, with the payment link.
 * Messages are Dutch, English for customers outside the Netherlands (as the document itself).
 */
import {
  PREVIEW_EMAIL_MESSAGES,
  billingEmails,
  documentLocaleOf,
  emailList,
  previewEmailFailure,
  printAmount,
  printDate,
  type DocumentLocale,
} from '@newsroom/config';
import { errors } from '@strapi/utils';
import { ConflictError } from '../../../services/errors';
import { htmlFromText } from '../../account/services/messages';
import { entry } from '../../order/services/history';
import type { WithStrapi } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
type Row = Record<string, any>;

const TEXTS = {
  nl: {
    subject: (kind: string, serial: string, company: string) =>
      `${kind === 'CREDIT_NOTE' ? 'Creditnota' : 'Factuur'} ${serial} van ${company}`,
    reminderSubject: (serial: string, company: string) => `Herinnering: factuur ${serial} van ${company}`,
    greeting: 'Beste klant,',
    body: (kind: string, serial: string, total: string, due: string) =>
      kind === 'CREDIT_NOTE'
        ? `In de bijlage vindt u creditnota ${serial} van ${total}.`
        : `In de bijlage vindt u factuur ${serial} van ${total}, te betalen vóór ${due}.`,
    reminder: (serial: string, open: string, due: string) =>
      `Volgens onze administratie staat van factuur ${serial} (vervaldatum ${due}) nog ${open} open. Wilt u dit bedrag betalen?`,
    link: (url: string) => `Betalen kan ook online: ${url}`,
    closing: 'Met vriendelijke groet,',
  },
  en: {
    subject: (kind: string, serial: string, company: string) =>
      `${kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'} ${serial} from ${company}`,
    reminderSubject: (serial: string, company: string) => `Reminder: invoice ${serial} from ${company}`,
    greeting: 'Dear customer,',
    body: (kind: string, serial: string, total: string, due: string) =>
      kind === 'CREDIT_NOTE'
        ? `Please find attached credit note ${serial} of ${total}.`
        : `Please find attached invoice ${serial} of ${total}, due by ${due}.`,
    reminder: (serial: string, open: string, due: string) =>
      `According to our records ${open} of invoice ${serial} (due ${due}) is still open. Would you please pay it?`,
    link: (url: string) => `You can also pay online: ${url}`,
    closing: 'Kind regards,',
  },
} as const;

export default ({ strapi }: WithStrapi) => {
  const documents = () => strapi.service('api::invoice.documents');

  const issued = async (documentId: string) => {
    const invoice = await strapi.db
      .query(UID)
      .findOne({ where: { documentId }, populate: { channel: true, customer: true } });
    if (!invoice) throw new errors.NotFoundError('Invoice not found.');
    if (invoice.status === 'DRAFT')
      throw new ConflictError('A draft cannot be e-mailed: finalise it first.', { code: 'invoice_not_final' });
    return invoice;
  };

  const attachments = async (invoice: Row) => {
    const pdf = await documents().file(invoice, 'pdf');
    // XBT has no UBL: the PDF alone.
    const ubl = documents().kindsOf(invoice).includes('ubl') ? await documents().file(invoice, 'ubl') : null;
    return [
      { filename: `${invoice.serial}.pdf`, content: pdf.content, contentType: 'application/pdf' },
      ...(ubl ? [{ filename: `${invoice.serial}.xml`, content: ubl.content, contentType: 'application/xml' }] : []),
    ];
  };

  const company = (invoice: Row) => invoice.snapshot?.channel?.company || invoice.snapshot?.channel?.name || '';
  const localeOf = (invoice: Row): DocumentLocale => documentLocaleOf(invoice.snapshot ?? {});

  /** Greeting, the message, the payment link while the invoice is open, and the closing with the company. */
  const compose = (invoice: Row, body: (t: (typeof TEXTS)[DocumentLocale], locale: DocumentLocale) => string) => {
    const locale = localeOf(invoice);
    const t = TEXTS[locale];
    const lines = [t.greeting, '', body(t, locale)];
    if (invoice.paymentLink && invoice.status === 'PENDING') lines.push('', t.link(invoice.paymentLink));
    lines.push('', t.closing, company(invoice));
    return { t, text: lines.join('\n') };
  };

  /** Subject and text of the invoice's own e-mail. */
  const message = (invoice: Row) => {
    const { t, text } = compose(invoice, (t, locale) =>
      t.body(
        invoice.kind,
        invoice.serial,
        printAmount(invoice.total, invoice.currency, locale),
        printDate(invoice.dueDate, locale),
      ),
    );
    return { subject: t.subject(invoice.kind, invoice.serial, company(invoice)), text };
  };

  const recipientsOf = (invoice: Row) => {
    const to = [
      ...new Map(
        [...billingEmails(invoice.customer), ...emailList(invoice.recipients)].map((e) => [e.toLowerCase(), e]),
      ).values(),
    ];
    return { to, bcc: emailList(invoice.channel?.invoiceBcc) };
  };

  const mail = (options: Row) =>
    strapi
      .plugin('email')
      .service('email')
      .send({ ...options, html: htmlFromText(options.text) });

  return {
    message,
    recipientsOf,

    async send(documentId: string, staff: Row | null) {
      const invoice = await issued(documentId);
      const { to, bcc } = recipientsOf(invoice);
      if (!to.length)
        throw new ConflictError(
          'Nobody to send this invoice to: add a (financial) e-mail address to the customer or recipients to the invoice.',
          { code: 'no_recipients' },
        );
      const { subject, text } = message(invoice);
      await mail({ to, bcc: bcc.length ? bcc : undefined, subject, text, attachments: await attachments(invoice) });
      await strapi.service(UID).appendHistory(invoice.id, entry(staff, 'email', { note: to.join(', ') }));
      return { to, bcc };
    },

    /** SPEC section 5: "Vul minimaal één e-mailadres en een onderwerp in." / "Een of meer e-mailadressen zijn verkeerd opgemaakt." */
    async preview(documentId: string, input: Row) {
      const failure = previewEmailFailure(input?.to, input?.subject);
      if (failure) throw new errors.ValidationError(PREVIEW_EMAIL_MESSAGES[failure], { code: failure });
      const invoice = await issued(documentId);
      const to = String(input.to)
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const { text } = message(invoice);
      await mail({ to, subject: String(input.subject).trim(), text, attachments: await attachments(invoice) });
      return { sent: to.length };
    },

    /** A reminder of an open invoice (the reminder job decides when). */
    async remind(invoice: Row) {
      const { to, bcc } = recipientsOf({
        ...invoice,
        customer: {
          ...invoice.customer,
          emailFinancial: invoice.customer?.emailReminders || invoice.customer?.emailFinancial,
        },
      });
      if (!to.length) return false;
      const { t, text } = compose(invoice, (t, locale) =>
        t.reminder(
          invoice.serial,
          printAmount(invoice.openAmount, invoice.currency, locale),
          printDate(invoice.dueDate, locale),
        ),
      );
      await mail({
        to,
        bcc: bcc.length ? bcc : undefined,
        subject: t.reminderSubject(invoice.serial, company(invoice)),
        text,
        attachments: await attachments(invoice),
      });
      return true;
    },
  };
};
