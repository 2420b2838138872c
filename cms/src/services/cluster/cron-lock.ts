/**
 * Scheduled tasks run once per cluster: every process schedules them (node-schedule through Strapi's cron), and at
 * each tick the first process to claim it in Redis runs the task; the others skip it. The claim's key is the task
 * and the tick's scheduled time (the same in every process, however late each fires), so it needs no clock
 * agreement beyond the schedule. Each tick also counts its claimants and runs, which shows (and the cluster test
 * checks) that every process took part and one ran. Without REDIS_URL a task simply runs.
 */
import type { Redis } from 'ioredis';
import type { Strapi } from '../../strapi-types';

/** How long a tick's keys are kept: long enough for any process to have fired, short enough to leave little behind. */
const TICK_KEY_SECONDS = 60 * 60;

export type CronTask = { task: (context: { strapi: Strapi }, ...args: unknown[]) => unknown; options: unknown };

export type TickClaim = (name: string, tick: Date) => Promise<{ run: boolean; counted: () => Promise<void> }>;

/** The claim of one tick of `name` in Redis: true for exactly one process. */
export function redisTickClaim(redis: Redis, prefix: string, holder: string): TickClaim {
  return async (name, tick) => {
    const key = `${prefix}:cron:${name}:${tick.toISOString()}`;
    const replies = await redis
      .multi()
      .set(key, holder, 'EX', TICK_KEY_SECONDS, 'NX')
      .hincrby(`${key}:counts`, 'claimants', 1)
      .expire(`${key}:counts`, TICK_KEY_SECONDS)
      .exec();
    const run = replies?.[0]?.[1] === 'OK';
    return { run, counted: () => redis.hincrby(`${key}:counts`, 'runs', 1).then(() => undefined) };
  };
}

/** `tasks` with each task run only by the process that claims its tick (`claimOf(strapi)`; null: always run). */
export function oncePerCluster<T extends Record<string, CronTask>>(
  tasks: T,
  claimOf: (strapi: Strapi) => TickClaim | null,
): T {
  const wrapped = Object.entries(tasks).map(([name, { task, options }]) => {
    const once = async (context: { strapi: Strapi }, ...args: unknown[]) => {
      const claim = claimOf(context.strapi);
      if (!claim) return task(context, ...args);
      // node-schedule passes the time the tick was due; a call without it (run by hand) is its own tick.
      const tick = args[0] instanceof Date ? args[0] : new Date(Math.floor(Date.now() / 1000) * 1000);
      let claimed: Awaited<ReturnType<TickClaim>>;
      try {
        claimed = await claim(name, tick);
      } catch (error) {
        context.strapi.log.warn(`Cron task ${name} skipped this tick: Redis did not answer (${String(error)}).`);
        return undefined;
      }
      if (!claimed.run) return undefined;
      const result = await task(context, ...args);
      await claimed.counted().catch(() => undefined);
      return result;
    };
    return [name, { task: once, options }];
  });
  return Object.fromEntries(wrapped) as T;
}
