// With REDIS_URL set but Redis away, queuing a job must not hang the request: the job stays PENDING_JOB
// in the database and a worker's sweep queues it once Redis is back (jobs-bullmq.test.ts, in the Redis suite, shows the sweep).
// No Redis needed: the URL points at a closed port. The engine is a stand-in recording what it is told.
import { describe, expect, it } from 'vitest';
import { BullmqBackend } from '../src/services/jobs/bullmq';

describe('BullmqBackend without a reachable Redis', () => {
  it('marks the job pending, gives up on the queue after a few seconds and says so', async () => {
    const calls: string[] = [];
    const engine = {
      markPending: async (id: number) => void calls.push(`pending ${id}`),
      unfinished: async () => [],
      log: { info: () => undefined, warn: () => undefined, error: (m: string) => void calls.push(m) },
    };
    const backend = new BullmqBackend(engine as never, {
      url: 'redis://127.0.0.1:1',
      prefix: 'nbtest_offline',
      work: false,
      concurrency: 1,
      lockMs: 30_000,
      sweepMs: 60_000,
    });
    const started = Date.now();
    await backend.add({ id: 7, documentId: 'abc', type: 'profile-import' });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(calls[0]).toBe('pending 7');
    expect(calls.some((m) => /job abc not queued yet .*the next sweep queues it/.test(m))).toBe(true);
    backend.redis.disconnect();
  }, 15_000);
});
