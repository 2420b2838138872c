// Unit tests of the import's pure parts: file detection, streamed rows, row rules, the error file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { suggestMapping } from '@newsroom/config';
import { bomOf, detectDelimiter, detectEncoding, detectFormat, isValidUtf8 } from '../src/services/import/detect';
import { analyzeFile, cellText, countCsvRecords, countDataRows, dataRows, readRows } from '../src/services/import/rows';
import { mappingFailure, parseBoolean, parseTags, readRow, reasonOf, slugify } from '../src/services/import/values';
import { ErrorLog, readErrorLog, writeErrorFile } from '../src/services/import/error-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-import-unit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (content: string | Buffer, name = `f${++n}.csv`) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};
const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

describe('detection', () => {
  it('tells XLSX from text by its bytes and refuses old .xls', () => {
    expect(detectFormat(Buffer.from('PK\x03\x04rest', 'latin1'), 'x.csv')).toBe('xlsx');
    expect(detectFormat(Buffer.from('a;b\n'), 'leden.txt')).toBe('csv');
    expect(() => detectFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 'x.bin')).toThrow(/xls/);
    expect(() => detectFormat(Buffer.from('x'), 'old.xls')).toThrow(/xls/);
    expect(() => detectFormat(Buffer.alloc(0), 'x.csv')).toThrow(/empty/);
  });

  it('finds byte-order marks', () => {
    expect(bomOf(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ encoding: 'utf-8', length: 3 });
    expect(bomOf(Buffer.from([0xff, 0xfe, 0x41, 0]))).toEqual({ encoding: 'utf-16le', length: 2 });
    expect(bomOf(Buffer.from('abc'))).toBeNull();
  });

  it('accepts UTF-8 split over chunks and refuses Windows-1252 bytes', () => {
    const e = Buffer.from('é', 'utf8');
    expect(isValidUtf8([Buffer.from('caf'), e.subarray(0, 1), e.subarray(1)])).toBe(true);
    expect(isValidUtf8([Buffer.from([0x63, 0x61, 0x66, 0xe9])])).toBe(false);
  });

  it('detects the encoding of a whole file', async () => {
    expect(await detectEncoding(file('\ufeffE-mail;Naam\na@b.nl;José\n'))).toEqual({ encoding: 'utf-8', bom: true });
    expect(await detectEncoding(file('E-mail;Naam\na@b.nl;José\n'))).toEqual({ encoding: 'utf-8', bom: false });
    expect(await detectEncoding(file(iconv.encode('E-mail;Naam\na@b.nl;José\n', 'win1252')))).toEqual({
      encoding: 'windows-1252',
      bom: false,
    });
    // Valid UTF-8 for a megabyte, then one Windows-1252 byte: still Windows-1252.
    const long = Buffer.concat([Buffer.from('E-mail\n' + 'a@b.nl\n'.repeat(200_000)), Buffer.from([0xe9, 0x0a])]);
    expect((await detectEncoding(file(long))).encoding).toBe('windows-1252');
    expect(await detectEncoding(file(iconv.encode('E-mail\ta\n', 'utf16le', { addBOM: true })))).toEqual({
      encoding: 'utf-16le',
      bom: true,
    });
  });

  it('detects the delimiter from the lines that agree', () => {
    expect(detectDelimiter('E-mailadres;Voornaam;Tags\na@b.nl;Jan;Sport, Jazz\nc@d.nl;Piet;Jazz, Pop, Rock\n')).toBe(
      ';',
    );
    expect(detectDelimiter('email,first name\na@b.nl,Jan\n')).toBe(',');
    expect(detectDelimiter('email\tname\na@b.nl\tJan\n')).toBe('\t');
    expect(detectDelimiter('email,name;x\n"a,b";c;d\n"e,f";g;h\n')).toBe(';');
    expect(detectDelimiter('email\na@b.nl\n')).toBe(',');
  });
});

describe('rows', () => {
  it('reads a semicolon file with quotes, blank lines, empty rows and CRLF, with the lines a person sees', async () => {
    const p = file(
      '\ufeffE-mailadres;Voornaam;Tags\r\n\r\na@b.nl;"Jan; de ""Jonge""";Sport\r\n;;\r\n"c@d.nl";"Piet\r\nPaul";\r\n\r\ne@f.nl;Els\r\n',
    );
    const analysis = await analyzeFile(p, 'leden.csv');
    expect(analysis).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      bom: true,
      delimiter: ';',
      headers: ['E-mailadres', 'Voornaam', 'Tags'],
      headerLine: 1,
    });
    expect(analysis.sample).toEqual([
      { line: 3, cells: ['a@b.nl', 'Jan; de "Jonge"', 'Sport'] },
      { line: 5, cells: ['c@d.nl', 'Piet\r\nPaul', ''] },
      { line: 8, cells: ['e@f.nl', 'Els'] },
    ]);
    expect(await countDataRows(p, analysis)).toBe(3);
    expect((await collect(dataRows(p, analysis, 5))).map((r) => r.line)).toEqual([8]);
  });

  it('counts records by scanning bytes exactly as the parser reads them', async () => {
    const samples = [
      'a;b\r\n1;2\r\n',
      'a;b\n\n1;2\n;;\n  ;  \n"";""\n3;4',
      'a;b\r1;"x\r\ny"\r"q ""quoted"" ; still";5\r',
      'a,b\n1,say "hi" there\n"multi\n\nline",x\n\n',
      'email\n"a@b.nl"\n\n\n',
    ];
    for (const [i, text] of samples.entries()) {
      const delimiter = i === 3 ? ',' : ';';
      const p = file(text);
      const parsed = await collect(readRows(p, { format: 'csv', encoding: 'utf-8', bom: false, delimiter }));
      expect(await countCsvRecords(p, delimiter), JSON.stringify(text)).toBe(parsed.length);
    }
  });

  it('reads Windows-1252 and mixed line endings', async () => {
    const p = file(iconv.encode('E-mail;Achternaam\na@b.nl;Müller\r\nc@d.nl;Çelik\n', 'win1252'));
    const analysis = await analyzeFile(p, 'x.csv');
    expect(analysis.encoding).toBe('windows-1252');
    expect((await collect(dataRows(p, analysis))).map((r) => [r.line, r.cells[1]])).toEqual([
      [2, 'Müller'],
      [3, 'Çelik'],
    ]);
  });

  it('reads UTF-16 text from Excel ("Unicode-tekst")', async () => {
    const p = file(iconv.encode('E-mail\tVoornaam\r\na@b.nl\tZoë\r\n', 'utf16le', { addBOM: true }), 'u.txt');
    const analysis = await analyzeFile(p, 'u.txt');
    expect(analysis).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', headers: ['E-mail', 'Voornaam'] });
    expect(analysis.sample[0].cells).toEqual(['a@b.nl', 'Zoë']);
  });

  it('reports a file that cannot be parsed with the line', async () => {
    const p = file('E-mail;Naam\na@b.nl;"open\n');
    const analysis = await analyzeFile(p, 'x.csv').catch((e) => e);
    const error = analysis instanceof Error ? analysis : await collect(dataRows(p, analysis)).catch((e) => e);
    expect(error.code).toBe('unreadable_file');
  });

  it('reads the first worksheet of an XLSX, skipping empty rows, with cell values as text', async () => {
    const p = path.join(dir, 'sheet.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leden');
    sheet.addRow(['E-mail', 'Voornaam', 'Lid sinds', 'Nummer']);
    sheet.addRow([
      'a@b.nl',
      { richText: [{ text: 'Ja' }, { text: 'n' }] },
      new Date('2024-05-01T00:00:00Z'),
      612345678,
    ]);
    sheet.addRow([]);
    sheet.addRow(['c@d.nl', { formula: 'UPPER("x")', result: 'X' }, null, 1.5]);
    workbook.addWorksheet('Other').addRow(['ignored']);
    await workbook.xlsx.writeFile(p);
    const analysis = await analyzeFile(p, 'sheet.xlsx');
    expect(analysis).toMatchObject({
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      headers: ['E-mail', 'Voornaam', 'Lid sinds', 'Nummer'],
    });
    expect(analysis.sample).toEqual([
      { line: 2, cells: ['a@b.nl', 'Jan', '2024-05-01', '612345678'] },
      { line: 4, cells: ['c@d.nl', 'X', '', '1.5'] },
    ]);
    expect(await countDataRows(p, analysis)).toBe(2);
  });

  it('turns cell values into text', () => {
    expect(cellText({ text: 'site', hyperlink: 'https://x.nl' })).toBe('site');
    expect(cellText(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(true)).toBe('true');
  });

  it('streams a large file without holding it', async () => {
    const p = path.join(dir, 'big.csv');
    const out = fs.createWriteStream(p);
    out.write('email;voornaam\n');
    for (let i = 0; i < 200_000; i++) out.write(`user${i}@example.nl;Naam ${i}\n`);
    await new Promise((r) => out.end(r));
    const analysis = await analyzeFile(p, 'big.csv');
    const before = process.memoryUsage().heapUsed;
    let last = 0;
    for await (const row of dataRows(p, analysis)) last = row.line;
    expect(last).toBe(200_001);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 2 ** 20);
  });
});

describe('row rules', () => {
  const headers = ['E-mailadres', 'Voornaam', 'Telefoon', 'Postcode', 'Tags', 'Opt-in', 'Type'];
  const mapping = suggestMapping(headers);

  it('suggests a mapping from Dutch and English headers', () => {
    expect(mapping).toEqual(['email', 'firstName', 'phoneNumber', 'address.postcode', 'tags', 'optIn', 'type']);
    expect(suggestMapping(['Email address', 'First name', 'Last name', 'E-mail', 'Fout', 'Woonplaats'])).toEqual([
      'email',
      'firstName',
      'lastName',
      null,
      null,
      'address.city',
    ]);
  });

  it('checks a mapping', () => {
    expect(mappingFailure(['email', null], 2)).toBeNull();
    expect(mappingFailure('email', 2)?.code).toBe('mapping_required');
    expect(mappingFailure([null, 'firstName'], 2)?.code).toBe('email_not_mapped');
    expect(mappingFailure(['email', 'email'], 2)?.code).toBe('field_mapped_twice');
    expect(mappingFailure(['email', 'password'], 2)?.code).toBe('unknown_field');
    expect(mappingFailure(['email', null, null], 2)?.code).toBe('mapping_length');
  });

  it('normalises a good row', () => {
    const row = readRow(
      [
        ' Jan@Example.NL ',
        'Jan',
        '06-12345678',
        '1234ab',
        'Sport, EVENT:Jazz 2026; toegang: Premium',
        'ja',
        'subscriber',
      ],
      mapping,
    );
    expect(row.failures).toEqual([]);
    expect(row.email).toBe('jan@example.nl');
    expect(row.fields).toEqual({ firstName: 'Jan', phoneNumber: '06-12345678', optIn: true, type: 'SUBSCRIBER' });
    expect(row.address).toEqual({ postcode: '1234 AB', country: 'NL' });
    expect(row.tags).toEqual([
      { kind: 'INTEREST', name: 'Sport', slug: 'sport' },
      { kind: 'EVENT', name: 'Jazz 2026', slug: 'jazz-2026' },
      { kind: 'ACCESS', name: 'Premium', slug: 'premium' },
    ]);
  });

  it('reports every broken field with its column and a Dutch reason', () => {
    const row = readRow(['not-an-email', 'Jan', 'bel me', '12345', 'ok, :', 'misschien', 'ROBOT'], mapping);
    expect(row.failures.map((f) => [f.field, f.code])).toEqual([
      ['email', 'email'],
      ['tags', 'tag_invalid'],
      ['optIn', 'boolean'],
      ['type', 'oneOf'],
      ['phoneNumber', 'phone'],
      ['address.postcode', 'postcode'],
    ]);
    expect(reasonOf(row.failures[0], headers)).toBe('E-mailadres: is geen geldig e-mailadres');
    expect(reasonOf(row.failures[5], headers)).toBe('Postcode: is geen Nederlandse postcode zoals 1234 AB');
    expect(readRow(['', 'Jan', '', '', '', '', ''], mapping).failures.map((f) => f.code)).toEqual(['required']);
  });

  it('refuses control characters and bidi overrides like every other write (a NUL never reaches the database)', () => {
    const row = readRow(['jan\u0000@example.nl', 'Jan\u202Egnp.exe', '', '', '', '', ''], mapping);
    expect(row.failures.map((f) => [f.field, f.code])).toEqual([
      ['email', 'control_characters'],
      ['firstName', 'control_characters'],
    ]);
    expect(reasonOf(row.failures[1], headers)).toBe(
      'Voornaam: bevat stuurtekens of tekens die de schrijfrichting omdraaien',
    );
  });

  it('parses yes/no, tags and slugs', () => {
    expect([parseBoolean('Ja'), parseBoolean('nee'), parseBoolean('1'), parseBoolean('x'), parseBoolean('?')]).toEqual([
      true,
      false,
      true,
      true,
      undefined,
    ]);
    expect(parseTags('Sport; sport ,Café-avond').tags.map((t) => t.slug)).toEqual(['sport', 'cafe-avond']);
    expect(parseTags('Note: important').tags).toEqual([
      { kind: 'INTEREST', name: 'Note: important', slug: 'note-important' },
    ]);
    expect(parseTags('x'.repeat(81)).failures[0].code).toBe('tag_too_long');
    expect(slugify(' Ünïcode  & Co ')).toBe('unicode-co');
  });
});

describe('error file', () => {
  const entries = [
    { line: 3, cells: ['a@', 'José'], reason: 'E-mail: is geen geldig e-mailadres', code: 'email', field: 'email' },
    {
      line: 9,
      cells: ['b@c.nl', 'Zoë; "Z"'],
      reason: 'E-mail: dubbel: hetzelfde e-mailadres staat al op regel 4',
      code: 'duplicate_in_file',
      field: 'email',
    },
  ];
  const toBuffer = async (write: (out: PassThrough) => Promise<void>) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c) => chunks.push(c));
    const done = new Promise((r) => out.on('end', r));
    await write(out);
    await done;
    return Buffer.concat(chunks);
  };

  it('appends to a log that can be cut back to what committed', async () => {
    const p = path.join(dir, 'errors.jsonl');
    const log = await ErrorLog.open(p);
    const first = await log.append([entries[0]]);
    await log.append([entries[1]]);
    expect((await collect(readErrorLog(p))).length).toBe(2);
    expect((await collect(readErrorLog(p, first))).map((e) => e.line)).toEqual([3]);
    const reopened = await ErrorLog.open(p, first);
    expect(reopened.bytes).toBe(first);
    expect((await collect(readErrorLog(p))).map((e) => e.line)).toEqual([3]);
  });

  it('writes CSV in the upload encoding and delimiter with a Fout column', async () => {
    async function* list() {
      yield* entries;
    }
    const win = await toBuffer((out) =>
      writeErrorFile(out, list(), ['E-mail', 'Naam'], {
        format: 'csv',
        encoding: 'windows-1252',
        bom: false,
        delimiter: ';',
      }),
    );
    expect(iconv.decode(win, 'win1252')).toBe(
      'E-mail;Naam;Fout\r\na@;José;E-mail: is geen geldig e-mailadres\r\nb@c.nl;"Zoë; ""Z""";E-mail: dubbel: hetzelfde e-mailadres staat al op regel 4\r\n',
    );
    expect(win.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const utf = await toBuffer((out) =>
      writeErrorFile(out, list(), ['E-mail', 'Naam', 'Fout'], {
        format: 'csv',
        encoding: 'utf-8',
        bom: true,
        delimiter: ',',
      }),
    );
    expect(utf.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(utf.toString('utf8').slice(1).split('\r\n')[0]).toBe('E-mail,Naam,Fout');
  });

  it('writes XLSX', async () => {
    async function* list() {
      yield* entries;
    }
    const xlsx = await toBuffer((out) =>
      writeErrorFile(out, list(), ['E-mail', 'Naam'], { format: 'xlsx', encoding: null, bom: false, delimiter: null }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as any);
    const rows = workbook.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r: any) => r.slice(1));
    expect(rows).toEqual([
      ['E-mail', 'Naam', 'Fout'],
      ['a@', 'José', 'E-mail: is geen geldig e-mailadres'],
      ['b@c.nl', 'Zoë; "Z"', 'E-mail: dubbel: hetzelfde e-mailadres staat al op regel 4'],
    ]);
  });
});

it('reads rows of every kind of file through one entry point', async () => {
  const p = file('email\na@b.nl\n');
  expect((await collect(readRows(p, { format: 'csv', encoding: 'utf-8', bom: false, delimiter: ',' }))).length).toBe(2);
});
