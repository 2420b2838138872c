/**
 * Password hashing off the event loop. Strapi's users-permissions uses bcryptjs, which computes on the
 * main thread: a burst of sign-ins (about 60 ms of CPU each) stalled every other request. bcrypt's native
 * binding runs in libuv's thread pool instead. Same algorithm and format, so every existing hash stays
 * valid; new hashes keep the "$2a$" prefix and Strapi's 10 rounds.
 * At most CONCURRENCY hashes run at once, leaving pool threads for file and DNS work.
 */
import os from 'node:os';
import bcrypt from 'bcrypt';

const ROUNDS = 10;
const BCRYPT_SHAPE = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;
// libuv's pool has 4 threads unless UV_THREADPOOL_SIZE says otherwise; keep one free.
const POOL = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
const CONCURRENCY = Math.max(1, Math.min(POOL - 1, os.availableParallelism()));

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its slot straight to the next waiting one.
  if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Whether `password` matches `hash`; false (not an error) for anything that is not a bcrypt hash. */
export function verifyPassword(password: string, hash: unknown): Promise<boolean> {
  if (typeof password !== 'string' || typeof hash !== 'string' || !BCRYPT_SHAPE.test(hash)) return Promise.resolve(false);
  return limited(() => bcrypt.compare(password, hash));
}

export function hashPassword(password: string, rounds = ROUNDS): Promise<string> {
  return limited(async () => bcrypt.hash(password, await bcrypt.genSalt(rounds, 'a')));
}

export const isBcryptHash = (value: unknown) => typeof value === 'string' && BCRYPT_SHAPE.test(value);
