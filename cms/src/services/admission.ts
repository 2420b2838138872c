/**
 * Admission (docs/architecture.md, "Requests in progress"): at most `limit` requests are worked on at once; the
 * rest wait their turn, first come first served.
 *
 * Why: one process has one thread. A request that asks PostgreSQL something waits for the answer behind every
 * other request that arrived meanwhile, once per query. With 50 requests in progress a write that makes ten queries
 * waited ten times behind the whole crowd: at 50 clients a profile write took 450 ms and a content update 640 ms
 * while a cached read took 10 ms. Working on a few at a time gives each request its queries back quickly and every
 * request the same wait at the door: the same throughput, a much shorter tail (bench/results, mixed).
 *
 * The limit is soft: a request that waited `maxWaitMs` goes in anyway, so requests stuck on a slow peer (an SMTP
 * server, a payment provider) can delay the others by at most that, never stop the process.
 */
export type Admission = {
  /** Resolves when the request may go in; call the returned function when it is done. */
  enter(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
};

export function createAdmission({ limit, maxWaitMs }: { limit: number; maxWaitMs: number }): Admission {
  let active = 0;
  const queue: Array<{ admit: () => void; timer: NodeJS.Timeout }> = [];
  const leave = () => {
    active--;
    // A waiter let in by its timer made `active` go over the limit; only admit when there is room.
    while (active < limit && queue.length) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      next.admit();
    }
  };
  const ticket = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leave();
    };
  };
  return {
    enter() {
      if (active < limit) {
        active++;
        return Promise.resolve(ticket());
      }
      return new Promise((resolve) => {
        const waiter = {
          admit: () => {
            active++;
            resolve(ticket());
          },
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            waiter.admit();
          }, maxWaitMs),
        };
        waiter.timer.unref();
        queue.push(waiter);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
