import { describe, expect, it } from 'vitest';
import { initialMapping, importIdOf, issueMessage, progressOf } from './import/importModel';
import { profilePayload } from './profilePayload';

describe('profilePayload', () => {
  it('drops server-only fields, fills the default country and sends media inside the CV as its id', () => {
    const data = profilePayload({
      email: 'a@b.nl',
      accountStatus: 'CONFIRMED',
      blocked: true,
      addresses: [{ postcode: '1234 AB', country: '' }, null],
      cv: {
        id: 4,
        workStatus: 'FREELANCE',
        file: { id: 31, url: '/uploads/cv.pdf' },
        experience: [{ jobTitle: 'Redacteur' }, null],
        freelance: {},
      },
    });
    expect(data).not.toHaveProperty('accountStatus');
    expect(data).not.toHaveProperty('blocked');
    expect(data.addresses).toEqual([
      { postcode: '1234 AB', country: 'NL', defaultBilling: false, defaultShipping: false },
    ]);
    expect(data.cv).toEqual({ id: 4, workStatus: 'FREELANCE', file: 31, experience: [{ jobTitle: 'Redacteur' }] });
  });

  it('creates no CV when nothing was typed on the CV tab, but keeps an existing one', () => {
    expect(
      profilePayload({ email: 'a@b.nl', cv: { published: false, experience: [], freelance: { published: false } } }),
    ).not.toHaveProperty('cv');
    expect(profilePayload({ email: 'a@b.nl', cv: { id: 2, published: false } }).cv).toEqual({
      id: 2,
      published: false,
    });
    expect(profilePayload({ email: 'a@b.nl', cv: null }).cv).toBeNull();
  });
});

describe('import model', () => {
  const analysis = { id: 'i', format: 'csv' as const, headers: ['Mail', 'Naam', 'Plaats'], sample: [] };

  it('takes the server suggestion as a list or by header, and falls back to the shared alias rules', () => {
    expect(initialMapping({ ...analysis, mapping: ['email', 'bogus', null] })).toEqual(['email', null, null]);
    expect(initialMapping({ ...analysis, mapping: { Mail: 'email', Plaats: 'address.city' } })).toEqual([
      'email',
      null,
      'address.city',
    ]);
    expect(initialMapping(analysis)).toEqual(['email', null, 'address.city']);
  });

  it('reads the progress of a job and the import it belongs to', () => {
    expect(
      progressOf({ id: 1, status: 'PROCESSING', progress: { total: 200, processed: 50, succeeded: 49, failed: 1 } }),
    ).toEqual({
      total: 200,
      processed: 50,
      succeeded: 49,
      failed: 1,
      percent: 25,
    });
    expect(
      progressOf({ id: 1, status: 'INITIALIZING', progress: { total: null, processed: 0, succeeded: 0, failed: 0 } })
        .percent,
    ).toBeNull();
    expect(importIdOf({ id: 1, status: 'COMPLETED', params: { importId: 'abc' } }, 'url')).toBe('abc');
    expect(importIdOf({ id: 1, status: 'COMPLETED' }, 'url')).toBe('url');
  });

  it('words a refused row by its code, else the server text', () => {
    const translate = (key: string, options: Record<string, unknown> = {}) =>
      key === 'app.validation.codes.email' ? 'Moet een geldig e-mailadres zijn' : String(options._ ?? key);
    expect(issueMessage({ code: 'email', reason: 'is geen geldig e-mailadres' }, translate)).toBe(
      'Moet een geldig e-mailadres zijn',
    );
    expect(issueMessage({ code: 'weird', reason: 'is raar' }, translate)).toBe('is raar');
  });
});
