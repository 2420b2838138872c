/**
 * Exchange rates for the "VAT in euro" line of invoices in USD or XBT (VAT Directive art. 230: the
 * rate of the ECB or the member state on the invoice date). Two sources behind one interface:
 * - EXCHANGE_RATES_URL: a JSON document `{ date: "YYYY-MM-DD", rates: { USD: 1.08, XBT: 0.000011 } }`
 *   (units per euro, ECB style), read at most once an hour;
 * - otherwise the built-in table below, dated, so demos and tests work offline. Production sets the URL.
 */
import { UpstreamError } from './errors';

export type RateTable = { date: string; rates: Record<string, number> };

/** Built-in reference rates (ECB euro foreign exchange reference rates and a bitcoin quote), units per euro. */
export const BUILT_IN_RATES: RateTable = { date: '2026-11-20', rates: { EUR: 1, USD: 1.0812, XBT: 0.0000112 } };
const CACHE_MS = 60 * 60 * 1000;
let cached: { at: number; url: string; table: RateTable } | null = null;

async function fetchTable(url: string): Promise<RateTable> {
  if (cached && cached.url === url && Date.now() - cached.at < CACHE_MS) return cached.table;
  let body: any;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (error) {
    throw new UpstreamError(`The exchange rates could not be fetched: ${(error as Error).message}.`, {
      code: 'exchange_rates_unavailable',
    });
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(body?.date)) || typeof body?.rates !== 'object')
    throw new UpstreamError('The exchange rates have an unknown shape.', { code: 'exchange_rates_unavailable' });
  cached = { at: Date.now(), url, table: { date: body.date, rates: { EUR: 1, ...body.rates } } };
  return cached.table;
}

export async function rateTable(env = process.env): Promise<RateTable> {
  return env.EXCHANGE_RATES_URL ? fetchTable(env.EXCHANGE_RATES_URL) : BUILT_IN_RATES;
}

/** The VAT of an invoice in euro cents, with the rate (units per euro) and its date; null for EUR. */
export async function vatInEuro(currency: string, taxTotal: number) {
  if (currency === 'EUR') return null;
  const table = await rateTable();
  const rate = table.rates[currency];
  if (!(rate > 0))
    throw new UpstreamError(`There is no exchange rate for ${currency}.`, { code: 'exchange_rates_unavailable' });
  return { currency, rate, date: table.date, taxTotalEur: Math.round(taxTotal / rate) };
}
