/**
 * The VAPID keys web push is signed with (RFC 8292): from `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` when both are
 * set, otherwise a pair generated once with web-push's `generateVAPIDKeys` and kept in Strapi's core store
 * (`strapi_core_store_settings`, key `core_newsroom_pushVapidKeys`, the row `strapi.store({type: 'core', name:
 * 'newsroom'})` reads as `pushVapidKeys`), like the demo markers beside it. Only the public key is ever answered
 * (`GET /api/push/public-key`); the private key stays in the database and this process.
 *
 * Two processes starting at once may both generate a pair: each inserts its own, then both read the oldest row,
 * so they sign with the same key and the extra row is never used.
 */
import webpush from 'web-push';
import type { Strapi } from '../../strapi-types';

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

export const VAPID_STORE_KEY = 'core_newsroom_pushVapidKeys';
const STORE = 'strapi::core-store';

/** The `mailto:` or `https:` contact push services may use to reach the publisher. */
export function vapidSubject(env: NodeJS.ProcessEnv = process.env): string {
  const configured = (env.VAPID_SUBJECT ?? '').trim();
  if (configured) {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(configured))
      throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL (RFC 8292).');
    return configured;
  }
  const address = [env.MAIL_REPLY_TO, env.MAIL_FROM]
    .map((value) => /<([^>]+)>/.exec(value ?? '')?.[1] ?? value?.trim())
    .find((value) => value && /^\S+@\S+$/.test(value));
  return `mailto:${address ?? 'no-reply@example.com'}`;
}

/** The pair from the environment, checked; null when neither variable is set. */
export function vapidKeysFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): { publicKey: string; privateKey: string } | null {
  const publicKey = (env.VAPID_PUBLIC_KEY ?? '').trim();
  const privateKey = (env.VAPID_PRIVATE_KEY ?? '').trim();
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  try {
    // Throws on a key of the wrong length or alphabet (the same checks a send makes).
    webpush.getVapidHeaders('https://push.example.com', 'mailto:check@example.com', publicKey, privateKey, 'aes128gcm');
  } catch (error) {
    throw new Error(`VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not a VAPID key pair: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { publicKey, privateKey };
}

type StoredRow = { id: number; value: string };

async function storedKeys(strapi: Strapi): Promise<{ publicKey: string; privateKey: string }> {
  const query = strapi.db.query(STORE);
  const oldest = async (): Promise<StoredRow | undefined> =>
    (await query.findMany({ where: { key: VAPID_STORE_KEY }, orderBy: { id: 'asc' }, limit: 1 }))[0] as
      StoredRow | undefined;
  let row = await oldest();
  if (!row) {
    const generated = webpush.generateVAPIDKeys();
    await query.create({
      data: {
        key: VAPID_STORE_KEY,
        value: JSON.stringify({ ...generated, createdAt: new Date().toISOString() }),
        type: 'object',
        environment: null,
        tag: null,
      },
    });
    row = await oldest();
  }
  const parsed = JSON.parse(String(row?.value ?? '{}')) as { publicKey?: string; privateKey?: string };
  if (!parsed.publicKey || !parsed.privateKey)
    throw new Error(`The stored VAPID keys (${VAPID_STORE_KEY}) are broken.`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

const cache = new WeakMap<Strapi, Promise<VapidDetails>>();

/** The keys and subject to sign with; read (or generated) once per process and Strapi instance. */
export function vapidDetails(strapi: Strapi): Promise<VapidDetails> {
  let found = cache.get(strapi);
  if (!found) {
    found = (async () => ({ subject: vapidSubject(), ...(vapidKeysFromEnv() ?? (await storedKeys(strapi))) }))();
    // A failure (a database hiccup, a bad variable) is not remembered: the next call tries again.
    found.catch(() => cache.delete(strapi));
    cache.set(strapi, found);
  }
  return found;
}

/** The application server key a website passes to `pushManager.subscribe` (base64url, 65 bytes). */
export async function vapidPublicKey(strapi: Strapi): Promise<string> {
  return (await vapidDetails(strapi)).publicKey;
}
