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
 * The start (ms since the epoch) of the run counted under `key`: the first caller's clock, kept beside the
 * counter for as long, so every process of the run paces against the same moment.
 */
export async function redisRunStart(redis: Redis, key: string, { ttlSeconds = SEQUENCE_TTL_SECONDS } = {}) {
  const replies = await redis.multi().set(key, String(Date.now()), 'EX', ttlSeconds, 'NX').get(key).exec();
  const [error, value] = replies?.[1] ?? [new Error(`Redis did not answer GET ${key}`), null];
  if (error) throw error;
  return Number(value);
}

/** A run's message indexes and start: shared by its processes (BullMQ), or this process's own. */
export type JobRun = { sequence: Sequence; start?: number; shared: boolean };

/**
 * Run `name` (e.g. `campaign:<id>:<startedAt>`): its counter and start shared through Redis under the
 * queue's prefix when the jobs run on BullMQ, else a counter of this process that starts at its first use.
 */
export async function jobRun(strapi: Strapi, name: string, options?: { ttlSeconds?: number }): Promise<JobRun> {
  const backend = jobsOf(strapi).backend;
  if (!(backend instanceof BullmqBackend)) return { sequence: localSequence(), shared: false };
  const key = backend.key(`seq:${name}`);
  const start = await redisRunStart(backend.redis, `${key}:start`, options);
  return { sequence: redisSequence(backend.redis, key, options), start, shared: true };
}

/** Removes a run's counter and start (after the run). */
export async function clearJobRun(strapi: Strapi, name: string) {
  const backend = jobsOf(strapi).backend;
  if (backend instanceof BullmqBackend) {
    const key = backend.key(`seq:${name}`);
    await backend.redis.del(key, `${key}:start`);
  }
}
