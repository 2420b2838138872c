/**
 * The sending rate (contract point 6): message i of a run goes out at `start + i / rate`, where i is the
 * run's global message index. Scheduling against the start (not "one interval after the previous
 * message") keeps the long-run rate exact whatever the jitter of each step, so a run holds its rate within
 * a few percent. `sequence` hands out the indexes: an in-process counter by default, a Redis counter
 * (`redisSequence`) when several worker processes share one campaign.
 */
export type Pacer = {
  /** Resolves when the next message may go out; answers its index in the run. */
  next(): Promise<number>;
  readonly rate: number;
  readonly start: number;
};

export type PacerOptions = {
  /** Messages per second (> 0). */
  rate: number;
  /** The next global message index of the run (0, 1, 2 ...). */
  sequence?: () => Promise<number>;
  /** The run's start (ms since the epoch), shared by every process of the run; by default the first `next()`. */
  start?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * How far behind its schedule the run may fall and still catch up (ms, default 100): after a longer stall
   * (a loaded machine, a slow commit) the schedule moves on instead of sending the backlog in a burst above
   * the rate.
   */
  slackMs?: number;
};

export const counterSequence = (from = 0) => {
  let next = from;
  return async () => next++;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPacer({
  rate,
  sequence = counterSequence(),
  start,
  now = Date.now,
  sleep = defaultSleep,
  slackMs = 100,
}: PacerOptions): Pacer {
  if (!(rate > 0)) throw new Error(`The sending rate must be above 0 (got ${rate}).`);
  let begin = start ?? null;
  const interval = 1000 / rate;
  return {
    rate,
    get start() {
      return begin ?? now();
    },
    async next() {
      const index = await sequence();
      begin ??= now();
      const due = begin + index * interval;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      else if (-wait > slackMs) begin += -wait - slackMs;
      return index;
    },
  };
}
