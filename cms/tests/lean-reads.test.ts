// Reads through the document service without a transaction of their own, and the default locale kept in memory
// (src/bootstrap/lean-reads.ts): no BEGIN/COMMIT around a read alone, a read inside a transaction still sees its
// writes, and a new default locale is used at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

/** The SQL statements `work` sent. */
async function statements(work: () => Promise<unknown>) {
  const sql: string[] = [];
  const listen = (query: { sql: string }) => sql.push(query.sql);
  app.strapi.db.connection.on('query', listen);
  try {
    await work();
  } finally {
    app.strapi.db.connection.off('query', listen);
  }
  return sql;
}
const transactionStatements = (sql: string[]) => sql.filter((s) => /^(BEGIN|COMMIT)/i.test(s.trim()));
const categories = () => app.strapi.documents('api::category.category');

describe('reads without a transaction of their own', () => {
  it('runs findMany, findFirst, findOne and count without BEGIN and COMMIT', async () => {
    const created = await categories().create({ data: { name: 'Lean', slug: 'lean' } });
    await categories().findMany({}); // the default locale is remembered from here on
    const sql = await statements(async () => {
      expect((await categories().findMany({ filters: { slug: 'lean' } })).map((c) => c.name)).toEqual(['Lean']);
      expect((await categories().findFirst({ filters: { slug: 'lean' } }))?.name).toBe('Lean');
      expect((await categories().findOne({ documentId: created.documentId }))?.name).toBe('Lean');
      expect(await categories().count({ filters: { slug: 'lean' } })).toBe(1);
    });
    expect(sql.length).toBeGreaterThanOrEqual(4);
    expect(transactionStatements(sql)).toEqual([]);
    expect(sql.some((s) => s.includes('strapi_core_store_settings'))).toBe(false);
    // A write still has its transaction.
    const write = await statements(() =>
      categories().update({ documentId: created.documentId, data: { name: 'Lean 2' } }),
    );
    expect(transactionStatements(write).length).toBeGreaterThanOrEqual(2);
  });

  it('joins an open transaction, so a read there sees its uncommitted write, and nothing outside does', async () => {
    let inside: unknown;
    await app.strapi.db.transaction(async () => {
      await categories().create({ data: { name: 'Binnen', slug: 'binnen' } });
      inside = await categories().count({ filters: { slug: 'binnen' } });
    });
    expect(inside).toBe(1);
    await app.strapi.db
      .transaction(async ({ rollback }) => {
        await categories().create({ data: { name: 'Terug', slug: 'terug' } });
        expect(await categories().count({ filters: { slug: 'terug' } })).toBe(1);
        await rollback();
      })
      .catch(() => undefined);
    expect(await categories().count({ filters: { slug: 'terug' } })).toBe(0);
  });
});

describe('the default locale', () => {
  it('is read from the core store once, and a new default is used at once', async () => {
    const locales = app.strapi.plugin('i18n').service('locales');
    expect(await locales.getDefaultLocale()).toBe('nl');
    const sql = await statements(() => locales.getDefaultLocale());
    expect(sql).toEqual([]);
    await app.strapi.store.set({ type: 'plugin', name: 'i18n', key: 'default_locale', value: 'en' });
    try {
      expect(await locales.getDefaultLocale()).toBe('en');
      // Documents without a locale asked for now take the new default.
      const asked: unknown[][] = [];
      const listen = (query: { sql: string; bindings?: unknown[] }) => {
        if (query.sql.includes('contents')) asked.push(query.bindings ?? []);
      };
      app.strapi.db.connection.on('query', listen);
      await app.strapi.documents('api::content.content').findMany({});
      app.strapi.db.connection.off('query', listen);
      expect(asked[0]).toContain('en');
    } finally {
      await app.strapi.store.set({ type: 'plugin', name: 'i18n', key: 'default_locale', value: 'nl' });
    }
    expect(await locales.getDefaultLocale()).toBe('nl');
  });
});
