/**
 * A campaign's test send (service `api::campaign.test-send`, POST /api/campaigns/:id/test {emails}): the
 * campaign's message (its template, its subject and sender) to a few addresses through the renderer's
 * `sendPreviewMail`, with SPEC 5's preview rules (at least one address and a subject, well-formed, at most
 * five). Recorded in the campaign's history.
 */
import { errors } from '@strapi/utils';
import { sendPreviewMail } from '../../../services/engagement-render';
import { UnprocessableError } from '../../../services/errors';
import { messageSourceOf } from '../../../services/engagement/send-job';
import { CAMPAIGN_UID } from './campaign';
import type { Row, WithStrapi } from '../../../strapi-types';
import type { Staff } from '../../order/services/history';

export default ({ strapi }: WithStrapi) => ({
  async send(documentId: string, body: Row, staff: Staff) {
    const campaigns = strapi.service(CAMPAIGN_UID);
    const campaign = await campaigns.load({ documentId });
    if (!campaign) throw new errors.NotFoundError('Campaign not found.');
    if (!campaign.template)
      throw new UnprocessableError('An e-mail campaign needs a template.', { code: 'template_required' });
    const sender = await campaigns.senderOf(campaign);
    const to = body?.emails ?? body?.to;
    const result = await sendPreviewMail(strapi, {
      source: { ...messageSourceOf(campaign), fromName: sender.name, fromEmail: sender.email || null },
      to,
    });
    await strapi.service('api::campaign.actions').note(campaign.id, staff, 'test', `${result.sent} test e-mail(s)`);
    return result;
  },
});
