/**
 * Segments: the write rules every path goes through (document-rules.ts), the live count of a tree, the
 * recipients preview and the export. A segment is dynamic: its tree is stored, and the profiles are found by
 * compile.ts each time they are asked for (a send reaches everyone who matches when it starts).
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  SEGMENT_DESCRIPTION_MAX,
  SEGMENT_HITS_CAP,
  SEGMENT_NAME_MAX,
  SEGMENT_RECIPIENTS_TABLE_MAX,
  segmentRuleFailures,
  type FieldFailure,
  type SegmentGroup,
  type SegmentRecipient,
  type SegmentRecipients,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { dbModel } from '../../../services/db-model';
import type { Row, Strapi } from '../../../strapi-types';
import { profilesTable, segmentCount, segmentReferences, segmentWhere } from './compile';
import { refuseRules } from './refusals';

const UID = 'api::segment.segment';
const PROFILE = 'api::profile.profile';

/** The tree, checked: 422 with the first rule's code when it is not a valid segment. */
export function checkedRules(rules: unknown): SegmentGroup {
  const failures = segmentRuleFailures(rules);
  if (failures.length) refuseRules(failures);
  return rules as SegmentGroup;
}

/** The profile columns a recipients row shows, aliased to their field names. */
function recipientColumns(strapi: Strapi) {
  const profile = dbModel(strapi, PROFILE);
  return {
    id: 'p.document_id',
    email: `p.${profile.column('email')}`,
    firstName: `p.${profile.column('firstName')}`,
    lastName: `p.${profile.column('lastName')}`,
    type: `p.${profile.column('type')}`,
    language: `p.${profile.column('language')}`,
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Create and update, whatever the path (REST, GraphQL): a name, a valid tree (422 by rule), and on create the
   * configured maximum number of segments (409 `segment_limit`, SPEC 5's limit message).
   */
  async prepareWrite(input: { action: 'create' | 'update'; data: Row }) {
    const { action, data } = input;
    const failures: FieldFailure[] = [];
    if (action === 'create' || 'name' in data) {
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      if (!name) failures.push({ path: ['name'], code: 'required' });
      else if (name.length > SEGMENT_NAME_MAX)
        failures.push({ path: ['name'], code: 'maxLength', params: { max: SEGMENT_NAME_MAX } });
      else data.name = name;
    }
    if (data.description !== undefined && data.description !== null) {
      if (typeof data.description !== 'string') failures.push({ path: ['description'], code: 'invalid' });
      else if (data.description.length > SEGMENT_DESCRIPTION_MAX)
        failures.push({ path: ['description'], code: 'maxLength', params: { max: SEGMENT_DESCRIPTION_MAX } });
    }
    if (action === 'create' && data.rules === undefined) failures.push({ path: ['rules'], code: 'required' });
    if (failures.length) refuseFields(failures);
    if (data.rules !== undefined) checkedRules(data.rules);
    if (action === 'create') await this.assertBelowLimit();
    return data;
  },

  async assertBelowLimit() {
    const { maxSegments } = await strapi.service('api::config.config').engagementSettings();
    const existing = await strapi.db.query(UID).count({});
    if (existing >= maxSegments)
      throw new ConflictError(
        `The maximum number of segments (${maxSegments}) has been reached; delete a segment before creating another.`,
        { code: 'segment_limit', params: { max: maxSegments } },
      );
  },

  /** The live count of a tree (saved or not): one COUNT in SQL. */
  async countRules(rules: unknown): Promise<number> {
    return segmentCount(strapi, strapi.db.connection, checkedRules(rules));
  },

  /** A saved segment's tree, or 404. */
  async rulesOf(documentId: string): Promise<{ id: number; rules: SegmentGroup }> {
    const row = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id', 'rules'] });
    if (!row) throw new errors.NotFoundError('Segment not found', { code: 'not_found' });
    return { id: row.id, rules: checkedRules(row.rules) };
  },

  /**
   * The recipients preview: the first SEGMENT_RECIPIENTS_TABLE_MAX profiles (oldest first) and the hits counted
   * up to SEGMENT_HITS_CAP (counting stops there, so a huge segment is as quick as a small one). The figure is
   * kept as the segment's lastCount for the list.
   */
  async recipients(documentId: string): Promise<SegmentRecipients> {
    const { id, rules } = await this.rulesOf(documentId);
    const knex = strapi.db.connection;
    const where = segmentWhere(strapi, knex, rules, { references: await segmentReferences(strapi, knex, rules) });
    const rows = (await where(knex({ p: profilesTable(strapi) }).select(recipientColumns(strapi)))
      .orderBy('p.id')
      .limit(SEGMENT_RECIPIENTS_TABLE_MAX)) as SegmentRecipient[];
    const limited = where(knex({ p: profilesTable(strapi) }).select('p.id')).limit(SEGMENT_HITS_CAP + 1);
    const [counted] = await knex.from(limited.as('hits')).count({ n: '*' });
    const found = Number((counted as { n: number | string }).n);
    const hits = Math.min(found, SEGMENT_HITS_CAP);
    await strapi.db.query(UID).update({ where: { id }, data: { lastCount: hits, lastCountedAt: new Date() } });
    return { rows, hits, capped: found > SEGMENT_HITS_CAP };
  },

  /** Every recipient, oldest first, in batches (keyset on the profile id): what the export writes. */
  async *allRecipients(documentId: string, batch = 1000): AsyncGenerator<SegmentRecipient[]> {
    const { rules } = await this.rulesOf(documentId);
    const knex = strapi.db.connection;
    const where = segmentWhere(strapi, knex, rules, { references: await segmentReferences(strapi, knex, rules) });
    let lastId = 0;
    for (;;) {
      const rows = (await where(
        knex({ p: profilesTable(strapi) }).select({ rowId: 'p.id', ...recipientColumns(strapi) }),
      )
        .where('p.id', '>', lastId)
        .orderBy('p.id')
        .limit(batch)) as (SegmentRecipient & { rowId: number })[];
      if (!rows.length) return;
      lastId = Number(rows[rows.length - 1].rowId);
      yield rows.map(({ rowId: _rowId, ...row }) => row);
      if (rows.length < batch) return;
    }
  },
}));
