/**
 * A campaign run's recipients as claims (table `campaign_recipients`, state pending → claimed → sent |
 * failed; an A/B run's rows wait in `held`, which is never claimed, until their share is released). A worker claims a batch under a fresh token with a lease (`claimed_until`); a claim whose lease
 * ran out may be taken by anyone. Marking rows sent is fenced by the token: a worker whose claim was taken
 * over updates nothing, so the two never both deliver a recipient (see ./transport.ts).
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from '../../api/profile-import/importer/sql';

export const RECIPIENTS = 'campaign_recipients';

/** `variant`: an A/B test member's variant key; null for everyone else (an A/B run's rest gets the winner). */
export type ClaimedRow = { id: number; profile_id: number | null; email: string; variant?: string | null };

export const newClaimToken = () => crypto.randomBytes(15).toString('base64url');

/** The deterministic Message-ID of a campaign's message to one recipient. */
export const messageIdOf = (campaignId: number, recipientId: number, domain: string) =>
  `<c${campaignId}.r${recipientId}@${domain || 'localhost'}>`;

export function recipientClaims(knex: Knex, campaignId: number) {
  const postgres = dialectOf(knex) === 'postgres';
  const claimable = (q: Knex.QueryBuilder, now: Date) =>
    q
      .where('campaign_id', campaignId)
      .andWhere((w) =>
        w.where('state', 'pending').orWhere((c) => c.where('state', 'claimed').andWhere('claimed_until', '<', now)),
      );

  return {
    /** Claims up to `limit` pending (or abandoned) recipients under `token` until now + lease. */
    async claim(token: string, limit: number, leaseMs: number, now = new Date()): Promise<ClaimedRow[]> {
      const candidates = claimable(knex(RECIPIENTS).select('id'), now).orderBy('id').limit(limit);
      if (postgres) candidates.forUpdate().skipLocked();
      await claimable(knex(RECIPIENTS).whereIn('id', candidates), now).update({
        state: 'claimed',
        claim_token: token,
        claimed_until: new Date(now.getTime() + leaseMs),
      });
      const rows = await knex(RECIPIENTS)
        .select('id', 'profile_id', 'email', 'variant')
        .where({ campaign_id: campaignId, claim_token: token, state: 'claimed' })
        .orderBy('id');
      // PostgreSQL answers bigint ids as strings; the commit's fencing compares numbers.
      type Raw = { id: number | string; profile_id: number | string | null; email: string; variant: string | null };
      return rows.map((row: Raw) => ({
        id: Number(row.id),
        profile_id: row.profile_id === null ? null : Number(row.profile_id),
        email: row.email,
        variant: row.variant ?? null,
      }));
    },

    /**
     * In the caller's transaction: marks as sent those of `ids` still claimed under `token`, and answers
     * them (the others were taken over and must not be delivered).
     */
    async commitSent(trx: Knex.Transaction, token: string, ids: number[], transport: string, domain: string) {
      if (!ids.length) return [] as number[];
      // One statement: the fence is its WHERE (PostgreSQL re-reads a row another transaction changed
      // meanwhile before updating it, so a row taken over under a new token is not returned).
      const held = await trx(RECIPIENTS)
        .whereIn('id', ids)
        .where({ claim_token: token, state: 'claimed' })
        .update(
          {
            state: 'sent',
            sent_at: new Date(),
            transport,
            claimed_until: null,
            message_id: trx.raw(`'<c' || campaign_id || '.r' || id || ?`, [`@${domain || 'localhost'}>`]),
          },
          ['id'],
        );
      return (held as { id: number | string }[]).map((r) => Number(r.id));
    },

    /** Rows whose dots went out while their batch's COMMIT failed: marked sent on their own. */
    async recordDelivered(token: string, ids: number[], transport: string, domain: string) {
      return knex.transaction((trx) => this.commitSent(trx, token, ids, transport, domain));
    },

    /** Claimed rows back to pending (a temporary refusal, a stop): another batch sends them. */
    async release(db: Knex | Knex.Transaction, token: string, ids: number[]) {
      if (!ids.length) return;
      await db(RECIPIENTS)
        .whereIn('id', ids)
        .where({ claim_token: token, state: 'claimed' })
        .update({ state: 'pending', claim_token: null, claimed_until: null });
    },

    /** Claimed rows refused for good (a 5xx before DATA). */
    async fail(db: Knex | Knex.Transaction, token: string, failures: { id: number; error: string }[]) {
      for (const { id, error } of failures)
        await db(RECIPIENTS)
          .where({ id, claim_token: token, state: 'claimed' })
          .update({ state: 'failed', error: error.slice(0, 500), claimed_until: null });
    },

    /** After the dot: a 5xx makes a sent row failed (never sent again), a 4xx puts it back to pending. */
    async afterDot(failures: { id: number; error: string; retry: boolean }[]) {
      for (const { id, error, retry } of failures)
        await knex(RECIPIENTS)
          .where({ id, state: 'sent' })
          .update(
            retry
              ? { state: 'pending', claim_token: null, sent_at: null, error: error.slice(0, 500) }
              : { state: 'failed', error: error.slice(0, 500) },
          );
    },

    /** Rows not finished yet (pending or claimed), and the earliest lease end among the claimed. */
    async remaining(): Promise<{ open: number; leaseEnds: Date | null }> {
      const row = await knex(RECIPIENTS)
        .where('campaign_id', campaignId)
        .whereIn('state', ['pending', 'claimed'])
        .count({ open: '*' })
        .min({ lease: 'claimed_until' })
        .first();
      const lease = row?.lease;
      return {
        open: Number(row?.open ?? 0),
        leaseEnds: lease ? new Date(typeof lease === 'number' ? lease : String(lease)) : null,
      };
    },

    /** Counts per state. */
    async counts(): Promise<Record<'pending' | 'claimed' | 'sent' | 'failed' | 'held', number>> {
      const rows = await knex(RECIPIENTS)
        .select('state')
        .count({ n: '*' })
        .where('campaign_id', campaignId)
        .groupBy('state');
      const out = { pending: 0, claimed: 0, sent: 0, failed: 0, held: 0 };
      for (const r of rows as { state: keyof typeof out; n: number | string }[]) out[r.state] = Number(r.n);
      return out;
    },
  };
}
export type RecipientClaims = ReturnType<typeof recipientClaims>;
