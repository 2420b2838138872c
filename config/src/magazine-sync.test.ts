import { describe, expect, it } from 'vitest';
import { builtinSubscriptionNumber, magazineSyncDelay, magazineSyncError, magazineSyncKey } from './magazine-sync';

describe('magazine sync rules', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, then every 6 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(magazineSyncDelay).map((ms) => ms / 60_000)).toEqual([
      1, 5, 30, 120, 360, 360, 360,
    ]);
  });

  it('keys one task per action and subscription, and numbers customers stably', () => {
    expect(magazineSyncKey('activate', 12)).toBe('activate:12');
    expect(builtinSubscriptionNumber(42)).toBe('LOCAL-000042');
    expect(builtinSubscriptionNumber(1234567)).toBe('LOCAL-1234567');
  });

  it('keeps an error to one line of at most 500 characters', () => {
    expect(magazineSyncError('HTTP 500\n  boom')).toBe('HTTP 500 boom');
    expect(magazineSyncError('x'.repeat(600))).toHaveLength(500);
  });
});
