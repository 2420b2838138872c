import { describe, expect, it } from 'vitest';
import { guestListColumns, parseDoorCode, ticketNumber } from './tickets';

describe('tickets', () => {
  it('numbers a seat by order serial, line and seat', () => {
    expect(ticketNumber('000123', 0, 2)).toBe('000123-1-2');
  });

  it('reads a door code and refuses other shapes', () => {
    const signature = 'a'.repeat(22);
    expect(parseDoorCode(` 000123-1-2.${signature} `)).toEqual({ number: '000123-1-2', signature });
    expect(parseDoorCode('000123-1-2')).toBeNull();
    expect(parseDoorCode(`000123.${signature}`)).toBeNull();
    expect(parseDoorCode(`000123-1-2.${signature}x`)).toBeNull();
    expect(parseDoorCode(42)).toBeNull();
  });

  it('keeps the fixed guest-list columns and adds known optional ones in order', () => {
    expect(guestListColumns('scannedAt,bogus,email')).toEqual([
      'number',
      'name',
      'buyer',
      'scanned',
      'email',
      'scannedAt',
    ]);
    expect(guestListColumns(undefined)).toEqual(['number', 'name', 'buyer', 'scanned']);
  });
});
