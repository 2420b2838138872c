import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * Strapi's document service tells the event hub about every created, updated and published entry (`entry.create`
 * and the rest). To do so it opens a transaction only to wait for the commit, reads the whole entry back with every
 * relation and component, and sanitizes it: 7 to 11 more queries a write, about a fifth of a write's CPU under the
 * mixed load. Webhooks (the webhook runner's listeners) and any plugin subscriber are the only readers. This module
 * keeps the event exactly as Strapi makes it when somebody listens to that event, and skips the work when nobody does.
 *
 * The hub's own listener table is private, so every way of listening is counted as it is added or removed.
 */

type EventHub = Core.Strapi['eventHub'];
type Listener = (...args: unknown[]) => unknown;
type EventManager = { emitEvent: (eventName: string, entry: unknown) => void };
type EventsModule = { createEventManager: (strapi: Core.Strapi, uid: string) => EventManager };

/** The file the document service's repository requires (the package exports no subpath, so it is found by path). */
const eventsModulePath = () =>
  path.join(path.dirname(require.resolve('@strapi/core/package.json')), 'dist/services/document-service/events.js');

export type HubAudience = { hears: (eventName: string) => boolean };

/** Counts the listeners per event and the catch-all subscribers the hub gets from now on. */
export function countHubAudience(hub: EventHub, hadListeners: (eventName: string) => boolean): HubAudience {
  const perEvent = new Map<string, number>();
  let subscribers = 0;
  const change = (eventName: string, by: number) =>
    perEvent.set(eventName, Math.max(0, (perEvent.get(eventName) ?? 0) + by));
  const { on, off, subscribe, unsubscribe, removeAllListeners, removeAllSubscribers } = hub as any;

  Object.assign(hub, {
    on(eventName: string, listener: Listener) {
      change(eventName, 1);
      on.call(hub, eventName, listener);
      return () => (hub as any).off(eventName, listener);
    },
    off(eventName: string, listener: Listener) {
      change(eventName, -1);
      return off.call(hub, eventName, listener);
    },
    subscribe(subscriber: Listener) {
      subscribers += 1;
      subscribe.call(hub, subscriber);
      return () => (hub as any).unsubscribe(subscriber);
    },
    unsubscribe(subscriber: Listener) {
      subscribers = Math.max(0, subscribers - 1);
      return unsubscribe.call(hub, subscriber);
    },
    removeAllListeners() {
      perEvent.clear();
      return removeAllListeners.call(hub);
    },
    removeAllSubscribers() {
      subscribers = 0;
      return removeAllSubscribers.call(hub);
    },
  });
  return {
    hears: (eventName) => subscribers > 0 || (perEvent.get(eventName) ?? 0) > 0 || hadListeners(eventName),
  };
}

const audiences = new WeakMap<object, HubAudience>();
let installed = false;

/**
 * Lets the document service emit an entry event only when the hub has somebody for it. The module is patched once
 * per Node process; each Strapi instance (tests start several) is judged by its own hub, and one never counted
 * emits as before.
 */
export function emitEntryEventsWhenHeard(
  strapi: Core.Strapi,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the very module object the repository uses
  events: EventsModule = require(eventsModulePath()),
) {
  // Webhooks loaded before the count began (none today: they load at bootstrap) are seen on the runner itself.
  const webhookListens = (eventName: string) =>
    strapi.has('webhookRunner') && Boolean(strapi.get('webhookRunner').listeners?.has(eventName));
  const audience = countHubAudience(strapi.eventHub, webhookListens);
  audiences.set(strapi, audience);
  if (installed) return audience;
  installed = true;
  const createEventManager = events.createEventManager;
  events.createEventManager = (app, uid) => {
    const manager = createEventManager(app, uid);
    return {
      emitEvent(eventName, entry) {
        if (audiences.get(app)?.hears(eventName) ?? true) manager.emitEvent(eventName, entry);
      },
    };
  };
  return audience;
}
