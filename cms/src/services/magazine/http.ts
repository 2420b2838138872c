import { unreachableReason } from '../unreachable';
import { MagazinePlatformError, type MagazinePlatform, type MagazineRequest } from './types';

/** How long one call may take before it counts as failed. */
export const MAGAZINE_PLATFORM_TIMEOUT_MS = 10_000;

type Options = { url: string; token?: string; timeoutMs?: number };

const customerBody = ({ customer }: MagazineRequest) => ({
  reference: customer.documentId,
  name: customer.name,
  email: customer.email,
  debtorId: customer.debtorId,
});

/**
 * The platform over HTTP, JSON both ways, `Authorization: Bearer <token>` when a token is set
 * (docs/subscriptions.md "Magazine platform (Aboland)"):
 * - `POST {url}/subscriptions` `{ magazineId, customer, subscription }` → 2xx `{ subscriptionNumber }`
 *   (header `Idempotency-Key: activate:<subscription documentId>`);
 * - `POST {url}/subscriptions/{number}/deactivate` `{ magazineId, subscription }` → 2xx;
 * - `GET {url}/subscriptions?customer=<documentId>&magazine=<magazineId>` → 2xx `{ subscriptionNumber | null }`,
 *   or 404 when it has none.
 * Anything else, a timeout or a network error is a MagazinePlatformError.
 */
export function httpMagazinePlatform({
  url,
  token,
  timeoutMs = MAGAZINE_PLATFORM_TIMEOUT_MS,
}: Options): MagazinePlatform {
  const base = url.replace(/\/+$/, '');
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why = unreachableReason(error, timeoutMs);
      throw new MagazinePlatformError(`Magazine platform unreachable (${method} ${path}): ${why}`);
    }
    const text = await res.text().catch(() => '');
    return { status: res.status, ok: res.ok, text };
  };
  const parse = (text: string, what: string): Record<string, unknown> => {
    try {
      const json = JSON.parse(text);
      if (json && typeof json === 'object') return json;
    } catch {
      /* below */
    }
    throw new MagazinePlatformError(`Magazine platform answered ${what} without JSON.`);
  };
  const refused = (method: string, path: string, status: number, text: string) =>
    new MagazinePlatformError(`Magazine platform answered HTTP ${status} to ${method} ${path}: ${text.slice(0, 200)}`);

  return {
    name: 'http',
    async activate(request) {
      const path = '/subscriptions';
      const res = await call(
        'POST',
        path,
        {
          magazineId: request.magazineId,
          customer: customerBody(request),
          subscription: { reference: request.subscription.documentId, startDate: request.subscription.startDate },
        },
        { 'Idempotency-Key': `activate:${request.subscription.documentId}` },
      );
      if (!res.ok) throw refused('POST', path, res.status, res.text);
      const number = parse(res.text, 'an activation').subscriptionNumber;
      if (typeof number !== 'string' || !number.trim() || number.length > 100)
        throw new MagazinePlatformError('Magazine platform answered an activation without a subscriptionNumber.');
      return { subscriptionNumber: number.trim() };
    },
    async deactivate(request) {
      const path = `/subscriptions/${encodeURIComponent(request.subscriptionNumber)}/deactivate`;
      const res = await call('POST', path, {
        magazineId: request.magazineId,
        subscription: { reference: request.subscription.documentId, endDate: request.subscription.endDate },
      });
      if (!res.ok) throw refused('POST', path, res.status, res.text);
    },
    async subscriptionNumber(request) {
      const query = new URLSearchParams({ customer: request.customer.documentId, magazine: request.magazineId });
      const path = `/subscriptions?${query}`;
      const res = await call('GET', path);
      if (res.status === 404) return null;
      if (!res.ok) throw refused('GET', path, res.status, res.text);
      const number = parse(res.text, 'a look-up').subscriptionNumber;
      return typeof number === 'string' && number.trim() ? number.trim() : null;
    },
  };
}
