/**
 * A profile's preferred language is `language` (it was `locale`, Strapi's reserved i18n name): the API,
 * the import (old header and field name still accepted), /api/me (which keeps `locale` for the console),
 * and the migration that copies an existing database's values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestMapping } from '@newsroom/config';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { mappingFailure, readRow } from '../src/services/import/values';

const PROFILE = 'api::profile.profile';
const MIGRATION = '2026.11.25T00.00.00.profile-language.js';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('profile language', () => {
  it('is written and read as `language`, upper-cased, NL by default, and checked', async () => {
    const created = await admin.post('/api/profiles', {
      data: { type: 'LEAD', email: 'taal-en@example.com', language: 'en' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.language).toBe('EN');
    expect(created.body.data).not.toHaveProperty('locale');
    const plain = await admin.post('/api/profiles', { data: { type: 'LEAD', email: 'taal-nl@example.com' } });
    expect(plain.body.data.language).toBe('NL');
    const wrong = await admin.post('/api/profiles', {
      data: { type: 'LEAD', email: 'taal-de@example.com', language: 'DE' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors[0]).toMatchObject({ path: ['language'], code: 'oneOf' });
    const changed = await admin.put(`/api/profiles/${plain.body.data.documentId}`, { data: { language: 'EN' } });
    expect(changed.body.data.language).toBe('EN');
    // Strapi's own `locale` column (every type has one) is left to Strapi: nothing of ours is in it.
    const raw = await app.strapi.db.connection('profiles').where({ email: 'taal-en@example.com' }).first();
    expect(raw.locale).toBeNull();
  });

  it('/api/me answers `language` and keeps `locale` for the console; either name changes it', async () => {
    const me = await admin.get('/api/me');
    expect(me.body.profile).toMatchObject({ language: 'NL', locale: 'NL' });
    const english = await admin.put('/api/me/profile', { data: { language: 'en' } });
    expect(english.body.data).toMatchObject({ language: 'EN', locale: 'EN' });
    const dutch = await admin.put('/api/me/profile', { data: { locale: 'nl' } });
    expect(dutch.body.data).toMatchObject({ language: 'NL', locale: 'NL' });
    const wrong = await admin.put('/api/me/profile', { data: { language: 'fr' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors[0]).toMatchObject({ path: ['language'], code: 'language' });
  });

  it('imports from a "Taal", "Language" or old "Locale" column, and an old mapping naming `locale`', () => {
    expect(suggestMapping(['E-mail', 'Taal'])).toEqual(['email', 'language']);
    expect(suggestMapping(['Email', 'Locale'])).toEqual(['email', 'language']);
    expect(mappingFailure(['email', 'locale'], 2)).toBeNull();
    expect(mappingFailure(['email', 'language', 'locale'], 3)).toMatchObject({ code: 'field_mapped_twice' });
    expect(readRow(['a@example.com', 'en'], ['email', 'locale']).fields).toMatchObject({ language: 'EN' });
  });
});

describe('the migration from `locale`', () => {
  it('copies the values of a database from before the rename and leaves `locale` to Strapi', async () => {
    const knex = app.strapi.db.connection;
    const { documentId } = await app.strapi.db
      .query(PROFILE)
      .create({ data: { email: 'oud-engels@example.com', type: 'LEAD', language: 'NL' } });
    // Put the database back in its old shape: the value only in `locale` (the column Strapi gives every
    // type, which the old field shared), the migration not yet run.
    await knex('profiles').update({ locale: 'NL', language: null });
    await knex('profiles').where({ document_id: documentId }).update({ locale: 'en' });
    await knex('strapi_migrations').where({ name: MIGRATION }).del();

    await app.stop({ keepDatabase: true });
    app = await startApp({}, { database: app.database });
    admin = await app.login(ADMIN);

    const migrated = app.strapi.db.connection;
    expect((await app.strapi.db.query(PROFILE).findOne({ where: { documentId } })).language).toBe('EN');
    const count = async (query) => Number((await query.count({ n: '*' }))[0].n);
    expect(await count(migrated('profiles').whereNotNull('locale'))).toBe(0);
    expect(await count(migrated('profiles').whereNull('language'))).toBe(0);
    expect(await count(migrated('strapi_migrations').where({ name: MIGRATION }))).toBe(1);
    expect((await admin.get('/api/me')).body.profile.language).toBe('NL');
  }, 180_000); // boots Strapi a second time
});
