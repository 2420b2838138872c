/**
 * Campaign sending in tests: engagement settings, an audience of profiles, a segment and a template, and a
 * real SMTP sink (`smtp-server` on loopback) that counts what it receives per recipient and when.
 */
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './app';

export const DESIGN = {
  blocks: [
    { type: 'text', html: '<p>Hallo {firstName}, <a href="https://site.example/a">lees verder</a></p>' },
    { type: 'divider' },
  ],
};

export async function setEngagement(app: TestApp, engagement: Record<string, unknown>) {
  const documents = app.strapi.documents('api::config.config');
  const current = await documents.findFirst({ populate: ['engagement'] });
  const merged = { ...(current?.engagement ?? {}), ...engagement };
  delete merged.id;
  if (current) await documents.update({ documentId: current.documentId, data: { engagement: merged } });
  else await documents.create({ data: { engagement: merged } });
}

export type Person = { email: string; optIn?: boolean; blocked?: boolean; firstName?: string };

/** Profiles with `source` (the segment's rule), through the query layer (no document rules). */
export async function makeAudience(app: TestApp, source: string, people: Person[]) {
  const query = app.strapi.db.query('api::profile.profile');
  const rows = [];
  for (const person of people)
    rows.push(
      await query.create({
        data: { type: 'LEAD', language: 'NL', optIn: true, blocked: false, source, ...person },
      }),
    );
  return rows;
}

/** Many profiles at once (plain inserts, for hundreds of recipients). */
export async function makeManyProfiles(app: TestApp, source: string, count: number, domain = 'many.test') {
  const knex = app.strapi.db.connection;
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => ({
    document_id: `${source}-${i}`.padEnd(24, 'x').slice(0, 24),
    email: `p${i}@${source}.${domain}`,
    first_name: `P${i}`,
    type: 'LEAD',
    language: 'NL',
    opt_in: true,
    blocked: false,
    source,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200) await knex('profiles').insert(rows.slice(i, i + 200));
}

export async function makeSegment(app: TestApp, source: string) {
  return app.strapi.db.query('api::segment.segment').create({
    data: {
      name: `Bron ${source}`,
      rules: { type: 'group', op: 'AND', rules: [{ type: 'source', values: [source] }] },
    },
  });
}

export async function makeTemplate(app: TestApp, over: Record<string, unknown> = {}) {
  return app.strapi.db.query('api::email-template.email-template').create({
    data: { name: 'Nieuwsbrief', subject: 'Het nieuws van vandaag', design: DESIGN, ...over },
  });
}

export type Received = { to: string; at: number; raw: string; messageId: string };

/** An SMTP server on loopback; `refuse` answers every MAIL FROM with 451 (a temporary transport error). */
export async function startSink({ refuse = false }: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onMailFrom(_address, _session, callback) {
      if (refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address.toLowerCase(), at: Date.now(), raw, messageId });
        callback();
      });
    },
  });
  // A client killed mid-message resets its connection: expected here, not a failure of the sink.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    countsByRecipient() {
      const counts = new Map<string, number>();
      for (const r of received) counts.set(r.to, (counts.get(r.to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Sink = Awaited<ReturnType<typeof startSink>>;

/** A received message's HTML part, as a reader's client shows it (the sender writes base64 parts, mime.ts). */
export function htmlPartOf(raw: string): string {
  const part = /Content-Type: text\/html[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) throw new Error('no HTML part in the message');
  return Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function waitFor(check: () => Promise<boolean> | boolean, ms = 20_000, what = 'condition') {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
