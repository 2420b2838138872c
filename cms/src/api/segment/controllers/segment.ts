/** Parses the request and calls the segment service; the core actions keep Strapi's answers. */
import { PassThrough } from 'node:stream';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EXPORT_FORMATS, type ExportFormat } from '@newsroom/config';
import { exportContentType, exportDisposition, writeRecipients } from '../services/export';

const UID = 'api::segment.segment';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/segments/count {rules} → {count}: the live count while editing, also of an unsaved tree. */
  async count(ctx) {
    const body = ctx.request.body ?? {};
    const rules = body.rules ?? body.data?.rules;
    if (rules === undefined)
      throw new errors.ValidationError('rules is a required field.', { code: 'required', path: ['rules'] });
    ctx.body = { data: { count: await strapi.service(UID).countRules(rules) } };
  },

  /** GET /api/segments/:id/recipients → {rows (at most 250), hits (at most 10,000), capped}. */
  async recipients(ctx) {
    ctx.body = { data: await strapi.service(UID).recipients(ctx.params.id) };
  },

  /** GET /api/segments/:id/export?format=csv|xlsx: every recipient, streamed. */
  async export(ctx) {
    const format = (ctx.query.format ?? 'csv') as ExportFormat;
    if (!EXPORT_FORMATS.includes(format))
      throw new errors.ValidationError(`format must be ${EXPORT_FORMATS.join(' or ')}.`, {
        code: 'invalid_format',
        params: { values: EXPORT_FORMATS.join(', ') },
      });
    const service = strapi.service(UID);
    // Everything that can be refused (404, a stored tree that no longer validates) before the first byte.
    await service.rulesOf(ctx.params.id);
    const segment = await strapi.db.query(UID).findOne({ where: { documentId: ctx.params.id }, select: ['name'] });
    const out = new PassThrough();
    ctx.set('Content-Disposition', exportDisposition(segment?.name ?? 'segment', format));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = exportContentType(format);
    ctx.body = out;
    writeRecipients(service.allRecipients(ctx.params.id), format, out).catch((error: Error) => {
      strapi.log.error(`Segment export failed: ${error.stack ?? error.message}`);
      out.destroy(error);
    });
  },
}));
