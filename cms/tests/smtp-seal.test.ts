// The held message's seal (src/services/engagement/transport.ts): a sealed message's final dot waits in its
// corked socket, inside this process, so the SMTP server has accepted nothing until `release`; an aborted
// sealed message is never delivered, a released one exactly once.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSink, type Sink } from './helpers/sending';

const nodeRequire = createRequire(__filename);
let sink: Sink;
beforeAll(async () => {
  sink = await startSink();
});
afterAll(() => sink?.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const message = (to: string) => ({ from: 'a@newsroom.test', to, raw: `Subject: x\r\nTo: ${to}\r\n\r\nHallo\r\n` });

describe('a sealed message', () => {
  it('is not accepted until released, then exactly once; aborted, never', async () => {
    const { SmtpPool } = nodeRequire('../dist/src/services/engagement/transport.js');
    const pool = new SmtpPool({ host: '127.0.0.1', port: sink.port, size: 2 });
    const kept = await pool.open(message('kept@seal.test'));
    const dropped = await pool.open(message('dropped@seal.test'));
    await Promise.all([kept.seal(), dropped.seal()]);
    await settle();
    expect(sink.received.map((r) => r.to)).toEqual([]);

    dropped.abort();
    expect(await kept.release()).toMatchObject({ ok: true });
    await settle();
    expect(sink.received.map((r) => r.to)).toEqual(['kept@seal.test']);
    await pool.close();
  });
});
