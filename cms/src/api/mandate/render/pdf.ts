/**
 * The PDF of a SEPA core mandate (A4, PDFKit's built-in fonts like the invoice PDF): the creditor with its
 * address and creditor identifier, the mandate reference, the debtor with address, IBAN and BIC, the type
 * (recurrent), the authorisation text of the EPC form, date, place and signer, and the signature the server
 * generated from the signer's name in a script face. Dutch for Dutch debtors, English otherwise (as invoices).
 */
import PDFDocument from 'pdfkit';
import { amsterdamDay, printDate, type DocumentLocale } from '@newsroom/config';

type Row = Record<string, any>;
export type MandateForm = {
  locale: DocumentLocale;
  creditor: { name: string; address: Row | null; creditorId: string; color?: string | null };
  debtor: { name: string; address: Row | null };
  mandate: Row;
};

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;

const LABELS = {
  nl: {
    title: 'Doorlopende machtiging SEPA',
    creditor: 'Naam incassant',
    address: 'Adres',
    creditorId: 'Incassant-ID',
    reference: 'Kenmerk machtiging',
    type: 'Soort machtiging',
    recurrent: 'Doorlopend (SEPA Core)',
    debtor: 'Naam',
    iban: 'IBAN',
    bic: 'BIC',
    date: 'Datum ondertekening',
    place: 'Plaats',
    signedBy: 'Ondertekend door',
    signature: 'Handtekening',
    revoked: 'Ingetrokken op {date}',
    generated: 'Handtekening gegenereerd uit de naam van de ondertekenaar.',
    debtorHeading: 'Gegevens rekeninghouder',
    text:
      'Door ondertekening van dit formulier geeft u toestemming aan {creditor} om doorlopende incasso-opdrachten ' +
      'te sturen naar uw bank om een bedrag van uw rekening af te schrijven en aan uw bank om doorlopend een bedrag ' +
      'van uw rekening af te schrijven overeenkomstig de opdracht van {creditor}. Als u het niet eens bent met deze ' +
      'afschrijving kunt u deze laten terugboeken. Neem hiervoor binnen 8 weken na afschrijving contact op met uw ' +
      'bank. Vraag uw bank naar de voorwaarden.',
  },
  en: {
    title: 'SEPA Direct Debit Mandate',
    creditor: 'Creditor name',
    address: 'Address',
    creditorId: 'Creditor identifier',
    reference: 'Mandate reference',
    type: 'Type of payment',
    recurrent: 'Recurrent (SEPA Core)',
    debtor: 'Name',
    iban: 'IBAN',
    bic: 'BIC',
    date: 'Date of signature',
    place: 'Place',
    signedBy: 'Signed by',
    signature: 'Signature',
    revoked: 'Revoked on {date}',
    generated: "Signature generated from the signer's name.",
    debtorHeading: 'Account holder',
    text:
      'By signing this mandate form, you authorise (A) {creditor} to send instructions to your bank to debit ' +
      'your account and (B) your bank to debit your account in accordance with the instructions from {creditor}. ' +
      'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your ' +
      'agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your ' +
      'account was debited.',
  },
} as const;

const join = (...parts: unknown[]) =>
  parts
    .map((p) => String(p ?? '').trim())
    .filter(Boolean)
    .join(' ');
export const addressText = (a: Row | null) =>
  a
    ? [
        join(a.street, join(a.houseNumber, a.houseNumberSuffix)),
        join(a.postcode, a.city),
        a.country && a.country !== 'NL' ? a.country : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
const groupIban = (iban: unknown) => String(iban ?? '').replace(/(.{4})(?=.)/g, '$1 ');

export function renderMandatePdf(form: MandateForm, createdAt: Date): Promise<Buffer> {
  const l = LABELS[form.locale];
  const { mandate, creditor, debtor } = form;
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 40 },
    info: {
      CreationDate: createdAt,
      Title: `${l.title} ${mandate.reference}`,
      Author: creditor.name,
      Producer: 'Newsroom back office',
      Creator: 'Newsroom back office',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const color = creditor.color || '#1f3a5f';
  pdf.rect(0, 0, 595.28, 8).fill(color);
  pdf.fillColor(color).font('Helvetica-Bold').fontSize(18).text(l.title, MARGIN, 40, { width: WIDTH });
  let y = 80;
  const field = (label: string, value: string) => {
    pdf.font('Helvetica').fontSize(9).fillColor('#666666').text(label, MARGIN, y, { width: 150 });
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#222222')
      .text(value || '-', MARGIN + 160, y, { width: WIDTH - 160 });
    y = Math.max(pdf.y, y + 12) + 6;
  };
  const heading = (text: string) => {
    y += 8;
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(color).text(text, MARGIN, y, { width: WIDTH });
    y = pdf.y + 6;
  };
  field(l.creditor, creditor.name);
  field(l.address, addressText(creditor.address));
  field(l.creditorId, creditor.creditorId);
  field(l.reference, mandate.reference);
  field(l.type, l.recurrent);

  y += 6;
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#222222')
    .text(l.text.replaceAll('{creditor}', creditor.name), MARGIN, y, { width: WIDTH });
  y = pdf.y + 6;

  heading(l.debtorHeading);
  field(l.debtor, debtor.name);
  field(l.address, addressText(debtor.address));
  field(l.iban, groupIban(mandate.iban));
  field(l.bic, mandate.bic ?? '');
  field(l.date, printDate(mandate.signatureDate, form.locale));
  field(l.place, mandate.place ?? '');
  field(l.signedBy, mandate.signedBy);

  // The generated signature: the signer's name in a script face above a line.
  y += 10;
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#666666')
    .text(l.signature, MARGIN, y + 14, { width: 150 });
  pdf
    .font('Times-BoldItalic')
    .fontSize(24)
    .fillColor('#1a237e')
    .text(mandate.signature || mandate.signedBy, MARGIN + 160, y, { width: WIDTH - 160 });
  y = pdf.y + 2;
  pdf
    .moveTo(MARGIN + 160, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#999999')
    .lineWidth(0.5)
    .stroke();
  pdf
    .font('Helvetica-Oblique')
    .fontSize(7)
    .fillColor('#666666')
    .text(l.generated, MARGIN + 160, y + 4, { width: WIDTH - 160 });
  y = pdf.y + 10;
  if (mandate.status === 'REVOKED' && mandate.revokedAt)
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#b00020')
      .text(l.revoked.replace('{date}', printDate(amsterdamDay(new Date(mandate.revokedAt)), form.locale)), MARGIN, y, {
        width: WIDTH,
      });
  pdf.end();
  return done;
}
