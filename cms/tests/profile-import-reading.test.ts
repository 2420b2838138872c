// Profile import, reading files (issue "Profiles"): what analyze makes of a file, the encodings,
// delimiters and sheets it reads and writes back in the error file, values kept as written.
// SQLite by default, PostgreSQL with TEST_DATABASE_URL.
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { DUTCH, importEnvironment, importTools } from './helpers/imports';

let app: TestApp;
let admin: Client;
let editor: Client;
const { env, cleanUp } = importEnvironment();

beforeAll(async () => {
  app = await startApp(env);
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
}, 120_000);
afterAll(async () => {
  delete process.env.IMPORT_CHUNK_SIZE;
  await app?.stop();
  cleanUp();
});

const { analyze, upload, runImport, profileByEmail, errorFile } = importTools(() => ({ app, admin }));

describe('analyze', () => {
  it('reads a Dutch Excel export (Windows-1252, semicolons) and suggests a mapping', async () => {
    const data = await upload(iconv.encode(DUTCH, 'win1252'));
    expect(data).toMatchObject({
      format: 'csv',
      encoding: 'windows-1252',
      bom: false,
      delimiter: ';',
      headers: ['E-mailadres', 'Voornaam', 'Achternaam', 'Tags', 'Telefoon', 'Postcode'],
      suggestedMapping: ['email', 'firstName', 'lastName', 'tags', 'phoneNumber', 'address.postcode'],
      modes: ['skip', 'update', 'mergeTags'],
    });
    expect(data.importId).toMatch(/^[a-z0-9]{24}$/);
    expect(data.sampleRows[0]).toEqual({
      line: 2,
      cells: ['Jan.Jansen@Example.NL', 'Jan', 'Jansen', 'Zeilen, EVENT:Lezersavond 2026', '06-12345678', '1234ab'],
    });
    expect(data.sampleRows[1]).toMatchObject({
      line: 4,
      cells: ['anna@example.nl', 'Anna', 'Müller', 'Tuinieren; ACCESS:Premium', '', ''],
    });
    expect(data.fields.find((f) => f.name === 'email')).toEqual({ name: 'email', required: true });
  });

  it('refuses what it cannot read', async () => {
    expect((await analyze(admin, 'x', 'oud.xls')).body.error.details.code).toBe('unsupported_format');
    expect((await analyze(admin, '', 'leeg.csv')).body.error.details.code).toBe('empty_file');
    expect((await analyze(admin, '\r\n \r\n\r\n', 'leeg.csv')).body.error.details.code).toBe('no_header');
    expect((await analyze(admin, 'PK\x03\x04 not really a zip', 'kapot.xlsx')).body.error.details.code).toBe(
      'unreadable_file',
    );
    const none = await admin.post('/api/profiles/import/analyze', new FormData());
    expect([none.status, none.body.error.details.code]).toEqual([400, 'file_required']);
  });

  it('is for administrators only', async () => {
    expect((await analyze(editor, 'E-mail\na@b.nl\n')).status).toBe(403);
    expect((await analyze(app.client(), 'E-mail\na@b.nl\n')).status).toBe(401);
    expect((await editor.get('/api/profiles/export')).status).toBe(403);
    expect((await editor.get('/api/jobs')).status).toBe(403);
  });
});

describe('encodings, delimiters and sheets', () => {
  it('UTF-8 with BOM, commas, LF, empty lines and quoted commas', async () => {
    const data = await upload(
      '\ufeffEmail,First name,Tags\nbom0@example.nl,,\n\nbom@example.nl,Zoë,"Sport, Jazz"\n\n,,\nbom2@example.nl,Émile,\n',
      'bom.csv',
    );
    expect(data).toMatchObject({
      encoding: 'utf-8',
      bom: true,
      delimiter: ',',
      headers: ['Email', 'First name', 'Tags'],
    });
    const job = await runImport(data.importId, data.suggestedMapping);
    expect(job.result.counts).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
    // The first row left the name empty; the later rows' names still go in (one insert for all).
    expect(await profileByEmail('bom0@example.nl')).toMatchObject({
      firstName: null,
      type: 'LEAD',
      allowMessages: true,
    });
    expect((await profileByEmail('bom@example.nl')).firstName).toBe('Zoë');
    expect((await profileByEmail('bom2@example.nl')).firstName).toBe('Émile');
  });

  it('UTF-8 without BOM, tab-separated; its error file has no BOM either', async () => {
    const data = await upload('E-mail\tVoornaam\nnobom@example.nl\tŁukasz\nkapot\tX\n', 'tab.txt');
    expect(data).toMatchObject({ encoding: 'utf-8', bom: false, delimiter: '\t' });
    await runImport(data.importId, data.suggestedMapping);
    expect((await profileByEmail('nobom@example.nl')).firstName).toBe('Łukasz');
    const file = await errorFile(data.importId);
    expect(file.body.toString('utf8')).toBe(
      'E-mail\tVoornaam\tFout\r\nkapot\tX\tE-mail: is geen geldig e-mailadres\r\n',
    );
  });

  it('UTF-8 with BOM keeps its BOM in the error file', async () => {
    const data = await upload('\ufeffE-mail;Naam\r\nfout;Zoë\r\n', 'bom.csv');
    await runImport(data.importId, ['email', null]);
    const file = await errorFile(data.importId);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(file.body.subarray(3).toString('utf8')).toBe(
      'E-mail;Naam;Fout\r\nfout;Zoë;E-mail: is geen geldig e-mailadres\r\n',
    );
  });

  it('XLSX in, XLSX error file out', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Blad1');
    sheet.addRow(['E-mailadres', 'Voornaam', 'Opt-in', 'Type']);
    sheet.addRow(['xlsx@example.nl', 'Xander', 'ja', 'subscriber']);
    sheet.addRow([]);
    sheet.addRow(['xlsx-fout', 'Y', 'misschien', 'LEAD']);
    const data = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'leden.xlsx');
    expect(data).toMatchObject({
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      suggestedMapping: ['email', 'firstName', 'optIn', 'type'],
    });
    const job = await runImport(data.importId, data.suggestedMapping);
    expect(job.result.counts).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    expect(await profileByEmail('xlsx@example.nl')).toMatchObject({
      firstName: 'Xander',
      optIn: true,
      type: 'SUBSCRIBER',
    });
    const file = await errorFile(data.importId);
    expect(file.type).toContain('spreadsheetml');
    expect(file.disposition).toContain('leden-fouten.xlsx');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(file.body as any);
    expect(back.worksheets[0].getRow(1).values).toEqual([
      undefined,
      'E-mailadres',
      'Voornaam',
      'Opt-in',
      'Type',
      'Fout',
    ]);
    expect(back.worksheets[0].getRow(2).values).toEqual([
      undefined,
      'xlsx-fout',
      'Y',
      'misschien',
      'LEAD',
      'E-mailadres: is geen geldig e-mailadres; Opt-in: moet ja of nee zijn',
    ]);
  });
});

describe('values as written', () => {
  it('keeps quotes, backslashes, braces, commas, the word NULL and emoji in a value', async () => {
    const people = [
      ['tekens1@import.nl', 'Jan "de Man"', 'C:\\pad\\naar'],
      ['tekens2@import.nl', '{a,b}', 'NULL'],
      ['tekens3@import.nl', "O'Brien, Jr.", 'Zoë 😀 \\"'],
    ];
    const csv = [
      'E-mail;Voornaam;Achternaam',
      ...people.map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')),
    ].join('\n');
    const { importId, suggestedMapping } = await upload(csv);
    expect(suggestedMapping).toEqual(['email', 'firstName', 'lastName']);
    const job = await runImport(importId, suggestedMapping);
    expect(job.result.counts).toMatchObject({ create: 3, error: 0 });
    for (const [email, firstName, lastName] of people)
      expect(await profileByEmail(email)).toMatchObject({ firstName, lastName });
  });
});
