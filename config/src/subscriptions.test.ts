import { describe, expect, it } from 'vitest';
import { canRunSubscriptionAction, dueStep, kindKeys, type DueInput } from './subscriptions';

describe('kindKeys: a follow-up family is one kind, keyed by its smallest product id', () => {
  it('joins follow-up links in both directions and keeps unrelated products apart', () => {
    const keys = kindKeys([
      [7, 3], // trial 7 → yearly 3
      [3, null],
      [9, 7], // a second trial into the same family
      [5, null],
      [12, 11],
    ]);
    expect(keys.get(7)).toBe(3);
    expect(keys.get(9)).toBe(3);
    expect(keys.get(3)).toBe(3);
    expect(keys.get(5)).toBe(5);
    expect(keys.get(12)).toBe(11);
    expect(keys.get(11)).toBe(11);
  });

  it('survives cycles and long chains', () => {
    const chain = Array.from({ length: 1000 }, (_, i) => [i + 2, i + 1] as const);
    const keys = kindKeys([...chain, [1, 1001]]);
    expect(new Set(keys.values())).toEqual(new Set([1]));
  });
});

const monthly = { count: 1, unit: 'MONTHS' } as const;
const active = (over: Partial<DueInput>): DueInput => ({
  status: 'ACTIVE',
  startDate: '2026-01-31',
  nextPaymentDate: '2026-02-28',
  recurrence: monthly,
  invoiceMode: 'INVOICE',
  ...over,
});

describe('dueStep: the one step the daily run takes on a day', () => {
  it('starts a pending subscription on its start date, not before', () => {
    expect(dueStep({ status: 'PENDING', startDate: '2026-03-01', recurrence: monthly }, '2026-02-28')).toBeNull();
    expect(dueStep({ status: 'PENDING', startDate: '2026-03-01', recurrence: monthly }, '2026-03-01')).toBe('start');
    expect(dueStep({ status: 'PENDING', recurrence: monthly }, '2030-01-01')).toBeNull();
  });

  it('ends on the end date before anything else', () => {
    expect(dueStep(active({ endDate: '2026-02-28', hasFollowUp: true }), '2026-02-28')).toBe('end');
    expect(dueStep(active({ endDate: '2026-03-01' }), '2026-02-28')).toBe('invoice');
  });

  it('after the first period: follow-up first, then autoStop, else the invoice', () => {
    expect(dueStep(active({ hasFollowUp: true, autoStop: true }), '2026-02-28')).toBe('followUp');
    expect(dueStep(active({ autoStop: true }), '2026-03-05')).toBe('autoStop');
    expect(dueStep(active({}), '2026-02-27')).toBeNull();
    expect(dueStep(active({ invoiceMode: 'DRAFT' }), '2026-02-28')).toBe('invoice');
    expect(dueStep(active({ invoiceMode: 'NONE' }), '2026-02-28')).toBe('advance');
  });

  it('invoices the first period of a subscription nobody paid for yet, whatever its follow-up', () => {
    expect(dueStep(active({ nextPaymentDate: '2026-01-31', hasFollowUp: true, autoStop: true }), '2026-01-31')).toBe(
      'invoice',
    );
  });

  it('does nothing for ended subscriptions', () => {
    expect(dueStep({ ...active({}), status: 'ENDED' }, '2030-01-01')).toBeNull();
  });
});

describe('actions', () => {
  it('activate only a pending one; end a pending or active one', () => {
    expect(canRunSubscriptionAction('activate', 'PENDING')).toBe(true);
    expect(canRunSubscriptionAction('activate-now', 'ACTIVE')).toBe(false);
    expect(canRunSubscriptionAction('end', 'ACTIVE')).toBe(true);
    expect(canRunSubscriptionAction('end', 'ENDED')).toBe(false);
  });
});
