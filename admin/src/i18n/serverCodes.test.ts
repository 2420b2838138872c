import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en';
import nl from './nl';

// Vitest runs in admin/; the repository root is one up.
const ROOT = `${resolve(process.cwd(), '..')}/`;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

/**
 * Every refusal code the server can send, read from its sources the way a person would grep them: `code: 'x'`
 * (error details, field failures, rule results and the generic codes of cms/src/middlewares/error-codes.ts),
 * `fail(field, 'x')` (content rules), `fail('x', {...})` (the shared rules of config/src) and the import's
 * `refuse('x')` / `newsletterFailure('x')`.
 */
const serverCodes = (): Map<string, string> => {
  const found = new Map<string, string>();
  const patterns = [
    /\bcode:\s*['"]([A-Za-z_]+)['"]/g,
    /\bfail\(\s*'[^']*',\s*'([A-Za-z_]+)'/g,
    /\bfail\(\s*'([A-Za-z_]+)'\s*(?:,\s*\{|\))/g,
    /\b(?:refuse|newsletterFailure)\(\s*'([A-Za-z_]+)'/g,
  ];
  for (const file of [...sources(join(ROOT, 'cms/src')), ...sources(join(ROOT, 'config/src'))]) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.set(match[1], file.slice(ROOT.length));
  }
  return found;
};

// Not refusals: the locale codes the CMS creates, and GraphQL's cost limit (GraphQL clients, not this console).
const NOT_REFUSALS = new Set(['nl', 'en', 'GRAPHQL_COST_LIMIT']);

const catalogHas = (catalog: unknown, code: string) => {
  const at = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalog);
  // The toast's codes, the field rules' codes, and the import screen's codes.
  return ['app.errors.codes', 'app.validation.codes', 'app.users.import.codes'].some(
    (group) => typeof at(`${group}.${code}`) === 'string',
  );
};

describe('server refusal codes', () => {
  const codes = serverCodes();

  it('finds the codes in the CMS sources (the scan itself works)', () => {
    expect(codes.size).toBeGreaterThan(150);
    const expected = ['invoice_final', 'not_found', 'maxLength', 'newsletter_unknown', 'forbidden', 'invalid_key'];
    expect(expected.filter((code) => !codes.has(code))).toEqual([]);
  });

  it.each([
    ['nl', nl],
    ['en', en],
  ])('every code has a %s translation', (_language, catalog) => {
    const missing = [...codes]
      .filter(([code]) => !NOT_REFUSALS.has(code) && !catalogHas(catalog, code))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });
});
