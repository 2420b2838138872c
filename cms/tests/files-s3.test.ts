/**
 * Storage on S3 (UPLOAD_PROVIDER=s3, docs/files.md) against a local S3 server (s3rver) started here: uploads land
 * in the public bucket and are served from it, the file manager lists them, a private file leaves the public
 * bucket for the private one and is read only through a signed URL, and deleting removes the objects.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { gradientPng } from '../src/bootstrap/demo-images';
import { markPrivate } from '../src/services/private-files';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

const BUCKET = 'newsroom-public';
const PRIVATE = 'newsroom-private';
let s3: { run: () => Promise<{ port: number }>; close: () => Promise<void> };
let endpoint: string;
let directory: string;
let app: TestApp;
let admin: Client;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }, { name: PRIVATE }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  app = await startApp({
    UPLOAD_PROVIDER: 's3',
    S3_BUCKET: BUCKET,
    S3_PRIVATE_BUCKET: PRIVATE,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  admin = await app.login(ADMIN);
  await admin.post('/api/file-manager/folders', { path: 'public/', name: 'emmer' });
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await s3?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const png = gradientPng(16, 16, [10, 120, 200], [200, 80, 10]);
async function upload(name: string) {
  const form = new FormData();
  form.append('path', 'public/emmer/');
  form.append('files', new Blob([png], { type: 'image/png' }), name);
  const res = await admin.post('/api/file-manager/upload', form);
  expect(res.status).toBe(201);
  return res.body.data[0] as { id: number; src: string; filename: string };
}
const anonymousGet = (url: string) => fetch(url);
// The upload plugin may re-encode an image (optimisation), so the stored bytes are a PNG, not the same bytes.
const isPng = (bytes: ArrayBuffer) => Buffer.from(bytes).subarray(0, 8).equals(png.subarray(0, 8));

describe('storage on S3', () => {
  it('uploads into the public bucket, serves the bytes from it and lists the file', async () => {
    const file = await upload('bucket.png');
    expect(file.src.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    const res = await anonymousGet(file.src);
    expect(res.status).toBe(200);
    expect(isPng(await res.arrayBuffer())).toBe(true);
    const row = await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } });
    expect(row.provider).toBe('aws-s3');
    const list = await admin.get('/api/file-manager/list?path=public/emmer/');
    expect(list.body.data.files.map((f: { filename: string }) => f.filename)).toContain('bucket.png');
  });

  it('moves a private file out of the public bucket; only a signed URL reads it', async () => {
    const file = await upload('cv-scan.png');
    await markPrivate(app.strapi, [file.id]);
    expect((await anonymousGet(file.src)).status).toBe(404);
    const row = await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } });
    expect(row.url.startsWith(`${endpoint}/${PRIVATE}/`)).toBe(true);
    // The product's download routes (src/services/file-download.ts) redirect to this signed URL.
    const signed = await app.strapi.plugin('upload').service('file').signFileUrls(row);
    expect(signed.isUrlSigned).toBe(true);
    expect(signed.url).toContain('X-Amz-Signature=');
    const read = await anonymousGet(signed.url);
    expect(read.status).toBe(200);
    expect(isPng(await read.arrayBuffer())).toBe(true);
    // And the file manager does not show it.
    const list = await admin.get('/api/file-manager/list?path=public/emmer/&search=cv-scan');
    expect(list.body.data.files).toEqual([]);

    await app.strapi.plugin('upload').service('upload').remove(row);
    expect(fs.existsSync(path.join(directory, PRIVATE, new URL(row.url).pathname.split('/').pop()!))).toBe(false);
    expect((await anonymousGet(signed.url)).status).toBe(404);
  });

  it('deleting a file in the file manager removes its object', async () => {
    const file = await upload('weg.png');
    expect((await anonymousGet(file.src)).status).toBe(200);
    expect((await admin.del(`/api/file-manager/files/${file.id}`)).status).toBe(204);
    expect((await anonymousGet(file.src)).status).toBe(404);
  });
});
