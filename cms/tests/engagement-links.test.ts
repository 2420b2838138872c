import { describe, expect, it } from 'vitest';
import { readLinkToken, signLinkToken } from '../src/services/engagement-links';

describe('engagement link tokens', () => {
  const keys = ['new-key', 'old-key'];

  it('reads back what it signed, also under an older key', () => {
    const token = signLinkToken(keys, { kind: 'unsubscribe', ids: [12, 345678] });
    expect(readLinkToken(keys, token)).toEqual({ kind: 'unsubscribe', ids: [12, 345678] });
    const older = signLinkToken(['old-key'], { kind: 'view', ids: [1, 2] });
    expect(readLinkToken(keys, older)).toEqual({ kind: 'view', ids: [1, 2] });
  });

  it('refuses a changed id, kind or key and anything malformed', () => {
    const token = signLinkToken(keys, { kind: 'open', ids: [5, 6] });
    const [kind, ids, mac] = token.split('.');
    expect(readLinkToken(keys, `${kind}.${ids}7.${mac}`)).toBeNull();
    expect(readLinkToken(keys, `view.${ids}.${mac}`)).toBeNull();
    expect(readLinkToken(['other'], token)).toBeNull();
    for (const bad of [undefined, 5, '', 'a.b', `${token}.x`, 'x'.repeat(300)])
      expect(readLinkToken(keys, bad)).toBeNull();
  });

  it('binds a click to its URL, so a token cannot redirect elsewhere', () => {
    const url = 'https://www.example.com/artikel/een';
    const token = signLinkToken(keys, { kind: 'click', ids: [1, 2], url });
    expect(readLinkToken(keys, token, url)).toEqual({ kind: 'click', ids: [1, 2], url });
    expect(readLinkToken(keys, token, 'https://evil.example/')).toBeNull();
    expect(readLinkToken(keys, token)).toBeNull();
  });
});
