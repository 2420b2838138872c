/**
 * E-mailing issued invoices (service `api::invoice.mailing`), through the e-mail plugin (outbox, and
 * SMTP when configured), with the PDF and the UBL attached:
 * - `send`: to the customer's financial e-mail (else its e-mail), the invoice's recipients and the
 *   channel's BCC; 409 `no_recipients` when there is nobody to send to;
 * - `preview`: the same message to a few staff addresses (SPEC section 5 messages when empty or malformed);
 * - `reminder`: the reminder of a step of the channel's schedule, with the payment link.
 * Messages are Dutch, English for customers outside the Netherlands (as the document itself); their texts are
 * the system e-mails `invoice`, `credit-note` and `invoice-reminder` (docs/system-emails.md).
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
import { renderSystemEmail } from '../../system-email/services/system-email';
import { entry } from '../../order/services/history';
import type { WithStrapi } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
type Row = Record<string, any>;

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

  /** The merge fields every invoice mail shares: the payment link only while the invoice is open. */
  const common = (invoice: Row, locale: DocumentLocale) => ({
    serial: invoice.serial,
    company: company(invoice),
    dueDate: invoice.dueDate ? printDate(invoice.dueDate, locale) : '',
    paymentLink: invoice.paymentLink && invoice.status === 'PENDING' ? invoice.paymentLink : '',
  });

  /** Subject, text and HTML of the invoice's own e-mail (or the credit note's). */
  const message = (invoice: Row) => {
    const locale = localeOf(invoice);
    return renderSystemEmail(strapi, invoice.kind === 'CREDIT_NOTE' ? 'credit-note' : 'invoice', locale, {
      ...common(invoice, locale),
      total: printAmount(invoice.total, invoice.currency, locale),
    });
  };

  const recipientsOf = (invoice: Row) => {
    const to = [
      ...new Map(
        [...billingEmails(invoice.customer), ...emailList(invoice.recipients)].map((e) => [e.toLowerCase(), e]),
      ).values(),
    ];
    return { to, bcc: emailList(invoice.channel?.invoiceBcc) };
  };

  const mail = (options: Row) => strapi.plugin('email').service('email').send(options);

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
      const { subject, text, html } = await message(invoice);
      await mail({
        to,
        bcc: bcc.length ? bcc : undefined,
        subject,
        text,
        html,
        attachments: await attachments(invoice),
      });
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
      const { text, html } = await message(invoice);
      await mail({ to, subject: String(input.subject).trim(), text, html, attachments: await attachments(invoice) });
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
      const locale = localeOf(invoice);
      const { subject, text, html } = await renderSystemEmail(strapi, 'invoice-reminder', locale, {
        ...common(invoice, locale),
        openAmount: printAmount(invoice.openAmount, invoice.currency, locale),
      });
      await mail({
        to,
        bcc: bcc.length ? bcc : undefined,
        subject,
        text,
        html,
        attachments: await attachments(invoice),
      });
      return true;
    },
  };
};
