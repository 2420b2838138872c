/**
 * Deleting a campaign (service `api::campaign.removal`): only drafts (the document rule refuses the rest
 * with 409). A draft that never sent is removed; one with a run behind it (FAILED, INVALID after a run)
 * keeps its recipients and statistics and is marked DELETED, which the lists leave out.
 */
import { RECIPIENTS } from '../../../services/engagement/claims';
import { CAMPAIGN_UID } from './campaign';
import type { WithStrapi } from '../../../strapi-types';
import type { Staff } from '../../order/services/history';

export default ({ strapi }: WithStrapi) => ({
  async remove(documentId: string, staff: Staff): Promise<'removed' | 'marked' | 'missing'> {
    const campaign = await strapi.db.query(CAMPAIGN_UID).findOne({ where: { documentId }, select: ['id', 'status'] });
    if (!campaign || campaign.status === 'DELETED') return 'missing';
    await strapi.service(CAMPAIGN_UID).assertDeletable(documentId);
    const ran = await strapi.db.connection(RECIPIENTS).where('campaign_id', campaign.id).first('id');
    if (ran) {
      await strapi.service('api::campaign.actions').move(campaign.id, 'DELETED', { staff, action: 'delete' });
      return 'marked';
    }
    await strapi.documents(CAMPAIGN_UID).delete({ documentId });
    return 'removed';
  },
});
