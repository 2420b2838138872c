/**
 * The guest list (service `api::ticket.guest-list`; docs/events.md "Guest list"): the valid tickets of an event
 * (or one of its sessions) sorted by last name, first name and id, with number, name, buyer and scanned flag
 * plus the chosen columns (e-mail, session, order number, scanned at), as PDF or XLSX. Streamed: read 500 at
 * a time by keyset (the last row's sort key, never an offset), each page written before the next is read
 * (exceljs' WorkbookWriter, PDFKit piped to the response), so 10,000 attendees do not grow memory.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { errors } from '@strapi/utils';
import { amsterdamDateTimeText, guestListColumns, type GuestListColumn } from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import { dbModel } from '../../../services/db-model';
import { neutraliseRow } from '../../../services/spreadsheet-cells';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::ticket.ticket';
const EVENT = 'api::event.event';
const SESSION = 'api::event-session.event-session';
export const GUEST_LIST_PAGE = 500;

const HEADERS: Record<'nl' | 'en', Record<GuestListColumn, string>> = {
  nl: {
    number: 'Ticketnummer',
    name: 'Naam',
    buyer: 'Koper',
    scanned: 'Gescand',
    email: 'E-mail',
    session: 'Sessie',
    order: 'Bestelling',
    scannedAt: 'Gescand om',
  },
  en: {
    number: 'Ticket number',
    name: 'Name',
    buyer: 'Buyer',
    scanned: 'Scanned',
    email: 'E-mail',
    session: 'Session',
    order: 'Order',
    scannedAt: 'Scanned at',
  },
};
const WIDTHS: Record<GuestListColumn, number> = {
  number: 16,
  name: 30,
  buyer: 28,
  scanned: 9,
  email: 30,
  session: 20,
  order: 12,
  scannedAt: 18,
};

export type GuestListRequest = {
  format: 'pdf' | 'xlsx';
  columns: GuestListColumn[];
  event: Row;
  session: Row | null;
  locale: 'nl' | 'en';
};

export default ({ strapi }: WithStrapi) => ({
  /** Everything that can be refused is checked before the first byte. */
  async prepare(query: Row): Promise<GuestListRequest> {
    const format = String(query.format ?? 'pdf');
    if (format !== 'pdf' && format !== 'xlsx')
      refuseFields([{ path: ['format'], code: 'oneOf', params: { values: 'pdf, xlsx' } }]);
    if (typeof query.event !== 'string' || !query.event) refuseFields([{ path: ['event'], code: 'required' }]);
    const event = await strapi.db.query(EVENT).findOne({
      where: { documentId: query.event },
      select: ['id', 'documentId', 'title', 'beginsAt', 'location', 'slug'],
    });
    if (!event) throw new errors.NotFoundError('Event not found.');
    let session: Row | null = null;
    if (typeof query.session === 'string' && query.session) {
      session = await strapi.db
        .query(SESSION)
        .findOne({ where: { documentId: query.session, event: { id: event.id } }, select: ['id', 'title'] });
      if (!session) throw new errors.NotFoundError('Session not found in this event.');
    }
    return {
      format: format as 'pdf' | 'xlsx',
      columns: guestListColumns(query.columns),
      event,
      session,
      locale: query.locale === 'en' ? 'en' : 'nl',
    };
  },

  fileName(request: GuestListRequest) {
    return `gastenlijst-${request.event.slug || request.event.documentId}.${request.format}`;
  },

  /** The rows in pages of GUEST_LIST_PAGE, by (last name, first name, id) with empty names first. */
  async *rows(request: GuestListRequest): AsyncGenerator<Row[]> {
    const m = dbModel(strapi, UID);
    const link = (relation: string) => m.joinTable(relation)!;
    const ev = link('event');
    const se = link('session');
    const or = link('order');
    const cu = link('customer');
    const orderMeta = dbModel(strapi, 'api::order.order');
    const customerMeta = dbModel(strapi, 'api::customer.customer');
    const sessionMeta = dbModel(strapi, SESSION);
    const last = `COALESCE(t.${m.column('lastName')}, '')`;
    const first = `COALESCE(t.${m.column('firstName')}, '')`;
    let after: [string, string, number] | null = null;
    for (;;) {
      const knex = strapi.db.connection;
      const query = knex({ t: m.table })
        .join({ ev: ev.name }, `ev.${ev.joinColumn.name}`, 't.id')
        .leftJoin({ se: se.name }, `se.${se.joinColumn.name}`, 't.id')
        .leftJoin({ s: sessionMeta.table }, 's.id', `se.${se.inverseJoinColumn.name}`)
        .leftJoin({ orl: or.name }, `orl.${or.joinColumn.name}`, 't.id')
        .leftJoin({ o: orderMeta.table }, 'o.id', `orl.${or.inverseJoinColumn.name}`)
        .leftJoin({ cul: cu.name }, `cul.${cu.joinColumn.name}`, 't.id')
        .leftJoin({ c: customerMeta.table }, 'c.id', `cul.${cu.inverseJoinColumn.name}`)
        .where(`ev.${ev.inverseJoinColumn.name}`, request.event.id)
        .andWhere(`t.${m.column('revoked')}`, false)
        .select(
          't.id',
          knex.raw(`${last} as sort_last`),
          knex.raw(`${first} as sort_first`),
          `t.${m.column('number')} as number`,
          `t.${m.column('firstName')} as firstName`,
          `t.${m.column('lastName')} as lastName`,
          `t.${m.column('email')} as email`,
          `t.${m.column('scanned')} as scanned`,
          `t.${m.column('scannedAt')} as scannedAt`,
          `s.${sessionMeta.column('title')} as session`,
          `o.${orderMeta.column('serial')} as orderSerial`,
          `c.${customerMeta.column('name')} as customerName`,
          `c.${customerMeta.column('contact')} as customerContact`,
        )
        .orderByRaw(`${last} ASC, ${first} ASC, t.id ASC`)
        .limit(GUEST_LIST_PAGE);
      if (request.session) query.andWhere(`se.${se.inverseJoinColumn.name}`, request.session.id);
      if (after)
        query.andWhereRaw(`(${last} > ? OR (${last} = ? AND (${first} > ? OR (${first} = ? AND t.id > ?))))`, [
          after[0],
          after[0],
          after[1],
          after[1],
          after[2],
        ]);
      const rows: Row[] = await query;
      if (!rows.length) return;
      yield rows;
      if (rows.length < GUEST_LIST_PAGE) return;
      const end = rows[rows.length - 1];
      after = [end.sort_last, end.sort_first, Number(end.id)];
    }
  },

  cells(request: GuestListRequest, row: Row): string[] {
    const yes = request.locale === 'en' ? 'yes' : 'ja';
    const value: Record<GuestListColumn, string> = {
      number: row.number ?? '',
      name: [row.lastName, row.firstName].filter(Boolean).join(', '),
      buyer: row.customerName || row.customerContact || '',
      scanned: row.scanned === true || row.scanned === 1 ? yes : '',
      email: row.email ?? '',
      session: row.session ?? '',
      order: row.orderSerial ?? '',
      scannedAt: amsterdamDateTimeText(row.scannedAt),
    };
    return request.columns.map((c) => value[c]);
  },

  async write(request: GuestListRequest, out: Writable) {
    const headers = request.columns.map((c) => HEADERS[request.locale][c]);
    if (request.format === 'xlsx') {
      const workbook = new (ExcelJS as any).stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(request.locale === 'en' ? 'Guest list' : 'Gastenlijst');
      sheet.columns = request.columns.map((c, i) => ({ header: headers[i], width: WIDTHS[c] }));
      for await (const rows of this.rows(request))
        for (const row of rows) sheet.addRow(neutraliseRow(this.cells(request, row))).commit();
      sheet.commit();
      await workbook.commit();
      return;
    }
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, bufferPages: false });
    doc.pipe(out);
    const width = doc.page.width - 72;
    const total = request.columns.reduce((n, c) => n + WIDTHS[c], 0);
    const xs: number[] = [];
    request.columns.reduce((x, c) => (xs.push(x), x + (WIDTHS[c] / total) * width), 36);
    const line = (cells: string[], bold = false) => {
      if (doc.y > doc.page.height - 60) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((cell, i) =>
        doc.text(cell, xs[i], y, {
          width: (WIDTHS[request.columns[i]] / total) * width - 6,
          lineBreak: false,
          ellipsis: true,
        }),
      );
      doc.x = 36;
      doc.y = y + 14;
    };
    const title = [request.event.title, request.session?.title].filter(Boolean).join(' – ');
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`${request.locale === 'en' ? 'Guest list' : 'Gastenlijst'}: ${title}`);
    // When and where, and when this list was made: a printed list at the door says how fresh it is.
    const en = request.locale === 'en';
    const when = request.event.beginsAt ? amsterdamDateTimeText(request.event.beginsAt).slice(0, 16) : '';
    const made = `${en ? 'made' : 'gemaakt'} ${amsterdamDateTimeText(new Date()).slice(0, 16)}`;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text([when, request.event.location].filter(Boolean).join(', ') + ` · ${made}`)
      .fillColor('#000000');
    doc.moveDown(0.5);
    line(headers, true);
    for await (const rows of this.rows(request)) {
      for (const row of rows) line(this.cells(request, row));
      // Let the response drain before the next page is read.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    doc.end();
    await new Promise((resolve, reject) => {
      out.once('finish', resolve);
      out.once('error', reject);
    });
  },
});
