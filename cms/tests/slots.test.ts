import { describe, expect, it } from 'vitest';
import { slots } from '../src/services/passwords';

describe('slots', () => {
  it('runs at most its size at once and the waiting ones in the order they came, also after a failure', async () => {
    const run = slots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number, fail = false) =>
      run(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(running).toBe(0);
  });
});
