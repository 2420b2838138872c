// Marketing rules (issue #20): type fields, schedule edges in Europe/Amsterdam (incl. the clock changes),
// targeting, frequency cap and weighted rotation.
import { describe, expect, it } from 'vitest';
import { fromAmsterdamInput, fromAmsterdamWall } from './amsterdam-time';
import {
  bundleItemFailures,
  capAllows,
  capFailures,
  DAY_MS,
  deviceOf,
  marketingFieldFailures,
  pageMatches,
  pickWeighted,
  scheduleFailures,
  scheduleState,
  targetingDecision,
  targetingFailures,
  clickThroughRate,
} from './marketing';

const codes = (failures: { path: (string | number)[]; code: string }[]) =>
  failures.map((f) => `${f.path.join('.')}:${f.code}`);

describe('content types and their fields', () => {
  it('asks each type for its own required fields and refuses fields of another type', () => {
    expect(codes(marketingFieldFailures('IMAGE', {}))).toEqual(['fields.imageUrl:required', 'fields.altText:required']);
    expect(codes(marketingFieldFailures('POPUP', { title: 'Hoi', body: 'x', html: '<b>' }))).toEqual([
      'fields.html:unknown_field',
    ]);
    expect(marketingFieldFailures('HTML', { html: '<p>Hallo</p>' })).toEqual([]);
    expect(codes(marketingFieldFailures('SMS', {}))).toEqual(['type:oneOf']);
  });

  it('checks URLs, lengths, choices and numbers', () => {
    expect(
      codes(
        marketingFieldFailures('WEBALERT', { message: 'x'.repeat(281), level: 'LOUD', linkUrl: 'javascript:alert(1)' }),
      ),
    ).toEqual(['fields.message:maxLength', 'fields.level:oneOf', 'fields.linkUrl:url']);
    expect(codes(marketingFieldFailures('POPUP', { title: 'a', body: 'b', delaySeconds: 601 }))).toEqual([
      'fields.delaySeconds:maxValue',
    ]);
    expect(marketingFieldFailures('IMAGE', { imageUrl: '/uploads/banner.png', altText: 'Banner' })).toEqual([]);
    expect(codes(marketingFieldFailures('IMAGE', { imageUrl: 'http://x.nl/a.png', altText: 'a' }))).toEqual([
      'fields.imageUrl:url',
    ]);
  });
});

describe('schedule (from inclusive, until exclusive), Europe/Amsterdam', () => {
  const from = fromAmsterdamInput('2026-12-01T09:00')!;
  const until = fromAmsterdamInput('2026-12-24T00:00')!;

  it('runs from the first millisecond of from until just before until', () => {
    const at = (iso: string, delta = 0) => scheduleState({ startsAt: from, endsAt: until }, Date.parse(iso) + delta);
    expect(at(from, -1)).toBe('PLANNED');
    expect(at(from)).toBe('RUNNING');
    expect(at(until, -1)).toBe('RUNNING');
    expect(at(until)).toBe('ENDED');
    expect(from).toBe('2026-12-01T08:00:00.000Z'); // winter: UTC+1
  });

  it('keeps wall-clock times across the clock changes', () => {
    // Spring 2026: 29 March 02:00 → 03:00. A popup from 01:30 until 03:30 Amsterdam runs one real hour.
    const springFrom = fromAmsterdamWall(2026, 3, 29, 1, 30);
    const springUntil = fromAmsterdamWall(2026, 3, 29, 3, 30);
    expect(springUntil - springFrom).toBe(3_600_000);
    expect(scheduleState({ startsAt: new Date(springFrom), endsAt: new Date(springUntil) }, springUntil - 1)).toBe(
      'RUNNING',
    );
    // Autumn 2026: 25 October 03:00 → 02:00. Until 03:00 Amsterdam is 02:00Z, three real hours after 00:00.
    const autumnFrom = fromAmsterdamWall(2026, 10, 25, 0, 0);
    const autumnUntil = fromAmsterdamWall(2026, 10, 25, 3, 0);
    expect(autumnUntil - autumnFrom).toBe(4 * 3_600_000);
    expect(new Date(autumnUntil).toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(scheduleState({ endsAt: new Date(autumnUntil) }, autumnUntil)).toBe('ENDED');
  });

  it('has no bounds when from or until is empty, and refuses until at or before from', () => {
    expect(scheduleState({}, 0)).toBe('RUNNING');
    expect(codes(scheduleFailures({ startsAt: until, endsAt: from }))).toEqual(['endsAt:until_before_from']);
    expect(codes(scheduleFailures({ startsAt: from, endsAt: from }))).toEqual(['endsAt:until_before_from']);
    expect(codes(scheduleFailures({ startsAt: 'morgen' }))).toEqual(['startsAt:datetime']);
  });
});

describe('targeting', () => {
  const place = { path: '/sport/voetbal', categories: ['Sport'], device: 'MOBILE' as const };

  it('needs the access evaluator to allow the visitor', () => {
    expect(targetingDecision({ audience: 'TAG', audienceTag: 'vip' }, place, false)).toEqual({
      shown: false,
      reason: 'audience',
    });
    expect(targetingDecision({}, place, true).shown).toBe(true);
  });

  it('matches pages by path segments, categories ignoring case, and devices', () => {
    expect(pageMatches('/sport', '/sport')).toBe(true);
    expect(pageMatches('/sport/', '/sport/voetbal')).toBe(true);
    expect(pageMatches('/sport', '/sportief')).toBe(false);
    expect(pageMatches('/', '/alles')).toBe(true);
    expect(targetingDecision({ pages: ['/economie'] }, place, true).reason).toBe('page');
    expect(targetingDecision({ categories: ['sport'] }, place, true).shown).toBe(true);
    expect(targetingDecision({ categories: ['politiek'] }, place, true).reason).toBe('category');
    expect(targetingDecision({ devices: ['DESKTOP'] }, place, true).reason).toBe('device');
    expect(targetingDecision({ devices: ['DESKTOP', 'MOBILE'] }, place, true).shown).toBe(true);
  });

  it('reads the device from a User-Agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('MOBILE');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148')).toBe('TABLET');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36')).toBe('TABLET');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('DESKTOP');
  });

  it('refuses a tag audience without a tag, and bad pages, categories and devices', () => {
    expect(
      codes(targetingFailures({ audience: 'TAG', pages: ['sport'], categories: ['a b'], devices: ['TV'] })),
    ).toEqual(['audienceTag:required', 'pages.0:page_path', 'categories.0:slug', 'devices.0:oneOf']);
    expect(codes(targetingFailures({ audience: 'LEADS', leadAccess: 'HOURS' }))).toEqual(['leadAccessHours:minValue']);
    expect(codes(targetingFailures({ audience: 'ALL' }))).toEqual(['audience:oneOf']);
  });
});

describe('frequency cap', () => {
  const now = Date.parse('2026-12-10T12:00:00Z');

  it('allows a popup once per 7 days', () => {
    const cap = { capCount: 1, capDays: 7 };
    expect(capAllows(cap, [], now)).toBe(true);
    expect(capAllows(cap, [now - 6 * DAY_MS], now)).toBe(false);
    expect(capAllows(cap, [now - 7 * DAY_MS], now)).toBe(true);
    expect(capAllows(cap, [now - 7 * DAY_MS + 1], now)).toBe(false);
  });

  it('counts up to the cap and has no cap without both numbers', () => {
    expect(capAllows({ capCount: 3, capDays: 1 }, [now - 1000, now - 2000], now)).toBe(true);
    expect(capAllows({ capCount: 3, capDays: 1 }, [now - 1000, now - 2000, now - 3000], now)).toBe(false);
    expect(capAllows({}, [now, now, now], now)).toBe(true);
    expect(codes(capFailures({ capCount: 1 }))).toEqual(['capDays:cap_pair']);
    expect(codes(capFailures({ capCount: 0, capDays: 400 }))).toEqual(['capCount:minValue', 'capDays:maxValue']);
  });
});

describe('bundles and weighted rotation', () => {
  it('picks by weight', () => {
    const items = [
      { content: 'a', weight: 1 },
      { content: 'b', weight: 3 },
    ];
    expect(pickWeighted(items, 0)?.content).toBe('a');
    expect(pickWeighted(items, 0.2499)?.content).toBe('a');
    expect(pickWeighted(items, 0.25)?.content).toBe('b');
    expect(pickWeighted(items, 0.9999999)?.content).toBe('b');
    expect(pickWeighted([], 0.5)).toBeNull();
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) counts[pickWeighted(items, (i + 0.5) / 4000)!.content as 'a' | 'b']++;
    expect(counts).toEqual({ a: 1000, b: 3000 });
  });

  it('refuses duplicate contents and weights outside 1-100', () => {
    expect(
      codes(bundleItemFailures([{ content: 'a', weight: 1 }, { content: 'a', weight: 0 }, { weight: 101 }])),
    ).toEqual([
      'items.1.content:duplicate',
      'items.1.weight:minValue',
      'items.2.content:required',
      'items.2.weight:maxValue',
    ]);
  });

  it('computes click-through rates', () => {
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(1000, 25)).toBe(2.5);
  });
});
