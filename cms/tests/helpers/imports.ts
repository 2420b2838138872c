/**
 * The profile import through the API, for the import and profile-list tests: upload and analyse a file,
 * run it as a job and wait for it, read the error file, find profiles and duplicate e-mail addresses.
 * `current` returns the running app and its signed-in administrator (a test may restart the app).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Client } from './client';

export const PROFILE = 'api::profile.profile';

/** A folder for the uploads of one test file, and the environment that points the CMS at it. */
export function importEnvironment() {
  const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-imports-'));
  return {
    env: { JOBS_POLL_MS: '200', IMPORT_DIR: importDir },
    cleanUp: () => fs.rmSync(importDir, { recursive: true, force: true }),
  };
}

export function importTools(current: () => { app: TestApp; admin: Client }) {
  async function analyze(client: Client, content: string | Buffer, name = 'leden.csv') {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    return client.post('/api/profiles/import/analyze', form);
  }
  async function upload(content: string | Buffer, name = 'leden.csv') {
    const res = await analyze(current().admin, content, name);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }
  async function waitForJob(jobId: string, client = current().admin, timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.get(`/api/jobs/${jobId}`);
      expect(res.status).toBe(200);
      if (['COMPLETED', 'FAILED'].includes(res.body.data.status)) return res.body.data;
      if (Date.now() > until) throw new Error(`job ${jobId} still ${res.body.data.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  async function runImport(importId: string, mapping: (string | null)[], mode = 'skip') {
    const res = await current().admin.post(`/api/profiles/import/${importId}/run`, { mapping, mode });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return waitForJob(res.body.data.jobId);
  }
  const profileByEmail = (email: string) =>
    current()
      .app.strapi.db.query(PROFILE)
      .findOne({
        where: { email },
        populate: { tags: { select: ['name', 'slug', 'kind'] }, addresses: true, newsletters: { select: ['name'] } },
      });
  const errorFile = async (importId: string, query = '') => {
    const { app, admin } = current();
    const res = await fetch(`${app.url}/api/profiles/import/${importId}/errors${query}`, {
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };
  const duplicateEmails = async () => {
    const { strapi } = current().app;
    const meta = strapi.db.metadata.get(PROFILE);
    const email = meta.attributes.email.columnName;
    return strapi.db
      .connection(meta.tableName)
      .select(strapi.db.connection.raw('lower(??) as e', [email]))
      .count({ n: '*' })
      .groupByRaw('lower(??)', [email])
      .havingRaw('count(*) > 1');
  };
  return { analyze, upload, waitForJob, runImport, profileByEmail, errorFile, duplicateEmails };
}

/** A Dutch Excel export: Windows-1252, semicolons, CRLF, a blank line, an empty ";;;" row, quoted cells. */
export const DUTCH = [
  'E-mailadres;Voornaam;Achternaam;Tags;Telefoon;Postcode',
  'Jan.Jansen@Example.NL;Jan;Jansen;Zeilen, EVENT:Lezersavond 2026;06-12345678;1234ab',
  '',
  'anna@example.nl;Anna;Müller;"Tuinieren; ACCESS:Premium";;',
  ';;;;;',
  'niet-een-adres;Piet;Pet;;;',
  'JAN.jansen@example.nl;Johannes;Dubbel;;;',
  'zoe@example.nl;Zoë;Çelik;;bel mij;9999',
  'admin@example.com;Anna;Beheer;;;',
  'fien@example.nl;Fien;"de Vries";;;',
].join('\r\n');

/**
 * A file of `count` profiles `Groot<n>@Example.nl` with tags Sport or EVENT:Beurs; every 1000th row
 * repeats an earlier address (another chunk).
 */
export function largeFile(count: number) {
  const lines = ['E-mail;Voornaam;Achternaam;Tags;Telefoon;Postcode'];
  for (let i = 0; i < count; i++) {
    const n = i % 1000 === 999 ? i - 500 : i;
    lines.push(
      `Groot${n}@Example.nl;Voornaam${i};Achternaam${i};${i % 3 ? 'Sport' : 'EVENT:Beurs'};0612${String(i).padStart(6, '0')};${1000 + (i % 9000)} AB`,
    );
  }
  return lines.join('\r\n');
}
