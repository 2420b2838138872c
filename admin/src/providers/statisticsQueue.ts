import { PAGE_VIEW_EVENT, TIMINGS } from '@newsroom/config';
import type { PageViewEvent } from '@newsroom/config';

export interface StatisticsQueue {
  track: (url: string) => void;
  /** Starts the flush timer; a second call while it runs does nothing. */
  start: () => void;
  /** Clears the timer (events stay queued until the next start). */
  stop: () => void;
  /** Sends now; `keepalive` when the page is going away. */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  pending: () => readonly PageViewEvent[];
  isRunning: () => boolean;
}

/**
 * Page views are queued and sent in one POST every flush interval when there is something to send
 * (SPEC sections 4 and 7). A failed send is dropped silently: statistics must never bother the user.
 */
export const createStatisticsQueue = (
  send: (events: PageViewEvent[], options: { keepalive?: boolean }) => Promise<unknown>,
  intervalMs: number = TIMINGS.statisticsFlushMs,
): StatisticsQueue => {
  let queue: PageViewEvent[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;

  const flush = async (options: { keepalive?: boolean } = {}) => {
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      await send(events, options);
    } catch {
      // Ignored on purpose (SPEC section 8: "Statistics send failure: silently ignored").
    }
  };

  return {
    track: (url) => {
      queue.push({ url, eventType: PAGE_VIEW_EVENT as 'Pageview' });
    },
    start: () => {
      if (timer) return;
      timer = setInterval(() => void flush(), intervalMs);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
    flush,
    pending: () => queue,
    isRunning: () => timer !== null,
  };
};
