/**
 * The upload policy (issue "hardening" S1, S3, S9): files judged by their bytes on every upload path,
 * `/uploads` served with nosniff and active content as sandboxed attachments, profile files private.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../src/bootstrap/demo-images';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;
const written: string[] = [];
beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(async () => {
  for (const file of written) fs.rmSync(file, { force: true });
  await app?.stop();
});

const PNG = gradientPng(4, 4, [200, 40, 40], [40, 40, 200]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.alloc(200),
]);
const MP3 = Buffer.concat([
  Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x0a', 'latin1'),
  Buffer.alloc(10),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);
const MP4 = Buffer.concat([
  Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom', 'latin1'),
  Buffer.alloc(64),
]);
// What the attacker uploads: a page whose script makes its reader an administrator.
const ESCALATION = `<html><script>fetch('/api/users/2',{method:'PUT',credentials:'include',headers:{'content-type':'application/json','x-csrf-token':document.cookie},body:'{"role":1}'})</script></html>`;

function form(content: Buffer | string, name: string, type: string, field = 'files') {
  const body = new FormData();
  body.append(field, new Blob([content], { type }), name);
  return body;
}
const upload = (client: Client, content: Buffer | string, name: string, type = 'application/octet-stream') =>
  client.post('/api/upload', form(content, name, type));
const uploadedId = async (content: Buffer | string, name: string, type?: string) => {
  const res = await upload(admin, content, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[0] as { id: number; url: string; mime: string };
};
const expectRefused = (res) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.details.code).toBe('file_type_not_allowed');
  expect(res.body.error.message).toMatch(/^File type not allowed/);
};

describe('media library uploads are judged by their bytes', () => {
  it.each([
    ['an HTML page', ESCALATION, 'x.html', 'text/html'],
    ['an HTML page named like an image', ESCALATION, 'x.png.html', 'image/png'],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.svg',
      'image/svg+xml',
    ],
    ['a plain SVG', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>', 'logo.svg', 'image/svg+xml'],
    ['a script', "fetch('/api/users/2', {method: 'PUT'})", 'x.js', 'text/javascript'],
    ['a Windows program named a.png', EXE, 'a.png', 'image/png'],
    ['a real PNG named x.html', PNG, 'x.html', 'image/png'],
    ['HTML named as a CSV', ESCALATION, 'x.csv', 'text/csv'],
  ])('refuses %s for the editor', async (_what, content, name, type) => {
    expectRefused(await upload(editor, content, name, type));
  });

  it('answers the refusal with the kinds it accepts', async () => {
    const res = await upload(editor, ESCALATION, 'x.html', 'text/html');
    expect(res.body.error.details.params.types).toContain('png');
    expect(res.body.error.details.types).toBe(res.body.error.details.params.types);
    expect(res.body.error.details.params.types).not.toContain('svg');
  });

  it('accepts images, documents, sheets, audio and video, and stores the detected type', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow(['x']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const cases: [Buffer | string, string, string][] = [
      [PNG, 'foto.png', 'image/png'],
      [PDF, 'folder.pdf', 'application/pdf'],
      [xlsx, 'lijst.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['naam;email\nAnna;anna@example.nl\n', 'lijst.csv', 'text/csv'],
      [MP3, 'podcast.mp3', 'audio/mpeg'],
      [MP4, 'video.mp4', 'video/mp4'],
    ];
    for (const [content, name, mime] of cases) {
      const res = await upload(editor, content, name, 'application/octet-stream');
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body[0].mime).toBe(mime);
    }
  });
});

describe('avatars and media fields accept images only (S9)', () => {
  it('refuses a Windows program named a.png as my avatar, accepts a PNG', async () => {
    expectRefused(await editor.post('/api/me/avatar', form(EXE, 'a.png', 'image/png', 'file')));
    expectRefused(await editor.post('/api/me/avatar', form(PDF, 'cv.pdf', 'application/pdf', 'file')));
    expect((await editor.post('/api/me/avatar', form(PNG, 'ik.png', 'image/png', 'file'))).status).toBe(200);
  });

  it("refuses a PDF as a profile's avatar or a product image, accepts an image", async () => {
    const pdf = await uploadedId(PDF, 'brief.pdf');
    const png = await uploadedId(PNG, 'gezicht.png');
    const avatar = await admin.post('/api/profiles', { data: { email: 'avatar-pdf@example.nl', avatar: pdf.id } });
    expectRefused(avatar);
    expect(avatar.body.error.details.errors[0].path).toEqual(['avatar']);
    expect(
      (await admin.post('/api/profiles', { data: { email: 'avatar-png@example.nl', avatar: png.id } })).status,
    ).toBe(201);
    const product = { name: 'Boek', price: 1250, taxPercentage: 21 };
    expectRefused(await admin.post('/api/products', { data: { ...product, images: [png.id, pdf.id] } }));
    expect((await admin.post('/api/products', { data: { ...product, images: [png.id] } })).status).toBe(201);
  });

  it('refuses an upload linked to an image field when it is no image', async () => {
    const body = form(PDF, 'brief.pdf', 'application/pdf');
    body.append('ref', 'api::profile.profile');
    body.append('refId', '1');
    body.append('field', 'avatar');
    expectRefused(await admin.post('/api/upload', body));
  });

  it('does not let the editor attach an upload to a profile', async () => {
    const profile = await admin.post('/api/profiles', { data: { email: 'linked@example.nl' } });
    const body = form(PNG, 'gezicht.png', 'image/png');
    body.append('ref', 'api::profile.profile');
    body.append('refId', String(profile.body.data.id));
    body.append('field', 'avatar');
    const res = await editor.post('/api/upload', body);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error.details.code).toBe('upload_link_not_allowed');
    const row = await app.strapi.db
      .query('api::profile.profile')
      .findOne({ where: { id: profile.body.data.id }, populate: { avatar: true } });
    expect(row.avatar).toBeNull();
  });

  it('refuses a CV that is no PDF or Word file whatever its name', async () => {
    const fake = await uploadedId('naam;email\n', 'cv.txt');
    const res = await admin.post('/api/profiles', { data: { email: 'cv-txt@example.nl', cv: { file: fake.id } } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('file_type');
  });
});

describe('/uploads is served without running anything', () => {
  it('serves images inline with nosniff', async () => {
    const png = await uploadedId(PNG, 'inline.png');
    const res = await app.client().bytes(png.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('serves documents as sandboxed attachments', async () => {
    const pdf = await uploadedId(PDF, 'download.pdf');
    const res = await app.client().bytes(pdf.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an HTML file that got into the folder some other way as a sandboxed attachment', async () => {
    const file = path.join(app.strapi.dirs.static.public, 'uploads', 'smuggled-test.html');
    fs.writeFileSync(file, ESCALATION);
    written.push(file);
    for (const url of [
      '/uploads/smuggled-test.html',
      '/uploads/%73muggled-test.html',
      '//uploads/smuggled-test.html',
    ]) {
      const res = await app.client().bytes(url);
      // Odd spellings of the path may be answered by the console's fallback; the file itself never comes unguarded.
      const servesFile = res.content.toString().includes('<script>fetch');
      expect(servesFile ? res.headers.get('content-security-policy') : 'sandbox (not served)', url).toMatch(/^sandbox/);
    }
    const plain = await app.client().bytes('/uploads/smuggled-test.html');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });
});

describe('profile files are private (S3)', () => {
  let cv: { id: number; url: string };
  let profileId: string;
  beforeAll(async () => {
    cv = await uploadedId(PDF, 'cv-anna.pdf', 'application/pdf');
    const res = await admin.post('/api/profiles', { data: { email: 'anna-cv@example.nl', cv: { file: cv.id } } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    profileId = res.body.data.documentId;
  });

  it('leaves a CV out of the media library for the editor, not for the administrator', async () => {
    const ids = (res) => res.body.map((f) => f.id);
    expect(ids(await editor.get('/api/upload/files'))).not.toContain(cv.id);
    expect((await editor.get(`/api/upload/files/${cv.id}`)).status).toBe(404);
    expect(ids(await editor.get('/api/upload/files?filters[name][$eq]=cv-anna.pdf'))).toEqual([]);
    expect(ids(await admin.get('/api/upload/files'))).toContain(cv.id);
  });

  it('does not let the editor replace a CV', async () => {
    const res = await editor.post(`/api/upload?id=${cv.id}`, form(PDF, 'ander.pdf', 'application/pdf'));
    expect(res.status).toBe(404);
  });

  it('does not serve a CV from /uploads, not even to its readers', async () => {
    expect((await app.client().bytes(cv.url)).status).toBe(404);
    expect((await admin.bytes(cv.url)).status).toBe(404);
    // koa-static decodes the path: an encoded spelling is the same file.
    const name = cv.url.slice('/uploads/'.length);
    expect((await app.client().bytes(`/uploads/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`)).status).toBe(404);
  });

  it('lets the administrator download it through the profile, nobody else', async () => {
    const url = `/api/profiles/${profileId}/files/${cv.id}`;
    const res = await admin.bytes(url);
    expect(res.status).toBe(200);
    expect(res.content.equals(PDF)).toBe(true);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cv-anna.pdf"/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect((await app.client().bytes(url)).status).toBe(401);
    expect((await editor.bytes(url)).status).toBe(403);
    const other = await uploadedId(PDF, 'los.pdf');
    expect((await admin.bytes(`/api/profiles/${profileId}/files/${other.id}`)).status).toBe(404);
  });
});

describe('profile import', () => {
  it('refuses HTML or a program sent as a CSV', async () => {
    expectRefused(await admin.post('/api/profiles/import/analyze', form(ESCALATION, 'leden.csv', 'text/csv', 'file')));
    expectRefused(await admin.post('/api/profiles/import/analyze', form(EXE, 'leden.csv', 'text/csv', 'file')));
  });
});
