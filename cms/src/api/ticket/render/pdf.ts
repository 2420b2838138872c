/**
 * The tickets' PDF (the confirmation mail's attachment and the staff download): one A5 page per ticket with
 * the event's title, date and time in Amsterdam, location, session, the ticket number, the holder's name and
 * the QR code of the door code (`qrcode`, PNG). PDFKit's built-in fonts, as the invoice and mandate PDFs.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { amsterdamDateTimeText } from '@newsroom/config';

type Row = Record<string, any>;
export type TicketPage = { ticket: Row; event: Row; session: Row | null; code: string };

const LABELS = {
  nl: {
    ticket: 'Ticket',
    number: 'Ticketnummer',
    name: 'Naam',
    when: 'Datum en tijd',
    where: 'Locatie',
    session: 'Sessie',
  },
  en: {
    ticket: 'Ticket',
    number: 'Ticket number',
    name: 'Name',
    when: 'Date and time',
    where: 'Location',
    session: 'Session',
  },
};

const when = (begins: unknown, ends: unknown) => {
  const from = amsterdamDateTimeText(begins).slice(0, 16);
  const to = amsterdamDateTimeText(ends).slice(0, 16);
  if (!from) return '';
  return to ? `${from} – ${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to}` : from;
};

export async function ticketsPdf(pages: TicketPage[], locale: 'nl' | 'en' = 'nl'): Promise<Buffer> {
  const t = LABELS[locale];
  const images = await Promise.all(
    pages.map((p) => QRCode.toBuffer(p.code, { errorCorrectionLevel: 'M', margin: 1, width: 300 })),
  );
  const doc = new PDFDocument({ size: 'A5', margin: 40, autoFirstPage: false, info: { Title: t.ticket } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  pages.forEach(({ ticket, event, session }, i) => {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(event.title ?? t.ticket);
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    const rows: [string, string][] = [
      [t.when, when(session?.beginsAt ?? event.beginsAt, session?.endsAt ?? event.endsAt)],
      [t.where, session?.location || event.location || ''],
      [t.session, session?.title ?? ''],
      [t.name, [ticket.firstName, ticket.lastName].filter(Boolean).join(' ')],
      [t.number, ticket.number],
    ];
    for (const [label, value] of rows) {
      if (!value) continue;
      doc.font('Helvetica-Bold').text(label, { continued: true }).font('Helvetica').text(`  ${value}`);
    }
    doc.image(images[i], doc.page.margins.left, doc.y + 16, { width: 220 });
  });
  doc.end();
  return done;
}
