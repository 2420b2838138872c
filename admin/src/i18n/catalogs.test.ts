import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from './en';
import { flattenKeys } from './flatten';
import nl from './nl';

describe('translation catalogs', () => {
  const nlKeys = flattenKeys(nl).sort();
  const enKeys = flattenKeys(en).sort();

  it('nl and en have exactly the same keys', () => {
    expect(nlKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !nlKeys.includes(k))).toEqual([]);
  });

  it('nl translates every react-admin 5 key', () => {
    const raKeys = flattenKeys(englishMessages);
    expect(raKeys.length).toBeGreaterThan(150);
    expect(raKeys.filter((k) => !nlKeys.includes(k))).toEqual([]);
  });

  it("has no empty strings (except react-admin's intentional null label)", () => {
    const empty = (catalog: unknown) =>
      flattenKeys(catalog).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        return typeof value !== 'string' || (value.trim() === '' && key !== 'ra.boolean.null');
      });
    expect(empty(nl)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('really is Dutch, not a copy of the English texts', () => {
    expect((nl as any).ra.action.save).toBe('Opslaan');
    expect((nl as any).app.auth.login.email_not_confirmed).toBe('E-mailadres is niet bevestigd.');
    expect((en as any).app.auth.login.email_not_confirmed).not.toBe('E-mailadres is niet bevestigd.');
  });
});
