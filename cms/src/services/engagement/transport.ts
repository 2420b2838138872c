/**
 * The campaign transports: SMTP (a pool of nodemailer SMTPConnections) or, without SMTP_HOST, the outbox.
 *
 * EXACTLY ONCE, ALSO ACROSS `kill -9`. A recipient's row in `campaign_recipients` and the message the SMTP
 * server accepts must agree, but a database commit and an SMTP delivery cannot be one atomic step. So the
 * sending holds each message's end until the database has spoken:
 *   1. open: on a pooled connection send MAIL FROM, RCPT TO and DATA, and stream the whole message body,
 *      but do NOT end the stream: the final `\r\n.\r\n` is not written, so the server has accepted nothing;
 *   2. commit: in ONE transaction with the job's checkpoint, mark the batch's rows `sent`, but only rows
 *      still held under this worker's claim token (fencing: a claim whose lease ran out and that another
 *      worker took updates 0 rows; that message's stream is destroyed, never ended);
 *   3. release: in the same turn of the event loop as the COMMIT (the job engine's `whenCommitting`, run
 *      once the COMMIT statement ran or was written: ../jobs/after-commit.ts), end the streams of the
 *      committed rows (the final dots follow on the sockets before any I/O) and read the server's 250. A 5xx after the dot marks the recipient `failed` (never sent again).
 * A crash before that step drops the connections; an SMTP server discards an unfinished DATA, and the
 * recipients (still `claimed`, their lease runs out) are sent again by the next worker. After it, COMMIT and
 * dots are both with the kernel, which sends what was written even when the process dies. What remains is a
 * COMMIT refused after the dots went out (a lost database connection): the sender then records those rows in
 * a new transaction.
 * Each message has a deterministic Message-ID (campaign and recipient), so a receiving system that
 * de-duplicates by Message-ID would also catch a double.
 *
 * The outbox transport has nothing to hold: the commit marks the row sent with transport `outbox`; the
 * message is not copied (the view-in-browser page renders it from the campaign's prepared message).
 */
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/**
 * Resolves once everything written to `body` has left this process for the socket's kernel buffer: the body
 * stream and the socket's write queue are both empty, looked at between turns of the event loop (a pipe that
 * was waiting for 'drain' refills the socket in the drain handler itself). Gives up waiting after 10 s.
 */
export function inKernel(body: PassThrough, socket: Socket | undefined, limitMs = 10_000): Promise<void> {
  const until = Date.now() + limitMs;
  return new Promise((resolve) => {
    const look = () => {
      const empty = body.readableLength === 0 && body.writableLength === 0 && (socket?.writableLength ?? 0) === 0;
      if (empty || Date.now() > until || body.destroyed) resolve();
      else setImmediate(look);
    };
    setImmediate(look);
  });
}

/**
 * Resolves once the final dot sits in the corked socket's buffer (the body ended through nodemailer's
 * dot-escaping stream, a few ticks), or the message failed, or after 10 s.
 */
function dotBuffered(socket: Socket, failed: () => boolean, limitMs = 10_000): Promise<void> {
  const until = Date.now() + limitMs;
  return new Promise((resolve) => {
    const look = () => {
      if (socket.writableLength > 0 || socket.destroyed || failed() || Date.now() > until) resolve();
      else setImmediate(look);
    };
    look();
  });
}

export type OutgoingMessage = { from: string; to: string; raw: Buffer | string };

/** What became of a message after its final dot. */
export type DeliveryResult =
  | { ok: true; response: string }
  | { ok: false; permanent: boolean; error: string; /** The server answered 4xx: not accepted. */ temporary?: boolean };

/** A message whose DATA is open and whose final dot is held back. */
export type HeldMessage = {
  /**
   * Before the commit: puts the final dot into the corked socket's buffer, still in this process (a crash
   * loses it with the process), so that `release` is one synchronous write.
   */
  seal(): Promise<void>;
  /** Writes the final dot (uncorks a sealed message) and waits for the server's answer. */
  release(): Promise<DeliveryResult>;
  /** Destroys the stream and its connection: the server discards the unfinished message. */
  abort(): void;
};

/** A refusal before the DATA was open (connection, MAIL FROM or RCPT TO). */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type SmtpPoolOptions = {
  host: string;
  port: number;
  secure?: boolean;
  auth?: { user: string; pass: string };
  rejectUnauthorized?: boolean;
  size: number;
  /** Name given in EHLO. */
  name?: string;
  connectionTimeout?: number;
};

export function smtpPoolOptionsFromEnv(env = process.env): SmtpPoolOptions | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT || 587),
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USERNAME ? { user: env.SMTP_USERNAME, pass: env.SMTP_PASSWORD || '' } : undefined,
    rejectUnauthorized: env.SMTP_REJECT_UNAUTHORIZED !== 'false',
    size: Math.max(1, Number(env.SMTP_POOL_SIZE || 10)),
  };
}

const permanentCode = (error: any) => Number(error?.responseCode) >= 500 && Number(error?.responseCode) < 600;

type Slot = { connection: SMTPConnection; broken: boolean };

/**
 * A fixed-size pool of SMTP connections, each carrying one open message at a time (a held DATA occupies its
 * connection until released or aborted). A broken connection is dropped and replaced on the next use.
 */
export class SmtpPool {
  private idle: Slot[] = [];
  private waiting: ((slot: Slot | null) => void)[] = [];
  private opened = 0;
  private closed = false;

  constructor(readonly options: SmtpPoolOptions) {}

  get size() {
    return this.options.size;
  }

  private connect(): Promise<Slot> {
    const o = this.options;
    const connection = new SMTPConnection({
      host: o.host,
      port: o.port,
      secure: !!o.secure,
      name: o.name,
      connectionTimeout: o.connectionTimeout ?? 10_000,
      tls: o.rejectUnauthorized === false ? { rejectUnauthorized: false } : undefined,
    });
    const slot: Slot = { connection, broken: false };
    return new Promise((resolve, reject) => {
      let done = false;
      const fail = (error: any) => {
        slot.broken = true;
        if (!done) {
          done = true;
          reject(new TransportError(`SMTP connection failed: ${error?.message ?? error}`, false));
        }
      };
      connection.on('error', fail);
      connection.on('end', () => (slot.broken = true));
      connection.connect(() => {
        // Nagle off: the held final dot is a 5-byte write after a body whose last segment the server has
        // not acknowledged yet (delayed ACK); with Nagle the dot waited ~40 ms for that ACK, per message.
        (connection as unknown as { _socket?: { setNoDelay?: (on: boolean) => void } })._socket?.setNoDelay?.(true);
        const ready = () => {
          if (!done) {
            done = true;
            resolve(slot);
          }
        };
        if (o.auth) connection.login(o.auth, (error) => (error ? fail(error) : ready()));
        else ready();
      });
    });
  }

  private async acquire(): Promise<Slot> {
    if (this.closed) throw new TransportError('The SMTP pool is closed.', false);
    const free = this.idle.pop();
    if (free) return free;
    if (this.opened < this.options.size) {
      this.opened++;
      try {
        return await this.connect();
      } catch (error) {
        this.opened--;
        throw error;
      }
    }
    const slot = await new Promise<Slot | null>((resolve) => this.waiting.push(resolve));
    return slot ?? this.acquire();
  }

  private giveBack(slot: Slot) {
    if (slot.broken || this.closed) {
      this.opened--;
      this.destroy(slot);
      // Someone waiting gets to open a fresh connection.
      this.waiting.shift()?.(null);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.idle.push(slot);
  }

  private destroy(slot: Slot) {
    slot.broken = true;
    const socket = (slot.connection as any)._socket;
    try {
      socket?.destroy();
    } catch {
      /* already gone */
    }
    slot.connection.close();
  }

  /** Opens the pool's connections ahead of the run, so its first messages do not wait for TCP and EHLO. */
  async warm() {
    const missing = Math.max(0, this.options.size - this.opened);
    const slots = await Promise.allSettled(
      Array.from({ length: missing }, async () => {
        this.opened++;
        try {
          return await this.connect();
        } catch (error) {
          this.opened--;
          throw error;
        }
      }),
    );
    for (const slot of slots) if (slot.status === 'fulfilled') this.giveBack(slot.value);
  }

  /** MAIL FROM, RCPT TO, DATA and the body; the final dot is held. Throws TransportError when refused. */
  async open(message: OutgoingMessage): Promise<HeldMessage> {
    const slot = await this.acquire();
    return new Promise<HeldMessage>((resolve, reject) => {
      const body = new PassThrough();
      let opened = false;
      let refused = false;
      let finished: ((result: DeliveryResult) => void) | null = null;
      let outcome: DeliveryResult | null = null;
      let returned = false;
      const back = () => {
        if (returned) return;
        returned = true;
        this.giveBack(slot);
      };
      const settle = (result: DeliveryResult) => {
        if (outcome) return;
        outcome = result;
        finished?.(result);
      };
      slot.connection.send({ from: message.from, to: [message.to] }, body, (error, info) => {
        if (!opened) {
          // Refused before DATA (called before the 'resume' below, which comes a tick later).
          refused = true;
          // The connection's envelope state is unknown now: a fresh connection serves the next message.
          slot.broken = true;
          body.destroy();
          back();
          reject(new TransportError(error?.message ?? 'SMTP refused the message', permanentCode(error)));
          return;
        }
        if (error && !permanentCode(error)) slot.broken = true;
        back();
        settle(
          error
            ? {
                ok: false,
                permanent: permanentCode(error),
                temporary: Number((error as any).responseCode) >= 400 && Number((error as any).responseCode) < 500,
                error: String(error.message).slice(0, 500),
              }
            : { ok: true, response: String(info?.response ?? '') },
        );
      });
      // The connection pipes the body once the server answered DATA with 354.
      body.once('resume', () => {
        if (refused) return;
        opened = true;
        body.write(message.raw);
        // Held only once the whole body is with the kernel: a dot committed while part of a large body still
        // waits in this process's stream buffers (a socket under back-pressure) would die with the process.
        const socket = (slot.connection as unknown as { _socket?: Socket })._socket;
        let sealed: Promise<void> | null = null;
        let corked = false;
        inKernel(body, socket).then(() =>
          resolve({
            seal: () => {
              if (sealed) return sealed;
              if (!socket || socket.destroyed) return (sealed = Promise.resolve()); // released the plain way
              socket.cork();
              corked = true;
              body.end();
              return (sealed = dotBuffered(socket, () => outcome !== null));
            },
            release: () =>
              new Promise<DeliveryResult>((done) => {
                finished = done;
                if (outcome) return done(outcome);
                if (corked) {
                  corked = false;
                  socket!.uncork();
                } else body.end();
              }),
            abort: () => {
              if (outcome) return;
              body.unpipe();
              body.destroy();
              this.destroy(slot);
              back();
              settle({ ok: false, permanent: false, error: 'aborted' });
            },
          }),
        );
      });
    });
  }

  async close() {
    this.closed = true;
    for (const slot of this.idle.splice(0)) {
      slot.connection.quit();
      this.opened--;
    }
    for (const waiter of this.waiting.splice(0)) waiter(null);
  }
}
