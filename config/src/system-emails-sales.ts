/** System e-mails of sales (docs/system-emails.md): invoices, credit notes, reminders and payments. */
import { COMPANY, f, type SystemEmailDefinition } from './system-emails-fields';

const SERIAL = f('serial', 'Factuurnummer', 'Invoice number', 'F2026-00042');
const PAY_LINK = f(
  'paymentLink',
  'Betaallink, alleen bij een openstaande factuur',
  'Payment link, only while the invoice is open',
  'https://pay.example.nl/F2026-00042',
);
const DUE = f('dueDate', 'Vervaldatum', 'Due date', '15-12-2026');

const PAY_NL = '{{#paymentLink}}\n\nBetalen kan ook online: {{paymentLink}}\n{{/paymentLink}}\n';
const PAY_EN = '{{#paymentLink}}\n\nYou can also pay online: {{paymentLink}}\n{{/paymentLink}}\n';
const CLOSE_NL = '\nMet vriendelijke groet,\n{{company}}';
const CLOSE_EN = '\nKind regards,\n{{company}}';

export const SALES_EMAILS: SystemEmailDefinition[] = [
  {
    key: 'invoice',
    name: { nl: 'Factuur', en: 'Invoice' },
    trigger: { nl: 'Een factuur wordt verstuurd (met pdf en UBL)', en: 'An invoice is sent (with PDF and UBL)' },
    fields: [SERIAL, f('total', 'Totaalbedrag', 'Total amount', '€ 121,00'), DUE, COMPANY, PAY_LINK],
    defaults: {
      nl: {
        subject: 'Factuur {{serial}} van {{company}}',
        body: `Beste klant,\n\nIn de bijlage vindt u factuur {{serial}} van {{total}}, te betalen vóór {{dueDate}}.\n${PAY_NL}${CLOSE_NL}`,
      },
      en: {
        subject: 'Invoice {{serial}} from {{company}}',
        body: `Dear customer,\n\nPlease find attached invoice {{serial}} of {{total}}, due by {{dueDate}}.\n${PAY_EN}${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'credit-note',
    name: { nl: 'Creditnota', en: 'Credit note' },
    trigger: { nl: 'Een creditnota wordt verstuurd', en: 'A credit note is sent' },
    fields: [SERIAL, f('total', 'Totaalbedrag', 'Total amount', '€ 121,00'), COMPANY, PAY_LINK],
    defaults: {
      nl: {
        subject: 'Creditnota {{serial}} van {{company}}',
        body: `Beste klant,\n\nIn de bijlage vindt u creditnota {{serial}} van {{total}}.\n${PAY_NL}${CLOSE_NL}`,
      },
      en: {
        subject: 'Credit note {{serial}} from {{company}}',
        body: `Dear customer,\n\nPlease find attached credit note {{serial}} of {{total}}.\n${PAY_EN}${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'invoice-reminder',
    name: { nl: 'Betalingsherinnering', en: 'Payment reminder' },
    trigger: {
      nl: 'Een stap van het herinneringsschema van het kanaal',
      en: "A step of the channel's reminder schedule",
    },
    fields: [SERIAL, f('openAmount', 'Openstaand bedrag', 'Amount still open', '€ 60,50'), DUE, COMPANY, PAY_LINK],
    defaults: {
      nl: {
        subject: 'Herinnering: factuur {{serial}} van {{company}}',
        body: `Beste klant,\n\nVolgens onze administratie staat van factuur {{serial}} (vervaldatum {{dueDate}}) nog {{openAmount}} open. Wilt u dit bedrag betalen?\n${PAY_NL}${CLOSE_NL}`,
      },
      en: {
        subject: 'Reminder: invoice {{serial}} from {{company}}',
        body: `Dear customer,\n\nAccording to our records {{openAmount}} of invoice {{serial}} (due {{dueDate}}) is still open. Would you please pay it?\n${PAY_EN}${CLOSE_EN}`,
      },
    },
  },
  {
    key: 'payment-received',
    name: { nl: 'Betaling ontvangen', en: 'Payment received' },
    trigger: { nl: 'Een betaling via de betaallink is binnen', en: 'A payment through the payment link came in' },
    fields: [SERIAL, f('amount', 'Betaald bedrag', 'Amount paid', '€ 121,00'), COMPANY],
    defaults: {
      nl: {
        subject: 'Betaling ontvangen: factuur {{serial}}',
        body: `Beste klant,\n\nWe hebben uw betaling van {{amount}} voor factuur {{serial}} ontvangen. Dank u wel.\n${CLOSE_NL}`,
      },
      en: {
        subject: 'Payment received: invoice {{serial}}',
        body: `Dear customer,\n\nWe have received your payment of {{amount}} for invoice {{serial}}. Thank you.\n${CLOSE_EN}`,
      },
    },
  },
];
