/**
 * Adding every profile of a segment to a list in one INSERT ... SELECT over the segment's compiled rules
 * (contract 1, `segmentMatch`): never loads the profiles, so a segment of a million profiles is one
 * statement. The segment is evaluated now (dynamic segments): who matches later is not added later.
 */
import { errors } from '@strapi/utils';
import { segmentRuleFailures, type SegmentNode } from '@newsroom/config';
import { segmentMatch } from '../../segment/services/compile';
import { UnprocessableError } from '../../../services/errors';
import { MEMBERS_TABLE, recount } from './members';
import { fireAutomations } from '../../campaign-automation/fire';
import type { Row, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => ({
  async addFromSegment(documentId: unknown, body: Row): Promise<{ added: number; confirmed: number }> {
    const list = await strapi.service('api::mail-list.mail-list').listOf(documentId);
    const segmentId = body?.segment;
    if (typeof segmentId !== 'string' || !segmentId)
      throw new errors.ValidationError('Send segment: the document id of a segment.', {
        code: 'segment_required',
        params: {},
      });
    const segment = await strapi.db.query('api::segment.segment').findOne({ where: { documentId: segmentId } });
    if (!segment) throw new UnprocessableError('This segment does not exist.', { code: 'segment_not_found' });
    if (segmentRuleFailures(segment.rules).length)
      throw new UnprocessableError('The segment’s rules are not valid; correct the segment first.', {
        code: 'segment_rules_invalid',
      });
    const now = new Date();
    return strapi.db.transaction(async ({ trx }) => {
      const match = () => segmentMatch(strapi, trx, segment.rules as SegmentNode);
      // Pending subscriptions of matching profiles become confirmed: staff chose them.
      const confirmed = await trx(MEMBERS_TABLE)
        .update({ status: 'confirmed', confirmed_at: now, token_hash: null, source: 'segment' })
        .where({ list_id: list.id, status: 'pending' })
        .whereIn('profile_id', match().clearSelect().select('p.id'));
      const inserted = await trx.raw(
        `insert into ?? (list_id, profile_id, status, source, requested_at, confirmed_at)
         select ?, s.profile_id, 'confirmed', 'segment', ?, ? from ? s
         where not exists (select 1 from ?? m where m.list_id = ? and m.profile_id = s.profile_id)`,
        [MEMBERS_TABLE, list.id, now, now, match(), MEMBERS_TABLE, list.id],
      );
      await recount(strapi, list.id, trx);
      // Event automations of this list, for the members this step confirmed (set-based; never breaks the action).
      await fireAutomations(
        strapi,
        'LIST_SUBSCRIBED',
        {
          profileIds: trx(MEMBERS_TABLE)
            .select('profile_id')
            .where({ list_id: list.id, status: 'confirmed', source: 'segment', confirmed_at: now }),
          listId: list.id,
        },
        { db: trx },
      );
      const added = Number(inserted?.rowCount ?? inserted?.changes ?? 0);
      return { added, confirmed: Number(confirmed) };
    });
  },
});
