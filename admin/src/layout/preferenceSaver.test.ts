import { LAYOUT_DEFAULTS } from '@newsroom/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreferenceSaver } from './preferenceSaver';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('preference saver', () => {
  it('saves the last of a quick series of changes once', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const saver = createPreferenceSaver(save, 400);
    saver.schedule({ ...LAYOUT_DEFAULTS, topbar: 'light' });
    await vi.advanceTimersByTimeAsync(200);
    saver.schedule({ ...LAYOUT_DEFAULTS, topbar: 'light', layoutWidth: 'boxed' });
    await vi.advanceTimersByTimeAsync(399);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ...LAYOUT_DEFAULTS, topbar: 'light', layoutWidth: 'boxed' }, {});
    expect(saver.hasPending()).toBe(false);
  });

  it('sends a pending change at once, with keepalive, when the page goes away; nothing when idle', async () => {
    const save = vi.fn().mockRejectedValue(new Error('offline'));
    const saver = createPreferenceSaver(save, 400);
    saver.flush({ keepalive: true });
    expect(save).not.toHaveBeenCalled();
    saver.schedule({ ...LAYOUT_DEFAULTS, layoutType: 'detached' });
    saver.flush({ keepalive: true });
    expect(save).toHaveBeenCalledWith({ ...LAYOUT_DEFAULTS, layoutType: 'detached' }, { keepalive: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
