// Whether a Redis answers at REDIS_URL (default the local one): the Redis suite (BullMQ workers) runs only then,
// unless it was asked for by name, so `npm test` stays green on a machine without Redis.
import { spawnSync } from 'node:child_process';

export const testRedisUrl = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export function redisAnswers(url = testRedisUrl()) {
  const probe = `
    const { hostname, port } = new URL(process.argv[1]);
    const socket = require('node:net').connect(Number(port || 6379), hostname || '127.0.0.1');
    socket.setTimeout(1500, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  return spawnSync(process.execPath, ['-e', probe, url], { timeout: 5000 }).status === 0;
}
