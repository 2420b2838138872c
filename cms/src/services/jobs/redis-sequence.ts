/**
 * A global message index shared by every worker process of one run (contract point 6): the sending
 * pacer asks `sequence()` for the next index and waits until index / rate seconds after the start, so
 * several workers sending one campaign together keep its rate. Redis INCR makes the index unique and
 * increasing across processes; the key expires so finished runs leave nothing behind.
 */
import type { Redis } from 'ioredis';
import type { Strapi } from '../../strapi-types';
import { BullmqBackend } from './bullmq';
import { jobsOf } from './index';

export type Sequence = () => Promise<number>;

/** The default lifetime of a run's counter; each call renews it, so only an idle run's key expires. */
export const SEQUENCE_TTL_SECONDS = 24 * 60 * 60;

/** `() => Promise<number>` answering 0, 1, 2 ... across processes (the index before this call's increment). */
export function redisSequence(redis: Redis, key: string, { ttlSeconds = SEQUENCE_TTL_SECONDS } = {}): Sequence {
  return async () => {
    const replies = await redis.multi().incr(key).expire(key, ttlSeconds).exec();
    const [error, value] = replies?.[0] ?? [new Error(`Redis did not answer INCR ${key}`), null];
    if (error) throw error;
    return Number(value) - 1;
  };
}

/** An in-process counter: the sequence of a run when the jobs run in one process (no REDIS_URL). */
export function localSequence(start = 0): Sequence {
  let next = start;
  return async () => next++;
}

/**
 * The sequence of run `name` (e.g. `campaign:<documentId>:<startedAt>`): shared through Redis under the
 * queue's prefix when the jobs run on BullMQ, else a counter of this process.
 */
export function jobSequence(strapi: Strapi, name: string, options?: { ttlSeconds?: number }): Sequence {
  const backend = jobsOf(strapi).backend;
  return backend instanceof BullmqBackend
    ? redisSequence(backend.redis, backend.key(`seq:${name}`), options)
    : localSequence();
}

/** Removes a run's counter (after the run), so a new run starts at 0. */
export async function clearJobSequence(strapi: Strapi, name: string) {
  const backend = jobsOf(strapi).backend;
  if (backend instanceof BullmqBackend) await backend.redis.del(backend.key(`seq:${name}`));
}
