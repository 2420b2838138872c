/**
 * Unsubscribing from a campaign's mail (contract point 4 and 5): the signed link names the campaign and the
 * recipient; the page shows the lists the recipient's profile is on, each removable, and "unsubscribe from
 * all", which suppresses the address (`mail_suppressions`, reason `unsubscribed`), ends its list
 * memberships and records one `unsubscribe` event for the campaign. RFC 8058's one-click POST does the same.
 */
import { engagementLinks } from '../../../services/engagement-links';
import { dbModel } from '../../../services/db-model';
import { langOf } from '../../account/services/messages';
import { leaveAllLists, MEMBERS_TABLE, profileTable, recount } from './members';
import type { Db, Row, WithStrapi } from '../../../strapi-types';
import type { Lang } from '../public/texts';

export type Recipient = {
  campaignId: number;
  recipientId: number;
  profileId: number | null;
  email: string;
  lang: Lang;
};
export type Membership = { listId: number; name: string; status: string };

const LIST_UID = 'api::mail-list.mail-list';

export default ({ strapi }: WithStrapi) => {
  const knex = () => strapi.db.connection;

  return {
    /** The recipient a signed unsubscribe token names, or null (bad signature, unknown recipient). */
    async recipientOf(token: unknown): Promise<Recipient | null> {
      const parts = engagementLinks(strapi).read(token);
      if (!parts || parts.kind !== 'unsubscribe' || parts.ids.length !== 2) return null;
      const [campaignId, recipientId] = parts.ids;
      const row = await knex()('campaign_recipients')
        .first('profile_id', 'email')
        .where({ id: recipientId, campaign_id: campaignId });
      if (!row) return null;
      const p = profileTable(strapi);
      const profile = row.profile_id
        ? await knex()(p.table)
            .first(`${p.col('language')} as language`)
            .where({ id: row.profile_id })
        : null;
      return {
        campaignId,
        recipientId,
        profileId: row.profile_id ? Number(row.profile_id) : null,
        email: String(row.email).toLowerCase(),
        lang: langOf(profile?.language),
      };
    },

    /** The lists the recipient's profile is on (pending or confirmed), by name. */
    async membershipsOf(recipient: Recipient): Promise<Membership[]> {
      if (!recipient.profileId) return [];
      const lists = dbModel(strapi, LIST_UID);
      const nameColumn = lists.column('name');
      const rows: Row[] = await knex()(`${MEMBERS_TABLE} as m`)
        .join(`${lists.table} as l`, 'l.id', 'm.list_id')
        .select('m.list_id as listId', `l.${nameColumn} as name`, 'm.status')
        .where('m.profile_id', recipient.profileId)
        .orderBy(`l.${nameColumn}`);
      return rows.map((r) => ({ listId: Number(r.listId), name: r.name, status: r.status }));
    },

    async isSuppressed(recipient: Recipient): Promise<boolean> {
      const row = await knex()('mail_suppressions').first('reason').where({ email: recipient.email });
      return !!row?.reason;
    },

    /** Leaves one list; the list's name when the profile was on it, else null. */
    async leaveList(recipient: Recipient, listId: number): Promise<string | null> {
      if (!recipient.profileId || !Number.isSafeInteger(listId)) return null;
      const list = await strapi.db.query(LIST_UID).findOne({ where: { id: listId } });
      if (!list) return null;
      const removed = await knex()(MEMBERS_TABLE).where({ list_id: listId, profile_id: recipient.profileId }).delete();
      if (!removed) return null;
      await recount(strapi, listId);
      return list.name;
    },

    /** Unsubscribes from everything; repeating it changes nothing and records no second event. */
    async unsubscribeAll(recipient: Recipient) {
      const now = new Date();
      await strapi.db.transaction(async ({ trx }) => {
        await suppress(trx, recipient, now);
        const seen = await trx('mail_events')
          .first('id')
          .where({ campaign_id: recipient.campaignId, recipient_id: recipient.recipientId, type: 'unsubscribe' });
        if (!seen)
          await trx('mail_events').insert({
            campaign_id: recipient.campaignId,
            recipient_id: recipient.recipientId,
            profile_id: recipient.profileId,
            email: recipient.email,
            type: 'unsubscribe',
            occurred_at: now,
          });
        if (recipient.profileId) await leaveAllLists(strapi, trx, [recipient.profileId]);
      });
    },
  };
};

/**
 * The address's suppression with reason `unsubscribed`: a new row, or a row tracking kept for soft bounces
 * (no reason yet) gets the reason; a reason already there (a hard bounce, a complaint) stays.
 */
async function suppress(trx: Db, recipient: Recipient, now: Date) {
  await trx('mail_suppressions')
    .insert({
      email: recipient.email,
      reason: 'unsubscribed',
      soft_bounces: 0,
      campaign_id: recipient.campaignId,
      updated_at: now,
    })
    .onConflict('email')
    .ignore();
  await trx('mail_suppressions')
    .update({ reason: 'unsubscribed', campaign_id: recipient.campaignId, updated_at: now })
    .where({ email: recipient.email })
    .whereNull('reason');
}
