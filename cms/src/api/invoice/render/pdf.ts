/**
 * The PDF of an issued invoice or credit note (A4, PDFKit's built-in Helvetica), from the document
 * model of @newsroom/config, so what is printed is what the content rules checked. Deterministic: the
 * same document and logo give the same bytes (the creation date is the finalisation time), which is
 * what lets the stored hash prove a download unchanged.
 */
import PDFDocument from 'pdfkit';
import {
  REVERSE_CHARGE_TEXT,
  documentLabel,
  maskIban,
  printAmount,
  printDate,
  printNumber,
  vatGround,
  type InvoiceDocument,
} from '@newsroom/config';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = [
  { key: 'description', width: 225, align: 'left' },
  { key: 'quantity', width: 50, align: 'right' },
  { key: 'unitPrice', width: 85, align: 'right' },
  { key: 'vat', width: 45, align: 'right' },
  { key: 'amount', width: WIDTH - 405, align: 'right' },
] as const;

export function renderInvoicePdf(
  doc: InvoiceDocument,
  { createdAt, logo }: { createdAt: Date; logo?: Buffer | null },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 25 },
    info: {
      CreationDate: createdAt,
      Title: `${doc.title} ${doc.number}`,
      Author: doc.supplier.name,
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
  const l = (key: Parameters<typeof documentLabel>[1], params?: Record<string, string | number>) =>
    documentLabel(doc.locale, key, params);
  const num = (value: number, decimals = 3) => printNumber(value, doc.locale, decimals);
  const span = (p: { start: string; end: string }) =>
    l('periodValue', { start: printDate(p.start, doc.locale), end: printDate(p.end, doc.locale) });
  const money = (cents: number) => printAmount(doc.kind === 'CREDIT_NOTE' ? -cents : cents, doc.currency, doc.locale);

  // Header: a band in the channel's colour, the logo on the left, the supplier on the right.
  pdf.rect(0, 0, 595.28, 8).fill(doc.color);
  let logoDrawn = false;
  if (logo?.length) {
    try {
      pdf.image(logo, MARGIN, 30, { fit: [160, 60] });
      logoDrawn = true;
    } catch {
      // An image PDFKit cannot read (not PNG or JPEG): the company name stands in for it.
    }
  }
  if (!logoDrawn)
    pdf.fillColor(doc.color).font('Helvetica-Bold').fontSize(16).text(doc.supplier.name, MARGIN, 40, { width: 250 });
  pdf.fillColor('#222222').font('Helvetica').fontSize(9);
  const supplierLines = [
    doc.supplier.name,
    ...doc.supplier.addressLines,
    doc.supplier.email,
    doc.supplier.website,
  ].filter(Boolean);
  pdf.text(supplierLines.join('\n'), MARGIN + WIDTH - 200, 32, { width: 200, align: 'right' });

  // Customer and the document's particulars.
  const top = 130;
  pdf.font('Helvetica-Bold').fontSize(10).text(doc.customer.name, MARGIN, top, { width: 250 });
  pdf.font('Helvetica').text(doc.customer.addressLines.join('\n'), { width: 250 });
  if (doc.customer.vat) pdf.text(`${l('customerVat')}: ${doc.customer.vat}`, { width: 250 });

  const meta: [string, string][] = [
    [l(doc.kind === 'CREDIT_NOTE' ? 'creditNumber' : 'number'), doc.number],
    [l(doc.kind === 'CREDIT_NOTE' ? 'creditDate' : 'date'), printDate(doc.date, doc.locale)],
    ...(doc.dueDate ? [[l('dueDate'), printDate(doc.dueDate, doc.locale)] as [string, string]] : []),
    ...(doc.deliveryDate ? [[l('deliveryDate'), printDate(doc.deliveryDate, doc.locale)] as [string, string]] : []),
    ...(doc.period ? [[l('period'), span(doc.period)] as [string, string]] : []),
    ...(doc.reference ? [[l('reference'), doc.reference] as [string, string]] : []),
    ...(doc.customer.debtorId ? [[l('debtor'), doc.customer.debtorId] as [string, string]] : []),
    ...(doc.creditOf
      ? [[l('creditOf'), `${doc.creditOf.number} (${printDate(doc.creditOf.date, doc.locale)})`] as [string, string]]
      : []),
  ];
  meta.forEach(([label, value], i) => {
    pdf
      .font('Helvetica')
      .fillColor('#666666')
      .text(label, MARGIN + WIDTH - 250, top + i * 14, { width: 105 });
    pdf.fillColor('#222222').text(value, MARGIN + WIDTH - 145, top + i * 14, { width: 145, align: 'right' });
  });

  pdf.fillColor(doc.color).font('Helvetica-Bold').fontSize(20).text(`${doc.title} ${doc.number}`, MARGIN, 240);

  // Lines.
  let y = 280;
  const row = (cells: string[], bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#222222');
    let x = MARGIN;
    const heights = cells.map((cell, i) => pdf.heightOfString(cell, { width: COLUMNS[i].width - 6 }));
    if (y + Math.max(...heights) > 760) {
      pdf.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 3, y, { width: COLUMNS[i].width - 6, align: COLUMNS[i].align });
      x += COLUMNS[i].width;
    });
    y += Math.max(...heights) + 6;
  };
  row([l('description'), l('quantity'), l('unitPrice'), l('vat'), l('amount')], true);
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + WIDTH, y - 3)
    .strokeColor(doc.color)
    .lineWidth(1)
    .stroke();
  for (const line of doc.lines)
    row([
      line.period ? `${line.description}\n${l('period')}: ${span(line.period)}` : line.description,
      num(line.quantity),
      money(line.unitPrice),
      `${num(line.taxPercentage, 2)}%`,
      money(line.amount),
    ]);
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#cccccc')
    .lineWidth(0.5)
    .stroke();
  y += 10;

  // Totals: the taxable amount, the rate and the VAT per rate, then the total.
  const total = (label: string, value: string, bold = false) => {
    if (y > 770) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor('#222222');
    pdf.text(label, MARGIN + WIDTH - 330, y, { width: 230, align: 'right' });
    pdf.text(value, MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
    y += bold ? 18 : 14;
  };
  total(l('subtotal'), money(doc.subtotal));
  for (const group of doc.taxes)
    total(l('taxOver', { rate: num(group.rate, 2), base: money(group.base) }), money(group.tax));
  total(l('total'), money(doc.total), true);
  y += 8;

  const paragraph = (value: string, bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#222222')
      .text(value, MARGIN, y, { width: WIDTH });
    y = pdf.y + 6;
  };
  if (doc.reverseCharge) paragraph(`${REVERSE_CHARGE_TEXT}. ${l('customerVat')}: ${doc.customer.vat}`, true);
  // Art. 226(11): the ground of every 0 % group (reverse charge has its line above).
  for (const category of new Set(doc.taxes.map((t) => t.category).filter((c) => c !== 'S' && c !== 'AE')))
    paragraph(vatGround(doc, category)!, true);
  if (doc.exchange) {
    paragraph(
      l('exchange', {
        amount: printAmount(
          doc.kind === 'CREDIT_NOTE' ? -doc.exchange.taxTotalEur : doc.exchange.taxTotalEur,
          'EUR',
          doc.locale,
        ),
        rate: num(doc.exchange.rate, 10),
        currency: doc.currency,
        date: printDate(doc.exchange.date, doc.locale),
      }),
    );
  }
  if (doc.comments) paragraph(doc.comments);
  if (doc.kind === 'INVOICE') {
    if (doc.directDebit)
      // The pre-notification (SEPA rulebook): amount, collection date (the due date), account, mandate, creditor.
      paragraph(
        l('directDebitNotice', {
          amount: money(doc.total),
          date: printDate(doc.dueDate, doc.locale),
          iban: maskIban(doc.directDebit.iban),
          reference: doc.directDebit.mandateReference,
          signed: printDate(doc.directDebit.signatureDate || null, doc.locale),
          creditorId: doc.directDebit.creditorId,
        }),
      );
    else if (doc.paymentMethod === 'DIRECT_DEBIT') paragraph(l('directDebit'));
    else if (doc.paymentMethod === 'CASH') paragraph(l('cash'));
    else if (doc.dueDate && doc.supplier.iban)
      paragraph(l('payBy', { date: printDate(doc.dueDate, doc.locale), iban: doc.supplier.iban, number: doc.number }));
  }

  // Footer on the last page: the supplier's registration numbers.
  const footer = [
    doc.supplier.name,
    doc.supplier.vat && `${l('vatNumber')} ${doc.supplier.vat}`,
    doc.supplier.coc && `${l('coc')} ${doc.supplier.coc}`,
    doc.supplier.iban && `${l('iban')} ${doc.supplier.iban}`,
  ]
    .filter(Boolean)
    .join('  ·  ');
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(footer, MARGIN, 800, { width: WIDTH, align: 'center', lineBreak: false });
  pdf.end();
  return done;
}
