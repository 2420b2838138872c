/**
 * A local stand-in of the parts of Mollie's v2 API our adapter calls (services/payments/mollie.ts), on
 * 127.0.0.1 only, with the response shapes of Mollie's documentation: customers (POST/GET /v2/customers),
 * their mandates (POST/GET /v2/customers/:id/mandates), payments (POST /v2/payments and
 * /v2/customers/:id/payments, also recurring ones with sequenceType, customerId and mandateId; GET and DELETE
 * /v2/payments/:id). A repeated request with the same Idempotency-Key answers the first answer, as Mollie does.
 * It speaks HTTPS (with the self-signed certificate in fixtures/): @mollie/api-client only speaks HTTPS.
 * A test sets a payment's state with `set` and then delivers the webhook with `notify`.
 */
import https from 'node:https';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

type Resource = Record<string, any>;
const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);
const token = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 12)}`;
const link = (href: string) => ({ href, type: 'application/hal+json' });

export type MollieStandIn = {
  /** The API base the adapter is given (MOLLIE_API_ENDPOINT). */
  endpoint: string;
  customers: Map<string, Resource>;
  mandates: Map<string, Resource>;
  payments: Map<string, Resource>;
  /** `METHOD path` of every request, in order. */
  requests: string[];
  /** Sets fields of a payment (its status, details such as bankReasonCode, amountChargedBack). */
  set(id: string, fields: Resource): void;
  /** Calls the payment's webhook at our server (`base` = the app's URL) like Mollie does: a form with the id. */
  notify(id: string, base: string): Promise<number>;
  close(): Promise<void>;
};

export async function startMollieStandIn(): Promise<MollieStandIn> {
  const customers = new Map<string, Resource>();
  const mandates = new Map<string, Resource>();
  const payments = new Map<string, Resource>();
  const answered = new Map<string, { status: number; body: Resource }>();
  const requests: string[] = [];

  const createPayment = (input: Resource, customerId?: string): Resource => {
    const id = token('tr');
    const recurring = input.sequenceType === 'recurring';
    const mandate = recurring ? mandates.get(input.mandateId) : null;
    return {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: new Date().toISOString(),
      status: recurring ? 'pending' : 'open',
      isCancelable: true,
      amount: input.amount,
      description: input.description,
      method: recurring ? 'directdebit' : null,
      metadata: input.metadata ?? null,
      sequenceType: input.sequenceType ?? 'oneoff',
      redirectUrl: input.redirectUrl ?? null,
      webhookUrl: input.webhookUrl,
      profileId: 'pfl_standin',
      ...(customerId || input.customerId ? { customerId: customerId ?? input.customerId } : {}),
      ...(mandate ? { mandateId: mandate.id } : {}),
      ...(mandate
        ? {
            details: {
              transferReference: `SD${id.slice(3, 11).toUpperCase()}`,
              creditorIdentifier: 'NL08ZZZ502057730000',
              consumerName: mandate.details.consumerName,
              consumerAccount: mandate.details.consumerAccount,
              consumerBic: mandate.details.consumerBic,
              dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
              signatureDate: mandate.signatureDate,
              mandateReference: mandate.mandateReference,
            },
          }
        : {}),
      _links: {
        self: link(`/v2/payments/${id}`),
        ...(recurring
          ? {}
          : { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' } }),
      },
    };
  };

  const route = (method: string, url: string, input: Resource): { status: number; body: Resource } => {
    const notFound = {
      status: 404,
      body: { status: 404, title: 'Not Found', detail: 'No resource exists with token.' },
    };
    let m: RegExpExecArray | null;
    if (method === 'POST' && url === '/v2/customers') {
      const id = token('cst');
      const customer = {
        resource: 'customer',
        id,
        mode: 'test',
        name: input.name ?? null,
        email: input.email ?? null,
        locale: input.locale ?? null,
        metadata: input.metadata ?? null,
        createdAt: new Date().toISOString(),
        _links: { self: link(`/v2/customers/${id}`), mandates: link(`/v2/customers/${id}/mandates`) },
      };
      customers.set(id, customer);
      return { status: 201, body: customer };
    }
    if ((m = /^\/v2\/customers\/(\w+)$/.exec(url)) && method === 'GET')
      return customers.has(m[1]) ? { status: 200, body: customers.get(m[1])! } : notFound;
    if ((m = /^\/v2\/customers\/(\w+)\/mandates$/.exec(url)) && method === 'POST') {
      if (!customers.has(m[1])) return notFound;
      if (input.method !== 'directdebit' || !input.consumerName || !input.consumerAccount)
        return {
          status: 422,
          body: { status: 422, title: 'Unprocessable Entity', detail: 'The mandate is incomplete.' },
        };
      const id = token('mdt');
      const mandate = {
        resource: 'mandate',
        id,
        mode: 'test',
        status: 'valid',
        method: 'directdebit',
        details: {
          consumerName: input.consumerName,
          consumerAccount: input.consumerAccount,
          consumerBic: input.consumerBic ?? null,
        },
        mandateReference: input.mandateReference ?? null,
        signatureDate: input.signatureDate ?? null,
        createdAt: new Date().toISOString(),
        _links: { self: link(`/v2/customers/${m[1]}/mandates/${id}`), customer: link(`/v2/customers/${m[1]}`) },
      };
      mandates.set(id, { ...mandate, customerId: m[1] });
      return { status: 201, body: mandate };
    }
    if ((m = /^\/v2\/customers\/(\w+)\/mandates\/(\w+)$/.exec(url)) && method === 'GET')
      return mandates.get(m[2])?.customerId === m[1] ? { status: 200, body: mandates.get(m[2])! } : notFound;
    if (method === 'POST' && (url === '/v2/payments' || (m = /^\/v2\/customers\/(\w+)\/payments$/.exec(url)))) {
      const customerId = url === '/v2/payments' ? input.customerId : m![1];
      if (input.sequenceType === 'recurring') {
        const mandate = mandates.get(input.mandateId);
        if (!customerId || !customers.has(customerId) || !mandate || mandate.customerId !== customerId)
          return { status: 422, body: { status: 422, title: 'Unprocessable Entity', detail: 'No valid mandate.' } };
      }
      const payment = createPayment(input, customerId);
      payments.set(payment.id, payment);
      return { status: 201, body: payment };
    }
    if ((m = /^\/v2\/payments\/(\w+)$/.exec(url))) {
      const payment = payments.get(m[1]);
      if (!payment) return notFound;
      if (method === 'GET') return { status: 200, body: payment };
      if (method === 'DELETE') {
        if (!['open', 'pending'].includes(payment.status))
          return {
            status: 422,
            body: { status: 422, title: 'Unprocessable Entity', detail: 'The payment cannot be canceled.' },
          };
        Object.assign(payment, { status: 'canceled', isCancelable: false, canceledAt: new Date().toISOString() });
        return { status: 200, body: payment };
      }
    }
    return notFound;
  };

  const server = https.createServer(
    { key: readFileSync(fixture('standin.key')), cert: readFileSync(fixture('standin.crt')) },
    (req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        const url = (req.url ?? '').split('?')[0];
        requests.push(`${req.method} ${url}`);
        const key = req.headers['idempotency-key'];
        const replay = typeof key === 'string' ? answered.get(`${req.method} ${url} ${key}`) : undefined;
        const answer = replay ?? route(req.method ?? 'GET', url, text ? JSON.parse(text) : {});
        if (typeof key === 'string' && !replay) answered.set(`${req.method} ${url} ${key}`, answer);
        res.writeHead(answer.status, { 'content-type': 'application/hal+json' });
        res.end(JSON.stringify(answer.body));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/v2/`,
    customers,
    mandates,
    payments,
    requests,
    set(id, fields) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in has no payment ${id}.`);
      const { details, ...rest } = fields;
      Object.assign(payment, rest);
      if (details) payment.details = { ...(payment.details ?? {}), ...details };
    },
    async notify(id, base) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in has no payment ${id}.`);
      const res = await fetch(base + new URL(payment.webhookUrl).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${encodeURIComponent(id)}`,
      });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
