import { describe, expect, it } from 'vitest';
import {
  DIRECT_DEBIT_ACTIONS,
  DIRECT_DEBIT_STATUSES,
  SEPA_PRE_NOTIFICATION_DAYS,
  canMoveDirectDebit,
  collectionDueDate,
  isSepaReturnReason,
} from './direct-debit';

describe('direct-debit states', () => {
  it('pending goes anywhere final, paid only to failed, failed and canceled nowhere, never back', () => {
    const moves = DIRECT_DEBIT_STATUSES.flatMap((from) =>
      DIRECT_DEBIT_STATUSES.filter((to) => canMoveDirectDebit(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual(['pending→paid', 'pending→canceled', 'pending→failed', 'paid→failed']);
    expect(canMoveDirectDebit('unknown', 'paid')).toBe(false);
  });

  it('every action starts from statuses that exist', () => {
    for (const { from } of Object.values(DIRECT_DEBIT_ACTIONS))
      for (const status of from) expect(DIRECT_DEBIT_STATUSES).toContain(status);
  });
});

describe('collection date', () => {
  it('is the invoice’s due date, but at least the pre-notification period from today (across month and year ends)', () => {
    expect(SEPA_PRE_NOTIFICATION_DAYS).toBe(14);
    expect(collectionDueDate('2027-01-31', '2026-12-01')).toBe('2027-01-31');
    expect(collectionDueDate('2026-12-20', '2026-12-20')).toBe('2027-01-03');
    expect(collectionDueDate(null, '2028-02-20')).toBe('2028-03-05');
    expect(collectionDueDate('2026-12-15', '2026-12-01')).toBe('2026-12-15');
  });
});

describe('SEPA return reasons', () => {
  it('knows the R-codes banks return, and nothing else', () => {
    for (const code of ['AC04', 'AM04', 'MD01', 'MS02', 'MD06']) expect(isSepaReturnReason(code)).toBe(true);
    for (const code of ['XX99', 'am04', '', null, 'toString']) expect(isSepaReturnReason(code)).toBe(false);
  });
});
