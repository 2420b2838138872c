/**
 * Write announcements: what an in-process cache needs to know to stay true when another process writes.
 * Every database write (lifecycles, so every write path counts) is told to this process's listeners at once
 * and again at its transaction's commit, and published on Redis (REDIS_URL) so the listeners of every other
 * process hear it too. A write behind Strapi's back (raw SQL) is announced with `announceWrite`.
 *
 * A process that lost its Redis connection may have missed announcements: when it is back, every listener
 * hears `ANYTHING`, so caches start over instead of serving what another process changed meanwhile.
 */
import crypto from 'node:crypto';
import type { Strapi } from '../../strapi-types';

/** Told to listeners after a reconnection: any model may have changed. */
export const ANYTHING = '*';
const WRITES = new Set([
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
]);

export type WriteListener = { watched: (uid: string) => boolean; react: (uid: string) => void };
type Publisher = (uid: string) => void;
type Bus = { listeners: WriteListener[]; publish: Publisher | null; origin: string };

const buses = new WeakMap<object, Bus>();

/** Tells this process's listeners that `uid` was written (`ANYTHING`: every listener). */
function tell(bus: Bus, uid: string) {
  for (const listener of bus.listeners) if (uid === ANYTHING || listener.watched(uid)) listener.react(uid);
}

function announce(bus: Bus, uid: string) {
  tell(bus, uid);
  bus.publish?.(uid);
}

function busOf(strapi: Strapi): Bus {
  const existing = buses.get(strapi);
  if (existing) return existing;
  const created: Bus = { listeners: [], publish: null, origin: crypto.randomBytes(8).toString('hex') };
  buses.set(strapi, created);
  strapi.db.lifecycles.subscribe(async (event) => {
    const uid = event.model?.uid;
    if (!uid || !WRITES.has(event.action)) return;
    announce(created, uid);
    // A read that ran between the write and the commit saw the old rows: listeners hear it again at the commit.
    if (strapi.db.inTransaction())
      await strapi.db.transaction(async ({ onCommit }) => onCommit(() => announce(created, uid)));
  });
  return created;
}

/** Calls `react(uid)` after every write, here or in another process, to a model that `watched` accepts. */
export function onWrites(strapi: Strapi, watched: (uid: string) => boolean, react: (uid: string) => void) {
  busOf(strapi).listeners.push({ watched, react });
}

/** For writes the lifecycles do not see (raw SQL): tells this process's listeners and the other processes. */
export function announceWrite(strapi: Strapi, uid: string) {
  announce(busOf(strapi), uid);
}

/** The announcements a request's writes published, until its answer goes out (see writesAnnounced). */
const announcing = new WeakMap<object, Promise<unknown>[]>();

/**
 * Resolves once Redis has taken every announcement of the request `ctx` (the answer to PUBLISH comes after Redis
 * handed the message to the subscribers' connections). The answer to a write waits for it: a read the client
 * sends next, to any process, then finds the other processes' caches already emptied.
 */
export async function writesAnnounced(ctx: object) {
  const sent = announcing.get(ctx);
  if (!sent) return;
  announcing.delete(ctx);
  await Promise.all(sent);
}

/** The channel's message: who wrote (so a process ignores its own echo) and what. */
type Message = { origin: string; uid: string };

/**
 * Connects the announcements to Redis pub/sub: `publish` sends on the channel, and what `subscriber`
 * receives from other processes is told to this process's listeners. Returns the handler of a reconnection.
 */
export function joinWrites(
  strapi: Strapi,
  channel: string,
  publish: (channel: string, message: string) => Promise<unknown>,
  subscriber: { on(event: 'message', handler: (channel: string, message: string) => void): unknown },
) {
  const bus = busOf(strapi);
  bus.publish = (uid) => {
    const sent = publish(channel, JSON.stringify({ origin: bus.origin, uid } satisfies Message)).catch((error) =>
      strapi.log.warn(`Could not announce a write to ${uid} to the other processes: ${error.message}`),
    );
    const request = strapi.requestContext.get();
    if (!request) return;
    const sentByRequest = announcing.get(request);
    if (sentByRequest) sentByRequest.push(sent);
    else announcing.set(request, [sent]);
  };
  subscriber.on('message', (from, text) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.origin !== bus.origin && typeof message.uid === 'string') tell(bus, message.uid);
  });
  return {
    reconnected: () => tell(bus, ANYTHING),
    leave: () => {
      bus.publish = null;
    },
  };
}
