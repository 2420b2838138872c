import { describe, expect, it } from 'vitest';
import {
  PUSH_LIMITS,
  base64urlBytes,
  pushEndpointFailure,
  pushMessageFailures,
  pushMessageOf,
  pushResultOf,
  pushSubscriptionFailures,
} from './push';

const strict = { allowInsecureLoopback: false };
const loose = { allowInsecureLoopback: true };
const codeOf = (value: unknown, policy = strict) => pushEndpointFailure(value, policy)?.code ?? null;
// 65 bytes starting 0x04 (base64url "B...") and 16 bytes.
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

describe('push endpoints', () => {
  it('takes the https URLs of push services', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx7:443',
      'https://web.push.apple.com:443/x',
    ])
      expect(codeOf(url), url).toBeNull();
  });

  it('refuses other schemes, addresses inside the network, other ports, credentials and long URLs', () => {
    for (const url of [
      'http://fcm.googleapis.com/x',
      'ftp://push.example.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
      'https://printer.local/x',
      'https://intranet/x',
      'https://push.example.com:8443/x',
      'https://user:pw@push.example.com/x',
      'https://push.example.com/a b',
      'not a url',
      42,
      '',
    ])
      expect(codeOf(url), String(url)).toBe('push_endpoint_invalid');
    expect(codeOf(`https://push.example.com/${'a'.repeat(PUSH_LIMITS.endpointMax)}`)).toBe('push_endpoint_too_long');
  });

  it('takes http loopback endpoints (a local stand-in) only when allowed', () => {
    expect(codeOf('http://127.0.0.1:4100/push/a')).toBe('push_endpoint_invalid');
    expect(codeOf('http://127.0.0.1:4100/push/a', loose)).toBeNull();
    expect(codeOf('http://localhost:4100/push/a', loose)).toBeNull();
    expect(codeOf('http://10.0.0.1:4100/push/a', loose)).toBe('push_endpoint_invalid');
  });
});

describe('push subscription keys', () => {
  it('measures base64url', () => {
    expect(base64urlBytes(AUTH)).toBe(16);
    expect(base64urlBytes(`${AUTH}==`)).toBe(16);
    expect(base64urlBytes(P256DH)).toBe(65);
    expect(base64urlBytes('a+b/')).toBeNull();
    expect(base64urlBytes('abcde')).toBeNull();
  });

  it('names each failing part of a registration', () => {
    const ok = { subscription: { endpoint: 'https://push.example.com/x', keys: { p256dh: P256DH, auth: AUTH } } };
    expect(pushSubscriptionFailures(ok, strict)).toEqual([]);
    expect(pushSubscriptionFailures({ ...ok, locale: 'en-GB' }, strict)).toEqual([]);
    const bad = { subscription: { endpoint: 'x', keys: { p256dh: `C${'A'.repeat(86)}`, auth: 'AAAA' } }, locale: 1 };
    expect(pushSubscriptionFailures(bad, strict).map((f) => [f.path.join('.'), f.code])).toEqual([
      ['subscription.endpoint', 'push_endpoint_invalid'],
      ['subscription.keys.p256dh', 'push_key_p256dh'],
      ['subscription.keys.auth', 'push_key_auth'],
      ['locale', 'push_locale_invalid'],
    ]);
  });
});

describe('push messages', () => {
  it('needs a title, short texts, an http(s) link, an https image and a size a push service takes', () => {
    expect(
      pushMessageFailures({ title: 'Nieuw', body: 'Lees', url: 'https://krant.nl', image: 'https://krant.nl/i.png' }),
    ).toEqual([]);
    expect(pushMessageFailures({}).map((f) => f.code)).toEqual(['required']);
    expect(pushMessageFailures({ title: 'x', url: 'javascript:alert(1)' }).map((f) => f.code)).toEqual([
      'push_url_invalid',
    ]);
    expect(pushMessageFailures({ title: 'x', image: 'http://krant.nl/i.png' }).map((f) => f.code)).toEqual([
      'push_image_invalid',
    ]);
    const huge = {
      title: 'x',
      body: 'é'.repeat(500),
      url: `https://krant.nl/${'a'.repeat(2000)}`,
      image: `https://krant.nl/${'b'.repeat(2000)}`,
    };
    expect(pushMessageFailures(huge).map((f) => f.code)).toEqual(['push_payload_too_large']);
  });

  it('sends only the four fields, empty ones left out', () => {
    expect(pushMessageOf({ title: 'T', body: '', url: 'https://k.nl', extra: 1 })).toEqual({
      title: 'T',
      url: 'https://k.nl',
    });
  });
});

describe('push results', () => {
  it('classifies the push service’s answer', () => {
    expect([201, 200, 404, 410, 429, 500, 503, 400, 403, 413, null].map(pushResultOf)).toEqual([
      'delivered',
      'delivered',
      'gone',
      'gone',
      'transient',
      'transient',
      'transient',
      'failed',
      'failed',
      'failed',
      'transient',
    ]);
  });
});
