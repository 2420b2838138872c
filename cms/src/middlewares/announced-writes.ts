/**
 * Several processes (REDIS_URL, services/cluster): the answer to a request that wrote leaves once the other
 * processes were told of its writes, so that the next read, on whichever process, no longer finds the old list in
 * a read cache. Without Redis there is nothing to wait for.
 */
import { writesAnnounced } from '../services/cluster/writes';

export default () => async (ctx: object, next: () => Promise<unknown>) => {
  await next();
  await writesAnnounced(ctx);
};
