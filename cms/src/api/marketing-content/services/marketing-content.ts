/**
 * Marketing content (SPEC 3; rules in @newsroom/config marketing.ts, decisions in docs/marketing.md): every write
 * path (document-rules.ts) checks the type's own fields, the schedule, the targeting and the frequency cap on the
 * record as it will be after the write; a content that a bundle shows is not deleted (409 content_in_use).
 */
import { factories } from '@strapi/strapi';
import { capFailures, marketingFieldFailures, scheduleFailures, targetingFailures } from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import type { Row } from '../../../strapi-types';

export const MARKETING_CONTENT_UID = 'api::marketing-content.marketing-content';
const BUNDLE_UID = 'api::marketing-bundle.marketing-bundle';
/** The fields the rules check, which are also what the delivery API decides on. */
export const MARKETING_RULE_FIELDS = [
  'type',
  'fields',
  'startsAt',
  'endsAt',
  'audience',
  'audienceTag',
  'leadAccess',
  'leadAccessHours',
  'pages',
  'categories',
  'devices',
  'capCount',
  'capDays',
];

const trimList = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;

export default factories.createCoreService(MARKETING_CONTENT_UID, ({ strapi }) => ({
  /** Document rule: the record after the write must hold every rule of config/src/marketing.ts. */
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const list of ['pages', 'categories', 'devices']) if (list in input) input[list] = trimList(input[list]);
    if (typeof input.audienceTag === 'string') input.audienceTag = input.audienceTag.trim().toLowerCase() || null;
    if (action === 'update' && !MARKETING_RULE_FIELDS.some((name) => name in input)) return input;
    const current: Row =
      action === 'update' && documentId
        ? ((await strapi.db
            .query(MARKETING_CONTENT_UID)
            .findOne({ where: { documentId }, select: MARKETING_RULE_FIELDS })) ?? {})
        : {};
    const after: Row = { ...current, ...input };
    if (input.type && current.type && input.type !== current.type && !('fields' in input)) after.fields = {}; // another type's fields never carry over
    const failures = [
      ...marketingFieldFailures(after.type, after.fields ?? {}),
      ...scheduleFailures(after),
      ...targetingFailures(after),
      ...capFailures(after),
    ];
    if (failures.length) refuseFields(failures);
    return input;
  },

  /** The bundles that show a content (by documentId in their items; bundles are few, JSON is not filtered in SQL). */
  async bundlesShowing(documentId: string): Promise<Row[]> {
    const bundles = await strapi.db.query(BUNDLE_UID).findMany({ select: ['documentId', 'name', 'items'] });
    return bundles.filter((bundle: Row) =>
      (Array.isArray(bundle.items) ? bundle.items : []).some((item: Row) => item?.content === documentId),
    );
  },

  async assertDeletable(documentId: string | undefined) {
    if (!documentId) return;
    const bundles = await this.bundlesShowing(documentId);
    if (bundles.length)
      throw new ConflictError(
        `This content is shown by the bundle(s) ${bundles.map((b) => b.name).join(', ')}: take it out of them first.`,
        { code: 'content_in_use', bundles: bundles.map((b) => b.name) },
      );
  },
}));
