/**
 * A local stand-in of an SMS gateway speaking MessageBird's classic REST shape (cms/src/services/sms/http.ts,
 * docs/sms.md), plain HTTP on 127.0.0.1: `POST /messages` with `Authorization: AccessKey <key>` and JSON
 * `{ originator, recipients: [msisdn], body, reference, datacoding }` → 201 `{ id, ... }`. It keeps what it
 * accepted, and de-duplicates by `reference` (a repeat answers 201 with the first id and is not kept again).
 * A wrong key is 401, a malformed message 422, both with MessageBird's `{ errors: [...] }`.
 * On demand: `answerNext(status)` answers the next calls with that status without keeping anything,
 * `lostAnswers` keeps the message and then answers 500 (an answer lost on the way), `delayMs` answers late.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type GatewayMessage = {
  id: string;
  originator: string;
  recipients: string[];
  body: string;
  reference: string | null;
  datacoding: string | null;
};
/** `at`: when the request arrived (ms since the epoch), for measuring a sender's rate. */
export type GatewayCall = {
  method: string;
  path: string;
  auth: string | undefined;
  body: any;
  status: number;
  at: number;
};

export type SmsGatewayStandIn = {
  url: string;
  accessKey: string;
  /** Every request, with the status it got. */
  calls: GatewayCall[];
  /** The messages accepted (once per reference). */
  messages: GatewayMessage[];
  /** Answers the next `times` calls with `status` (and a MessageBird error body), keeping nothing. */
  answerNext(status: number, times?: number): void;
  /** Accept-then-fail: keeps the next `times` messages but answers 500. */
  loseAnswers(times?: number): void;
  delayMs: number;
  close(): Promise<void>;
};

const ERRORS: Record<number, { code: number; description: string }> = {
  400: { code: 21, description: 'Bad request' },
  401: { code: 2, description: 'Request not allowed (incorrect access_key)' },
  422: { code: 9, description: 'no (correct) recipients found' },
  429: { code: 429, description: 'Too many requests' },
  500: { code: 99, description: 'Internal error' },
};

export async function startSmsGateway(accessKey = 'test_gateway_key'): Promise<SmsGatewayStandIn> {
  const forced: number[] = [];
  let lost = 0;
  const byReference = new Map<string, GatewayMessage>();
  const state = { calls: [] as GatewayCall[], messages: [] as GatewayMessage[], delayMs: 0 };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const at = Date.now();
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const call: GatewayCall = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://gateway').pathname,
        auth: req.headers.authorization,
        body,
        status: 0,
        at,
      };
      state.calls.push(call);
      const answer = (status: number, payload: unknown) => {
        call.status = status;
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const refuse = (status: number, parameter: string | null = null) =>
        answer(status, { errors: [{ ...(ERRORS[status] ?? { code: status, description: 'Refused' }), parameter }] });

      if (call.method !== 'POST' || call.path !== '/messages') return refuse(404);
      if (call.auth !== `AccessKey ${accessKey}`) return refuse(401, 'access_key');
      if (forced.length) return refuse(forced.shift()!);
      const valid =
        body &&
        typeof body.originator === 'string' &&
        typeof body.body === 'string' &&
        body.body.length > 0 &&
        Array.isArray(body.recipients) &&
        body.recipients.length > 0 &&
        body.recipients.every((r: unknown) => /^[1-9]\d{6,14}$/.test(String(r)));
      if (!valid) return refuse(422, 'recipients');

      const reference = typeof body.reference === 'string' ? body.reference : null;
      let message = reference ? byReference.get(reference) : undefined;
      if (!message) {
        message = {
          id: crypto.randomBytes(16).toString('hex'),
          originator: body.originator,
          recipients: body.recipients.map(String),
          body: body.body,
          reference,
          datacoding: body.datacoding ?? null,
        };
        state.messages.push(message);
        if (reference) byReference.set(reference, message);
      }
      if (lost > 0) {
        lost -= 1;
        return refuse(500);
      }
      answer(201, {
        id: message.id,
        href: `${url}/messages/${message.id}`,
        direction: 'mt',
        type: 'sms',
        originator: message.originator,
        body: message.body,
        reference: message.reference,
        datacoding: message.datacoding,
        recipients: {
          totalCount: message.recipients.length,
          items: message.recipients.map((r) => ({ recipient: Number(r), status: 'sent' })),
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(state, {
    url,
    accessKey,
    answerNext(status: number, times = 1) {
      for (let i = 0; i < times; i++) forced.push(status);
    },
    loseAnswers(times = 1) {
      lost += times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
