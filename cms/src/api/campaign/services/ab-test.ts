/**
 * A/B campaigns (service `api::campaign.ab-test`, docs/engagement.md › A/B tests). The rules of `variants` on
 * every write and again before a send; the split when the send job has fixed the recipients (./ab-test-sql.ts);
 * the scheduler's tick, which releases each share when it is due (a schedule test's variants at their times),
 * chooses the winner at the decision time (winner mode AUTO) and sends the rest (a schedule test at the winning
 * time of day); the winner by hand; and the per-variant results with their confidence.
 *
 * Every phase is a conditional change of `abState` under the campaign's row lock, so two processes ticking, or
 * a tick and a user choosing by hand, change it once. Rows are released before the status goes back to
 * EXECUTING; a PENDING campaign with released rows (a slice that finished in between) is resumed by the next tick.
 */
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import {
  abDecisionAt,
  abResults,
  abSeedHash,
  abSettingsFailures,
  abTestGroupSize,
  chooseWinner,
  manualWinner,
  ruleMessage,
  winningTimeOfDay,
  type AbContentVariant,
  type AbScheduleVariant,
  type AbSettings,
  type AbState,
  type AbVariable,
  type FieldFailure,
} from '@newsroom/config';
import { ConflictError, refuseFields, UnprocessableError } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { recipientCountOf } from '../../../services/engagement/recipients';
import type { Staff } from '../../order/services/history';
import type { Row, WithStrapi } from '../../../strapi-types';
import { CAMPAIGN_UID } from './campaign';
import { openCount, releaseHeld, splitRecipients, variantCounts } from './ab-test-sql';

const TEMPLATE_UID = 'api::email-template.email-template';
const TEST_FIELDS = ['id', 'type', 'variable', 'variants', 'abState'];
const HOUR = 3_600_000;

const settingsOf = (campaign: Row) => campaign.variants as AbSettings;
const isSchedule = (campaign: Row) => campaign.variable === 'DELIVERY_SCHEDULE';
const keysOf = (campaign: Row) => settingsOf(campaign).variants.map((v) => v.key);

export default ({ strapi }: WithStrapi) => {
  const query = () => strapi.db.query(CAMPAIGN_UID);
  const actions = () => strapi.service('api::campaign.actions');

  /** The failures of an A/B campaign's settings, with content variants' templates looked up. */
  async function failuresOf(campaign: Row, now: Date): Promise<FieldFailure[]> {
    const failures = abSettingsFailures(campaign.variable as AbVariable, campaign.variants, now);
    if (failures.length || campaign.variable !== 'CONTENT') return failures;
    const variants = settingsOf(campaign).variants as AbContentVariant[];
    for (const [index, variant] of variants.entries()) {
      if (!variant.template) continue;
      const found = await strapi.db
        .query(TEMPLATE_UID)
        .findOne({ where: { documentId: variant.template }, select: ['id'] });
      if (!found) failures.push({ path: ['variants', 'variants', index, 'template'], code: 'notFound' });
    }
    return failures;
  }

  /** Changes `abState` (and more) under the row lock when `change` answers data; answers the new row or null. */
  async function update(id: number, change: (campaign: Row, trx: Knex.Transaction) => Promise<Row | null>) {
    return strapi.db.transaction(async ({ trx }) => {
      if (!(await lockRow(strapi, trx, CAMPAIGN_UID, { id }))) return null;
      const campaign = await query().findOne({ where: { id }, select: [...TEST_FIELDS, 'status', 'startedAt'] });
      const data = campaign ? await change(campaign, trx) : null;
      if (!data) return null;
      await query().update({ where: { id }, data });
      return { ...campaign, ...data };
    });
  }

  /** Sends what was released: back to EXECUTING when waiting, and slices queued (again). */
  async function resume(id: number, action: string) {
    const { status } = (await query().findOne({ where: { id }, select: ['status'] })) ?? {};
    if (status === 'PENDING') {
      const moved = await actions()
        .move(id, 'EXECUTING', { expect: ['PENDING'], action })
        .catch(() => null);
      if (!moved) return;
    } else if (status !== 'EXECUTING') return;
    await actions().enqueueSlices(id);
  }

  const service = {
    /** Document rule (create and update): an A/B campaign's variable and settings (400 with the fields). */
    async checkWrite(merged: Row, now = new Date()) {
      if (merged.type !== 'AB') return;
      const failures = await failuresOf(merged, now);
      if (failures.length) refuseFields(failures);
    },

    /** Before a schedule or send: the same rules, with send times still to come (422). */
    async assertReady(campaign: Row, now = new Date()) {
      if (campaign.type !== 'AB') return;
      if ((campaign.channel ?? 'EMAIL') !== 'EMAIL')
        throw new UnprocessableError('A/B tests are for e-mail campaigns.', { code: 'ab_email_only' });
      const [first, ...rest] = await failuresOf(campaign, now);
      if (first)
        throw new UnprocessableError(ruleMessage(first), {
          code: first.code,
          path: first.path.map(String),
          params: first.params ?? {},
          more: rest.length,
        });
    },

    /** The send job, once the recipients are fixed: the test group marked, the rest held (once per run). */
    async split(campaignId: number, now = new Date()) {
      return update(campaignId, async (campaign, trx) => {
        if (campaign.type !== 'AB' || campaign.abState) return null;
        const settings = settingsOf(campaign);
        const total = await recipientCountOf(trx, campaignId);
        const testSize = abTestGroupSize(total, settings.testShare);
        const seed = `${campaignId}:${new Date(campaign.startedAt ?? now).getTime()}`;
        await splitRecipients(trx, {
          campaignId,
          seedHash: abSeedHash(seed),
          testSize,
          variants: settings.variants.length,
          holdVariants: isSchedule(campaign),
        });
        const abState: AbState = {
          seed,
          splitAt: now.toISOString(),
          testSize,
          restSize: total - testSize,
          released: isSchedule(campaign) ? [] : keysOf(campaign),
          decisionAt: abDecisionAt(campaign.variable, settings, now).toISOString(),
        };
        return { abState };
      });
    },

    /** The scheduler's tick: due shares released, winners chosen, rests sent. Answers how many changed. */
    async tick(now = new Date()) {
      const running = await query().findMany({
        where: { type: 'AB', status: { $in: ['EXECUTING', 'PENDING'] }, abState: { $notNull: true } },
        select: ['id', 'status'],
        limit: 50,
      });
      let changed = 0;
      for (const { id, status } of running) {
        // One step per call (a share, the winner, the rest): as many as are due now, a handful at most.
        let steps = 0;
        while (steps < 6 && (await service.advance(id, now))) steps++;
        if (steps) changed++;
        else if (status === 'PENDING' && (await openCount(strapi.db.connection, id)) > 0) {
          await resume(id, 'ab-resume');
          changed++;
        }
      }
      return changed;
    },

    /** One campaign's next step when it is due. */
    async advance(id: number, now = new Date()): Promise<boolean> {
      let released = false;
      let decided = false;
      const next = await update(id, async (campaign, trx) => {
        const state = campaign.abState as AbState | null;
        if (!state || !['EXECUTING', 'PENDING'].includes(campaign.status)) return null;
        const settings = settingsOf(campaign);
        if (isSchedule(campaign)) {
          const due = (settings.variants as AbScheduleVariant[])
            .filter((v) => !state.released.includes(v.key) && Date.parse(v.sendAt) <= now.getTime())
            .map((v) => v.key);
          if (due.length) {
            await releaseHeld(trx, id, due);
            released = true;
            return { abState: { ...state, released: [...state.released, ...due] } };
          }
        }
        if (!state.winner && settings.winnerMode === 'AUTO' && Date.parse(state.decisionAt) <= now.getTime()) {
          decided = true;
          return { abState: await decide(trx, campaign, state, null, now) };
        }
        if (state.winner && !state.restReleased && state.restAt && Date.parse(state.restAt) <= now.getTime()) {
          await releaseHeld(trx, id, 'rest');
          released = true;
          return { abState: { ...state, restReleased: true } };
        }
        return null;
      });
      if (!next) return false;
      if (released) await resume(id, 'ab-release');
      if (decided) await announce(next, null);
      return true;
    },

    /** The winner chosen by hand (409 before the test's shares went out or once chosen; 422 for an unknown key). */
    async choose(documentId: string, key: unknown, staff: Staff, now = new Date()) {
      const found = await query().findOne({ where: { documentId }, select: ['id', 'type'] });
      if (!found || found.type !== 'AB') throw new errors.NotFoundError('A/B campaign not found.');
      const next = await update(found.id, async (campaign, trx) => {
        const state = campaign.abState as AbState | null;
        if (!state || !['EXECUTING', 'PENDING'].includes(campaign.status))
          throw new ConflictError('The test has not been sent yet.', { code: 'ab_not_started' });
        if (state.winner)
          throw new ConflictError(`Variant ${state.winner} was already chosen.`, { code: 'ab_winner_chosen' });
        if (!keysOf(campaign).includes(String(key)))
          throw new UnprocessableError(`There is no variant ${String(key)}.`, {
            code: 'ab_winner_unknown',
            params: { keys: keysOf(campaign).join(', ') },
          });
        if (state.released.length < keysOf(campaign).length)
          throw new ConflictError('Not every variant has been sent yet.', { code: 'ab_not_all_sent' });
        return { abState: await decide(trx, campaign, state, String(key), now) };
      });
      if (next) await announce(next, staff);
      await service.advance(found.id, now); // a content test's rest goes at once
      return service.results(documentId, now);
    },

    /** Per-variant figures, the winner and the test's times (GET /campaigns/:id/ab-results). */
    async results(documentId: string, now = new Date()) {
      // Polled every 2 s: the test's fields only, never the prepared messages.
      const campaign = await query().findOne({ where: { documentId }, select: [...TEST_FIELDS, 'status'] });
      if (!campaign || campaign.type !== 'AB') throw new errors.NotFoundError('A/B campaign not found.');
      const settings = settingsOf(campaign);
      const state = (campaign.abState as AbState | null) ?? null;
      const counts = state ? await countsOf(strapi.db.connection, campaign) : [];
      return {
        variable: campaign.variable,
        metric: settings?.metric,
        winnerMode: settings?.winnerMode,
        testShare: settings?.testShare,
        waitHours: settings?.waitHours,
        variants: settings?.variants ?? [],
        started: !!state,
        testSize: state?.testSize ?? null,
        restSize: state?.restSize ?? null,
        released: state?.released ?? [],
        decisionAt: state?.decisionAt ?? null,
        results: state ? abResults(counts, settings.metric) : [],
        winner: state?.winner ?? null,
        reason: state?.reason ?? null,
        decidedAt: state?.decidedAt ?? null,
        decidedBy: state?.decidedBy ?? null,
        restAt: state?.restAt ?? null,
        restReleased: !!state?.restReleased,
        canChoose:
          !!state &&
          !state.winner &&
          ['EXECUTING', 'PENDING'].includes(campaign.status) &&
          state.released.length === settings.variants.length,
        now: now.toISOString(),
      };
    },
  };

  /** Each variant's counts; a schedule test counts each variant's events within the wait after its send time. */
  async function countsOf(knex: Knex, campaign: Row) {
    const settings = settingsOf(campaign);
    return Promise.all(
      settings.variants.map((variant) => {
        const sendAt = isSchedule(campaign) ? Date.parse((variant as AbScheduleVariant).sendAt) : NaN;
        const until = Number.isNaN(sendAt) ? null : new Date(sendAt + settings.waitHours * HOUR);
        return variantCounts(knex, campaign.id, variant.key, until);
      }),
    );
  }

  /** The winner (by hand when `key`), its reason, and when the rest goes. */
  async function decide(
    trx: Knex.Transaction,
    campaign: Row,
    state: AbState,
    key: string | null,
    now: Date,
  ): Promise<AbState> {
    const settings = settingsOf(campaign);
    const results = abResults(await countsOf(trx, campaign), settings.metric);
    const { winner, reason } = key
      ? manualWinner(results, settings.metric, key)
      : chooseWinner(results, settings.metric);
    const chosen = settings.variants.find((v) => v.key === winner) as AbScheduleVariant | AbContentVariant;
    const restAt =
      isSchedule(campaign) && state.restSize > 0 ? winningTimeOfDay((chosen as AbScheduleVariant).sendAt, now) : now;
    return {
      ...state,
      winner,
      reason,
      decidedAt: now.toISOString(),
      decidedBy: key ? 'MANUAL' : 'AUTO',
      restAt: restAt.toISOString(),
      restReleased: state.restSize === 0,
    };
  }

  /** The choice in the campaign's history, and the message as sent becomes the winner's. */
  async function announce(campaign: Row, staff: Staff) {
    const state = campaign.abState as AbState;
    const { preparedVariants } = await query().findOne({ where: { id: campaign.id }, select: ['preparedVariants'] });
    const variant = preparedVariants?.[state.winner ?? ''];
    if (variant?.sentSubject)
      await query().update({
        where: { id: campaign.id },
        data: { sentSubject: variant.sentSubject, sentHtml: variant.sentHtml },
      });
    await actions().note(campaign.id, staff, 'ab-winner', `${state.winner} (${state.reason?.code})`);
  }

  return service;
};
