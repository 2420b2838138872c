import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startApp, type TestApp } from './helpers/app';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  app = await startApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Redactie <redactie@example.com>',
  });
});
const outboxRow = async (to: string) =>
  (await app.strapi.db.query('api::outbox-message.outbox-message').findMany({ where: { to } }))[0];
/** Forgot-password mails after its answer: waits (up to 10 s) until `done` holds. */
async function eventually(done: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 200 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP transport', () => {
  it('delivers the reset e-mail to a real SMTP server and records it as sent in the outbox', async () => {
    const res = await app.client().post('/api/auth/forgot-password', { email: 'editor@example.com' });
    expect(res.status).toBe(200);
    await eventually(async () => (await outboxRow('editor@example.com'))?.status === 'sent');
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['editor@example.com']);
    expect(received[0].from).toBe('redactie@example.com');
    expect(received[0].raw).toMatch(/Subject: Stel je wachtwoord opnieuw in/);
    const row = await outboxRow('editor@example.com');
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
    expect(row.messageId).toEqual(expect.any(String));
  });

  it('records a failed delivery in the outbox and still answers neutrally when the SMTP server is gone', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const res = await app.client().post('/api/auth/forgot-password', { email: 'admin@example.com' });
    expect(res.status).toBe(200);
    await eventually(async () => (await outboxRow('admin@example.com'))?.status === 'failed');
    const row = await outboxRow('admin@example.com');
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
