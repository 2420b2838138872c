import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, fromZonedInput, toZonedDay, toZonedInput } from './zonedTime';

describe('Amsterdam wall-clock inputs', () => {
  it('reads and writes winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(fromZonedInput('2026-01-15T09:30')).toBe('2026-01-15T08:30:00.000Z');
    expect(fromZonedInput('2026-07-15T09:30')).toBe('2026-07-15T07:30:00.000Z');
    expect(toZonedInput('2026-01-15T08:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(toZonedInput('2026-07-15T07:30:00.000Z')).toBe('2026-07-15T09:30');
  });

  it('keeps its footing on the days the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(fromZonedInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromZonedInput('2026-10-25T12:00')).toBe('2026-10-25T11:00:00.000Z');
    expect(toZonedInput(fromZonedInput('2026-10-24T23:00'))).toBe('2026-10-24T23:00');
  });

  it('turns a day into its first and last Amsterdam moment', () => {
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(dayEnd('2026-07-01')).toBe('2026-07-01T21:59:59.999Z');
    expect(toZonedDay('2026-06-30T22:00:00.000Z')).toBe('2026-07-01');
  });

  it('leaves empty and broken values empty', () => {
    expect(fromZonedInput('')).toBeNull();
    expect(toZonedInput(null)).toBe('');
    expect(toZonedInput('geen datum')).toBe('');
    expect(dayStart('')).toBeNull();
  });
});
