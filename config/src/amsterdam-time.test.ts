import { describe, expect, it } from 'vitest';
import {
  amsterdamDateTimeText,
  amsterdamDay,
  amsterdamDayEnd,
  amsterdamDayStart,
  amsterdamOffset,
  amsterdamParts,
  fromAmsterdamInput,
  fromAmsterdamWall,
  toAmsterdamDay,
  toAmsterdamInput,
} from './amsterdam-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('Amsterdam wall-clock time', () => {
  it('reads and writes winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(fromAmsterdamInput('2026-01-15T09:30')).toBe('2026-01-15T08:30:00.000Z');
    expect(fromAmsterdamInput('2026-07-15T09:30')).toBe('2026-07-15T07:30:00.000Z');
    expect(toAmsterdamInput('2026-01-15T08:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(toAmsterdamInput('2026-07-15T07:30:00.000Z')).toBe('2026-07-15T09:30');
    expect(amsterdamOffset(Date.parse('2026-01-15T08:30:00Z'))).toBe(3_600_000);
    expect(amsterdamOffset(Date.parse('2026-07-15T07:30:45Z'))).toBe(7_200_000);
  });

  it('keeps its footing on the days the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(fromAmsterdamInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromAmsterdamInput('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromAmsterdamInput('2026-10-25T12:00')).toBe('2026-10-25T11:00:00.000Z');
    expect(toAmsterdamInput(fromAmsterdamInput('2026-10-24T23:00'))).toBe('2026-10-24T23:00');
    expect(iso(fromAmsterdamWall(2026, 3, 30))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(fromAmsterdamWall(2026, 10, 26))).toBe('2026-10-25T23:00:00.000Z');
  });

  it('lets day and month overflow like Date.UTC', () => {
    expect(iso(fromAmsterdamWall(2026, 3, 32))).toBe('2026-03-31T22:00:00.000Z');
    expect(iso(fromAmsterdamWall(2026, 13, 1))).toBe('2026-12-31T23:00:00.000Z');
    expect(iso(fromAmsterdamWall(2026, 1, 0))).toBe('2025-12-30T23:00:00.000Z');
  });

  it('names the Amsterdam calendar day of an instant, across the year boundary', () => {
    expect(amsterdamDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(amsterdamDay(Date.parse('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(amsterdamParts(Date.parse('2026-06-30T22:00:05Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 0,
      second: 5,
    });
  });

  it('writes an instant as Amsterdam date and time text to the second, in winter and summer', () => {
    expect(amsterdamDateTimeText('2026-11-22T08:15:03.250Z')).toBe('2026-11-22 09:15:03');
    expect(amsterdamDateTimeText(new Date('2026-06-30T22:00:05Z'))).toBe('2026-07-01 00:00:05');
    expect(amsterdamDateTimeText(Date.parse('2025-12-31T23:59:59Z'))).toBe('2026-01-01 00:59:59');
    expect(amsterdamDateTimeText(null)).toBe('');
  });

  it('turns a day into its first and last Amsterdam moment', () => {
    expect(amsterdamDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(amsterdamDayEnd('2026-07-01')).toBe('2026-07-01T21:59:59.999Z');
    expect(toAmsterdamDay('2026-06-30T22:00:00.000Z')).toBe('2026-07-01');
  });

  it('leaves empty and broken values empty', () => {
    expect(fromAmsterdamInput('')).toBeNull();
    expect(fromAmsterdamInput('15-01-2026 09:30')).toBeNull();
    expect(toAmsterdamInput(null)).toBe('');
    expect(toAmsterdamInput('geen datum')).toBe('');
    expect(amsterdamDayStart('')).toBeNull();
    expect(amsterdamDayEnd(undefined)).toBeNull();
  });
});
