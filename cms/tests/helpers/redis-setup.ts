import { redisAvailable, redisUrl } from './workers';

/** The Redis suite's precondition: a Redis server at REDIS_URL (default redis://127.0.0.1:6379). */
export default async function setup() {
  if (!(await redisAvailable()))
    throw new Error(`The Redis tests need a Redis server at ${redisUrl()} (set REDIS_URL or start redis-server).`);
}
