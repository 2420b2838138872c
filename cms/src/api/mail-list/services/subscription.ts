/**
 * The public double opt-in (SPEC 3 "Lists", issue #18): a website posts an address to a PUBLIC list, the
 * address gets a pending membership and one e-mail with a signed link; following it confirms at once.
 * Every subscribe answer is the same whatever the address's or the list's state, so the form tells nobody
 * who is subscribed or which private lists exist.
 */
import { errors } from '@strapi/utils';
import {
  EMAIL_RE,
  LIST_CONFIRM_RESEND_MINUTES,
  LIST_CONFIRM_VALID_DAYS,
  LIST_SUBSCRIBE_PROFILE_SOURCE,
} from '@newsroom/config';
import { engagementLinks } from '../../../services/engagement-links';
import { sha256 } from '../../../services/sha256';
import { langOf, renderSystemEmail } from '../../account/services/messages';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import { fireAutomations } from '../../campaign-automation/fire';
import { MEMBERS_TABLE, profileTable, recount } from './members';
import { type Lang } from '../public/texts';
import type { Row, WithStrapi } from '../../../strapi-types';
import type { ListRow } from './mail-list';

const DAY_MS = 86_400_000;
const NAME_MAX = 100;

const refuse = (code: string, message: string, path: string): never => {
  throw new errors.ValidationError(message, {
    code,
    errors: [{ path: [path], code, message, params: {} }],
  });
};

/** What a confirmation link led to: the page says it. */
export type ConfirmOutcome =
  | { state: 'not_found'; lang: Lang }
  | { state: 'confirmed' | 'already_confirmed' | 'expired'; lang: Lang; list: string };

const cleanName = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, NAME_MAX) : null;

export default ({ strapi }: WithStrapi) => {
  const knex = () => strapi.db.connection;
  const links = () => engagementLinks(strapi);

  /** The profile of an address, or a new LEAD (source list-subscribe) with the names and language given. */
  async function profileFor(email: string, body: Row): Promise<{ id: number; language: string | null }> {
    const p = profileTable(strapi);
    const found = await knex()(p.table)
      .first('id', `${p.col('language')} as language`)
      .whereRaw('lower(??) = ?', [p.col('email'), email]);
    if (found) return { id: Number(found.id), language: found.language };
    const language = String(body.language ?? '').toUpperCase() === 'EN' ? 'EN' : 'NL';
    try {
      const created = await strapi.documents('api::profile.profile').create({
        data: {
          email,
          firstName: cleanName(body.firstName),
          lastName: cleanName(body.lastName),
          type: 'LEAD',
          source: LIST_SUBSCRIBE_PROFILE_SOURCE,
          language,
        } as any,
      });
      invalidateProfileReads(strapi);
      return { id: Number((created as Row).id), language };
    } catch (error) {
      // The same address subscribed twice at once: the other request made the profile.
      const again = await knex()(p.table)
        .first('id', `${p.col('language')} as language`)
        .whereRaw('lower(??) = ?', [p.col('email'), email]);
      if (again) return { id: Number(again.id), language: again.language };
      throw error;
    }
  }

  async function sendConfirmation(list: ListRow, to: string, language: string | null, link: string) {
    const lang = langOf(language);
    const mail = await renderSystemEmail(strapi, 'mail-list-confirmation', lang, {
      list: list.name,
      link,
      days: LIST_CONFIRM_VALID_DAYS,
    });
    const { defaultFromEmail, defaultFromName } = await strapi.service('api::config.config').engagementSettings();
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to,
          ...(defaultFromEmail ? { from: `${defaultFromName} <${defaultFromEmail}>` } : {}),
          // A list's own confirmation subject wins over the system e-mail's.
          subject: list.confirmationSubject || mail.subject,
          text: mail.text,
          html: mail.html,
        });
    } catch (error) {
      // The answer stays neutral; the outbox row and the log record the failure.
      strapi.log.error(`List confirmation to list ${list.id} could not be delivered: ${(error as Error).message}`);
    }
  }

  return {
    /**
     * A subscription request. Refuses only a malformed request (400: that says nothing about anyone);
     * otherwise does what the state asks and answers nothing: a private or unknown list, an address already
     * confirmed, or a request repeated within minutes sends no e-mail.
     */
    async subscribe(slug: unknown, body: Row) {
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!email) refuse('required', 'E-mail is required.', 'email');
      if (!EMAIL_RE.test(email) || email.length > 255) refuse('email', 'This is not a valid e-mail address.', 'email');
      if (typeof slug !== 'string' || !slug) return;
      const list: ListRow | null = await strapi.service('api::mail-list.mail-list').listBySlug(slug);
      if (!list || list.visibility !== 'PUBLIC') return;
      const profile = await profileFor(email, body ?? {});
      const current = await knex()(MEMBERS_TABLE).first().where({ list_id: list.id, profile_id: profile.id });
      if (current?.status === 'confirmed') return;
      const now = new Date();
      if (current && now.getTime() - new Date(current.requested_at).getTime() < LIST_CONFIRM_RESEND_MINUTES * 60_000)
        return;
      const link = links().confirm(list.id, profile.id);
      const tokenHash = sha256(link.slice(link.lastIndexOf('/') + 1));
      const row = {
        status: 'pending',
        token_hash: tokenHash,
        source: 'subscribe',
        requested_at: now,
        confirmed_at: null,
      };
      await knex()(MEMBERS_TABLE)
        .insert({ list_id: list.id, profile_id: profile.id, ...row })
        .onConflict(['list_id', 'profile_id'])
        .merge(row);
      await sendConfirmation(list, email, profile.language, link);
    },

    /** Follows a confirmation link: confirms once, says so again on a repeat, refuses an old request. */
    async confirm(token: unknown): Promise<ConfirmOutcome> {
      const parts = links().read(token);
      if (!parts || parts.kind !== 'confirm' || parts.ids.length !== 2) return { state: 'not_found', lang: 'nl' };
      const [listId, profileId] = parts.ids;
      const p = profileTable(strapi);
      const profile = await knex()(p.table)
        .first(`${p.col('language')} as language`)
        .where({ id: profileId });
      const list = await strapi.db.query('api::mail-list.mail-list').findOne({ where: { id: listId } });
      const member = await knex()(MEMBERS_TABLE).first().where({ list_id: listId, profile_id: profileId });
      const lang = langOf(profile?.language);
      if (!profile || !list || !member) return { state: 'not_found', lang };
      if (member.status === 'confirmed') return { state: 'already_confirmed', lang, list: list.name };
      if (member.token_hash !== sha256(String(token))) return { state: 'not_found', lang };
      if (Date.now() - new Date(member.requested_at).getTime() > LIST_CONFIRM_VALID_DAYS * DAY_MS)
        return { state: 'expired', lang, list: list.name };
      await strapi.db.transaction(async ({ trx }) => {
        await trx(MEMBERS_TABLE)
          .update({ status: 'confirmed', confirmed_at: new Date(), token_hash: null })
          .where({ list_id: listId, profile_id: profileId, status: 'pending' });
        // Following the link proves the address and is an explicit opt-in: it receives campaign mail again.
        await trx(p.table)
          .update({ [p.col('optIn')]: true })
          .where({ id: profileId });
        const email = (
          await trx(p.table)
            .first(`${p.col('email')} as email`)
            .where({ id: profileId })
        )?.email;
        if (email)
          await trx('mail_suppressions')
            .where({ email: String(email).toLowerCase(), reason: 'unsubscribed' })
            .delete();
        await recount(strapi, listId, trx);
        // Event automations of this list: the double opt-in is the subscription (never breaks the confirmation).
        await fireAutomations(strapi, 'LIST_SUBSCRIBED', { profileIds: [profileId], listId }, { db: trx });
      });
      invalidateProfileReads(strapi);
      return { state: 'confirmed', lang, list: list.name };
    },
  };
};
