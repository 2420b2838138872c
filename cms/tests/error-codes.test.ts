import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

/**
 * Strapi's own refusals carry a code too (src/middlewares/error-codes.ts), so the console can word them in the
 * user's language instead of showing "ValidationError / Some fields are not valid" in English.
 */
describe('codes on Strapi’s own refusals', () => {
  it('an unknown query parameter (strictParams) is invalid_key, naming the key', async () => {
    const res = await admin.get('/api/authors?bogus=1');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ code: 'invalid_key', key: 'bogus' });
  });

  it('schema validation gives invalid_fields and each field the code of the shared rules', async () => {
    const res = await admin.post('/api/authors', { data: { name: 'x'.repeat(121), slug: 'te-lang' } });
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.details.code).toBe('invalid_fields');
    expect(res.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['name'], code: 'maxLength', params: { max: 120 } }),
    ]);
  });

  it('a route that does not exist is not_found', async () => {
    const res = await admin.get('/api/bestaat-niet');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ name: 'NotFoundError', details: { code: 'not_found' } });
  });

  it('an action the role may not use is forbidden', async () => {
    const res = await editor.get('/api/customers');
    expect(res.status).toBe(403);
    expect(res.body.error.details.code).toBe('forbidden');
  });

  it('a body over the limit is too_large', async () => {
    const res = await admin.post('/api/authors', { data: { name: 'x', slug: 'groot', bio: 'x'.repeat(2_000_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error.details.code).toBe('too_large');
  });

  it('keeps the codes our own services send', async () => {
    const res = await admin.post('/api/authors', { data: { name: 'Nul\u0000', slug: 'nul' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('control_characters');
  });
});
