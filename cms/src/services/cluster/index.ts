/**
 * Several CMS processes behind one address (README "Several processes"): with REDIS_URL set this process joins
 * the others through Redis. Writes are announced on a channel so every process empties its read caches
 * (./writes.ts), the sign-in throttle counts in Redis (./throttle-store.ts), and each scheduled task's tick is
 * claimed by one process (./cron-lock.ts). Jobs go to BullMQ on their own (services/jobs/bullmq.ts).
 * Without REDIS_URL nothing here connects and all of it stays in process memory.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import type { Strapi } from '../../strapi-types';
import { clusterSettingsFromEnv } from './settings';
import { redisThrottleStore } from './throttle-store';
import { redisTickClaim, type TickClaim } from './cron-lock';
import { joinWrites } from './writes';

type Cluster = { claimTick: TickClaim; stop: () => Promise<void> };
const clusters = new WeakMap<object, Cluster>();

/** This process's place in the cluster; null when it runs alone (no REDIS_URL) or before it joined. */
export const clusterOf = (strapi: Strapi): Cluster | null => clusters.get(strapi) ?? null;

/** The tick claim of the cron tasks (cron-tasks.ts): null when alone, so every task simply runs. */
export const tickClaimOf = (strapi: Strapi): TickClaim | null => clusterOf(strapi)?.claimTick ?? null;

export async function joinCluster(strapi: Strapi, env: NodeJS.ProcessEnv = process.env) {
  const settings = clusterSettingsFromEnv(env);
  if (!settings) return null;
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  // Commands fail fast while Redis is away (the callers log and go on); a subscribed client can run nothing else.
  const commands = new Redis(settings.url, { maxRetriesPerRequest: 2, lazyConnect: true });
  const subscriber = new Redis(settings.url, { maxRetriesPerRequest: null, lazyConnect: true });
  await Promise.all([commands.connect(), subscriber.connect()]);
  const channel = `${settings.prefix}:writes`;
  await subscriber.subscribe(channel);
  const writes = joinWrites(strapi, channel, (to, message) => commands.publish(to, message), subscriber);
  // ioredis subscribes again after a reconnection; what was announced meanwhile is lost, so caches start over.
  let connected = true;
  subscriber.on('close', () => (connected = false));
  subscriber.on('ready', () => {
    if (connected) return;
    connected = true;
    writes.reconnected();
  });
  strapi.service('api::account.throttle').useStore(redisThrottleStore(commands, settings.prefix));
  const cluster: Cluster = {
    claimTick: redisTickClaim(commands, settings.prefix, holder),
    async stop() {
      writes.leave();
      clusters.delete(strapi);
      await Promise.all([subscriber, commands].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
  clusters.set(strapi, cluster);
  strapi.log.info(`Joined the cluster on Redis (prefix ${settings.prefix}) as ${holder}.`);
  return cluster;
}

export const leaveCluster = (strapi: Strapi) => clusterOf(strapi)?.stop();
