import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatisticsQueue } from './statisticsQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page-view statistics queue', () => {
  it('sends queued page views in one call every 5000 ms', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const queue = createStatisticsQueue(send);
    queue.start();
    queue.track('/');
    queue.track('/users');
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      [
        { url: '/', eventType: 'Pageview' },
        { url: '/users', eventType: 'Pageview' },
      ],
      {},
    );
    expect(queue.pending()).toEqual([]);
    queue.stop();
  });

  it('does not send when nothing was queued', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const queue = createStatisticsQueue(send);
    queue.start();
    await vi.advanceTimersByTimeAsync(15000);
    expect(send).not.toHaveBeenCalled();
    queue.stop();
  });

  it('starts its timer only once', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const queue = createStatisticsQueue(send);
    queue.start();
    queue.start();
    queue.track('/a');
    await vi.advanceTimersByTimeAsync(5000);
    queue.track('/b');
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    queue.stop();
  });

  it('can be cleared, after which nothing is sent', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const queue = createStatisticsQueue(send);
    queue.start();
    queue.track('/a');
    queue.stop();
    expect(queue.isRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(20000);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what is left at once, with keepalive, when the page goes away', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const queue = createStatisticsQueue(send);
    queue.start();
    queue.track('/a');
    await queue.flush({ keepalive: true });
    expect(send).toHaveBeenCalledWith([{ url: '/a', eventType: 'Pageview' }], { keepalive: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.stop();
  });

  it('ignores send errors silently and goes on', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const queue = createStatisticsQueue(send);
    queue.start();
    queue.track('/a');
    await vi.advanceTimersByTimeAsync(5000);
    queue.track('/b');
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenNthCalledWith(2, [{ url: '/b', eventType: 'Pageview' }], {});
    queue.stop();
  });
});
