/**
 * One slice's sending loop: claim a batch of recipients, open each message at its paced moment (the final
 * dot held, ./transport.ts), and group-commit: whatever is open when the previous commit returns (and what
 * finishes opening within GATHER_MS) is marked sent in ONE transaction with the job's checkpoint
 * (ctx.commit), then released. At a low rate each commit carries one message (the rate holds per message);
 * at a high rate commits carry about the pool size (the database is not the bottleneck). Pause and cancel are read between batches and about twice a second; consecutive
 * transport errors past the configured number pause the campaign with the reason.
 */
import type { JobContext } from '../jobs';
import type { ClaimedRow, RecipientClaims } from './claims';
import { newClaimToken } from './claims';
import type { Pacer } from './pacer';
import { TransportError, type DeliveryResult, type HeldMessage, type OutgoingMessage } from './transport';

/** Where messages go: the SMTP pool, or the outbox (nothing held, the commit is the delivery), or an SMS provider. */
export type CampaignTransport = {
  /** Written to the recipient's `transport` (at most 10 characters). */
  name: 'smtp' | 'outbox' | 'sms-http' | 'sms-outbox' | 'push';
  /** How many messages may be open at once (the pool size). */
  concurrency: number;
  open(message: OutgoingMessage): Promise<HeldMessage>;
};

export type SliceCheckpoint = { sent: number; failed: number };

export type SliceDeps = {
  claims: RecipientClaims;
  transport: CampaignTransport;
  pacer: Pacer;
  /**
   * The messages of a claimed batch, in the rows' order: what is shared is loaded once per batch (recipient
   * data); each message is rendered when it is due, so building a batch never delays the first of it.
   */
  compose(rows: ClaimedRow[]): Promise<(() => Promise<OutgoingMessage>)[]>;
  /** The campaign's status now (read between batches). */
  status(): Promise<string>;
  /** Pauses the campaign after too many consecutive transport errors. */
  autoPause(reason: string): Promise<void>;
  /** Completes the campaign when nothing is left (a conditional update: the last slice wins). */
  complete(): Promise<void>;
  messageDomain: string;
  autoPauseAfterErrors: number;
  claimSize: number;
  leaseMs: number;
  sleep?: (ms: number) => Promise<void>;
};

type Open = { row: ClaimedRow; held: HeldMessage };

/** How long a group commit waits at most for messages still opening (a held message waits that much longer). */
const GATHER_MS = 5;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runSlice(ctx: JobContext<unknown, SliceCheckpoint>, deps: SliceDeps): Promise<SliceCheckpoint> {
  const sleep = deps.sleep ?? defaultSleep;
  const totals: SliceCheckpoint = { sent: ctx.checkpoint?.sent ?? 0, failed: ctx.checkpoint?.failed ?? 0 };
  let consecutiveErrors = 0;
  let stopReason: string | null = null;
  let lastStatusCheck = 0;

  const stillSending = async () => {
    if (stopReason) return false;
    if (ctx.stopping()) stopReason = 'worker stopping';
    else if (Date.now() - lastStatusCheck > 500) {
      lastStatusCheck = Date.now();
      const status = await deps.status();
      if (status !== 'EXECUTING') stopReason = `campaign ${status}`;
    }
    return !stopReason;
  };

  while (await stillSending()) {
    const token = newClaimToken();
    const rows = await deps.claims.claim(token, deps.claimSize, deps.leaseMs);
    if (!rows.length) {
      const { open, leaseEnds } = await deps.claims.remaining();
      if (!open) {
        await deps.complete();
        break;
      }
      // Others hold the rest: wait for them to finish, or for their leases to run out (a dead worker).
      const wait = leaseEnds ? Math.min(1000, Math.max(50, leaseEnds.getTime() - Date.now() + 10)) : 200;
      await sleep(wait);
      continue;
    }
    const outcome = await sendBatch(ctx, deps, token, rows, totals, {
      keepGoing: stillSending,
      onError: async (error) => {
        consecutiveErrors++;
        if (consecutiveErrors >= deps.autoPauseAfterErrors && !stopReason) {
          stopReason = `auto-pause: ${error}`;
          await deps.autoPause(`${consecutiveErrors} consecutive transport errors; the last: ${error}`.slice(0, 500));
        }
      },
      onSuccess: () => (consecutiveErrors = 0),
    });
    if (outcome === 'interrupted') break;
  }
  return totals;
}

/** Ends the committed messages' held streams (the final dot) and aborts the ones another worker took over. */
function releaseCommitted(
  batch: Open[],
  committed: number[],
  freeSlot: () => void,
  deliveries: Promise<void>[],
  afterDot: { id: number; error: string; retry: boolean }[],
): number[] {
  const keep = new Set(committed);
  const released: number[] = [];
  for (const open of batch) {
    freeSlot();
    if (!keep.has(open.row.id)) {
      open.held.abort();
      continue;
    }
    released.push(open.row.id);
    deliveries.push(
      open.held.release().then((result: DeliveryResult) => {
        // A 4xx answer to the dot: not accepted, send again. A 5xx or a lost connection: failed (a lost
        // answer may hide a delivery; never risk a double).
        if (result.ok === false)
          afterDot.push({ id: open.row.id, error: result.error, retry: result.temporary === true });
      }),
    );
  }
  return released;
}

/** Opens the batch's messages at their paced moments and group-commits them; unopened rows go back. */
async function sendBatch(
  ctx: JobContext<unknown, SliceCheckpoint>,
  deps: SliceDeps,
  token: string,
  rows: ClaimedRow[],
  totals: SliceCheckpoint,
  hooks: { keepGoing: () => Promise<boolean>; onError: (error: string) => Promise<void>; onSuccess: () => void },
): Promise<'done' | 'interrupted'> {
  const messages = await deps.compose(rows);
  const ready: Open[] = [];
  const toRelease: number[] = [];
  const toFail: { id: number; error: string }[] = [];
  const deliveries: Promise<void>[] = [];
  const afterDot: { id: number; error: string; retry: boolean }[] = [];
  let inFlight = 0;
  let wake: (() => void) | null = null;
  let slotFreed: (() => void) | null = null;
  const poke = () => wake?.();
  const freeSlot = () => {
    inFlight--;
    slotFreed?.();
  };

  // Opener: one message at a time through the pacer; up to `concurrency` open transactions at once.
  const opener = (async () => {
    for (let i = 0; i < rows.length; i++) {
      if (!(await hooks.keepGoing())) {
        toRelease.push(...rows.slice(i).map((r) => r.id));
        break;
      }
      while (inFlight >= deps.transport.concurrency)
        await new Promise<void>((resolve) => {
          slotFreed = resolve;
          setTimeout(resolve, 50);
        });
      slotFreed = null;
      await deps.pacer.next();
      inFlight++;
      const row = rows[i];
      messages[i]()
        .then((message) => deps.transport.open(message))
        .then(
          (held) => {
            hooks.onSuccess();
            ready.push({ row, held });
          },
          async (error) => {
            freeSlot();
            const text = (error as Error)?.message ?? String(error);
            if (error instanceof TransportError && error.permanent) toFail.push({ id: row.id, error: text });
            else toRelease.push(row.id);
            await hooks.onError(text);
          },
        )
        .finally(poke);
    }
  })();

  let openerDone = false;
  opener.finally(() => {
    openerDone = true;
    poke();
  });

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, ms);
    }).then(() => {
      wake = null;
    });
  let gatheringSince: number | null = null;

  // Committer: whatever is open (and whatever was refused) goes in one transaction with the checkpoint.
  try {
    for (;;) {
      if (!ready.length && !toFail.length && !toRelease.length) {
        if (openerDone && inFlight === 0) break;
        await nap(20);
        continue;
      }
      // Group commit: while other messages are still opening (their DATA on its way), wait for them a
      // moment, so that one transaction carries them all. Each commit costs the same whatever it carries
      // (the job's checkpoint too); at a low rate nothing else is opening and the commit goes at once.
      const opening = inFlight - ready.length;
      gatheringSince ??= performance.now();
      const gathered = performance.now() - gatheringSince;
      if (opening > 0 && ready.length < deps.transport.concurrency && gathered < GATHER_MS) {
        await nap(GATHER_MS - gathered);
        continue;
      }
      gatheringSince = null;
      const batch = ready.splice(0);
      const failing = toFail.splice(0);
      // Never opened (or refused before DATA): safe to hand back at any time.
      const releasing = toRelease.splice(0);
      let released: number[] = [];
      let dotsOut = false;
      let counted: SliceCheckpoint | null = null;
      // The dots wait in their corked sockets, so that releasing them after the COMMIT is one write each.
      await Promise.all(batch.map((o) => o.held.seal()));
      try {
        await ctx.commit(async (trx) => {
          const committed = await deps.claims.commitSent(
            trx,
            token,
            batch.map((o) => o.row.id),
            deps.transport.name,
            deps.messageDomain,
          );
          await deps.claims.fail(trx, token, failing);
          await deps.claims.release(trx, token, releasing);
          // Counted into `totals` only once committed: a chunk retried after contention runs this again.
          const next = { sent: totals.sent + committed.length, failed: totals.failed + failing.length };
          counted = next;
          return {
            checkpoint: next,
            progress: { processed: next.sent + next.failed, succeeded: next.sent, failed: next.failed },
            // The final dots go out right after the COMMIT statement ran (SQLite) or was written (PostgreSQL),
            // before the process turns its event loop (../jobs/after-commit.ts), not after its answer: a crash
            // finds both or neither on their way (the kernel sends what was written), instead of a PostgreSQL
            // round trip and fsync between them in which a crash loses the messages.
            whenCommitting: () => {
              dotsOut = true;
              released = releaseCommitted(batch, committed, freeSlot, deliveries, afterDot);
            },
          };
        });
        Object.assign(totals, counted as SliceCheckpoint | null);
      } catch (error) {
        // Failed before the COMMIT: the sealed dots must never leave (a later close would flush them).
        if (!dotsOut) for (const open of batch) open.held.abort();
        // The COMMIT failed after the dots went out (rare: a lost database connection): record what was
        // delivered in a new transaction, so a later run does not send it again.
        if (released.length)
          await deps.claims.recordDelivered(token, released, deps.transport.name, deps.messageDomain);
        throw error;
      }
    }
  } catch (error) {
    // Interrupted (shutdown) or the database refused: nothing open may be ended; the claims run out.
    for (const open of ready.splice(0)) open.held.abort();
    await opener.catch(() => undefined);
    for (const open of ready.splice(0)) open.held.abort();
    if ((error as { interrupted?: boolean })?.interrupted) return 'interrupted';
    throw error;
  }
  await opener;
  await Promise.all(deliveries);
  if (afterDot.length) {
    await deps.claims.afterDot(afterDot);
    const failed = afterDot.filter((f) => !f.retry).length;
    totals.sent -= afterDot.length;
    totals.failed += failed;
  }
  return 'done';
}
