// Admission (src/services/admission.ts): a few requests in progress at once, the rest first come first served, and a
// waiter that waited too long goes in anyway. Pure logic; every API test runs through the middleware.
import { describe, expect, it } from 'vitest';
import { createAdmission } from '../src/services/admission';
import middlewares from '../config/middlewares';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('admission', () => {
  it('lets `limit` in at once and the rest in the order they came, as places free up', async () => {
    const admission = createAdmission({ limit: 2, maxWaitMs: 60_000 });
    const order: number[] = [];
    const done: Array<() => void> = [];
    const enter = (n: number) =>
      admission.enter().then((leave) => {
        order.push(n);
        done[n] = leave;
      });
    [1, 2, 3, 4, 5].forEach(enter);
    await settle();
    expect(order).toEqual([1, 2]);
    expect([admission.active, admission.waiting]).toEqual([2, 3]);
    done[2]();
    await settle();
    expect(order).toEqual([1, 2, 3]);
    done[1]();
    done[1](); // leaving twice frees one place only
    await settle();
    expect(order).toEqual([1, 2, 3, 4]);
    expect([admission.active, admission.waiting]).toEqual([2, 1]);
    done[3]();
    done[4]();
    await settle();
    done[5]();
    expect([admission.active, admission.waiting]).toEqual([0, 0]);
  });

  it('lets a waiter in after maxWaitMs even when nobody left, and keeps the limit afterwards', async () => {
    const admission = createAdmission({ limit: 1, maxWaitMs: 30 });
    const first = await admission.enter();
    const started = performance.now();
    const second = await admission.enter();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(admission.active).toBe(2);
    // Over the limit now: a third waits until both have left.
    let third = false;
    void admission.enter().then((leave) => {
      third = true;
      leave();
    });
    first();
    await settle();
    expect(third).toBe(false);
    second();
    await settle();
    expect(third).toBe(true);
    expect([admission.active, admission.waiting]).toEqual([0, 0]);
  });
});

describe('its place among the middlewares', () => {
  it('comes after the body parser, so an upload does not hold a place while its bytes arrive', () => {
    const names = middlewares.map((m) => (typeof m === 'string' ? m : m.name));
    expect(names.indexOf('global::admission')).toBe(names.indexOf('strapi::body') + 1);
  });
});
