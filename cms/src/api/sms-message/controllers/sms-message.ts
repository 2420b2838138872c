/**
 * The SMS delivery log (read-only, newest first) and the gateway's webhooks: `POST /api/sms/inbound`
 * (docs/sms.md "Replies and STOP"): a reply from a number is read, and a STOP reply suppresses the number;
 * `POST /api/sms/status` (docs/sms.md "Delivery reports"): what became of a message.
 * The answer is the same 200 whatever came in (a bad secret, an unknown number, another text), so the
 * endpoint tells a caller nothing; a bad secret is only written to the server's log.
 */
import { factories } from '@strapi/strapi';
import { SMS_INBOUND_SECRET_HEADER } from '@newsroom/config';
import { secretMatches } from '../../../services/mail-webhook-secret';
import { inboundReply, receiveReply } from '../../../services/sms/inbound';
import { applyStatusReport, statusReportOf } from '../../../services/sms/status-reports';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::sms-message.sms-message';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx: Ctx) {
    if (!ctx.query.sort) ctx.query = { ...ctx.query, sort: ['createdAt:desc', 'id:desc'] };
    return super.find(ctx);
  },

  async inbound(ctx: Ctx) {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const given = String(ctx.get(SMS_INBOUND_SECRET_HEADER) || token);
    if (secretMatches(given, process.env.SMS_INBOUND_SECRET ?? '')) {
      const reply = inboundReply(ctx.request.body, ctx.query);
      if (reply) await receiveReply(strapi, reply);
    } else {
      strapi.log.warn(`SMS inbound webhook: ${given ? 'wrong' : 'no'} secret from ${ctx.request.ip}; ignored.`);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 200;
    ctx.body = { data: { received: true } };
  },

  /** `POST /api/sms/status`: a delivery report (docs/sms.md "Delivery reports"); the same neutral answer. */
  async status(ctx: Ctx) {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const given = String(ctx.get(SMS_INBOUND_SECRET_HEADER) || token);
    if (secretMatches(given, process.env.SMS_INBOUND_SECRET ?? '')) {
      const report = statusReportOf(ctx.request.body, ctx.query);
      if (report) await applyStatusReport(strapi, report);
    } else {
      strapi.log.warn(`SMS status webhook: ${given ? 'wrong' : 'no'} secret from ${ctx.request.ip}; ignored.`);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 200;
    ctx.body = { data: { received: true } };
  },
}));
