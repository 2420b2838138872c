/**
 * The video meeting with support (docs/meet.md). Configured by MEET_URL, MEET_APP_ID, MEET_SECRET and
 * MEET_SUPPORT_EMAIL, read on every call so a changed environment needs no code path of its own; without them the
 * action is left out of /api/me (the menu item stays hidden) and the route answers 404.
 */
import crypto from 'node:crypto';
import { errors } from '@strapi/utils';
import {
  MEET_STARTS_PER_WINDOW,
  MEET_START_WINDOW_MS,
  MEET_SUPPORT_MINUTES,
  MEET_TOKEN_HOURS,
  meetEmbedUrl,
  meetTopicFailure,
  type MeetStart,
} from '@newsroom/config';
import { createRateLimiter } from '../../../services/rate-limit';
import { langOf, renderSystemEmail } from '../../account/services/messages';
import { signMeetToken } from './token';
import type { AccountUser, Strapi, WithStrapi } from '../../../strapi-types';

export const MEET_ACTION = 'api::meet.meet.auth';

export type MeetSettings = { url: string; domain: string; appId: string; secret: string; supportEmail: string };

/** The settings when all four are there and the address is a web address; null otherwise. */
export function meetSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MeetSettings | null {
  const { MEET_URL, MEET_APP_ID, MEET_SECRET, MEET_SUPPORT_EMAIL } = env;
  if (!MEET_URL || !MEET_APP_ID || !MEET_SECRET || !MEET_SUPPORT_EMAIL) return null;
  let parsed: URL;
  try {
    parsed = new URL(MEET_URL);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return {
    url: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`,
    domain: parsed.hostname,
    appId: MEET_APP_ID,
    secret: MEET_SECRET,
    supportEmail: MEET_SUPPORT_EMAIL,
  };
}

/** The language of the support mail: the support address's own profile's, else Dutch. */
async function supportLanguage(strapi: Strapi, email: string) {
  const profile = await strapi.db
    .query('api::profile.profile')
    .findOne({ where: { email: { $eqi: email } }, select: ['language'] });
  return langOf(profile?.language);
}

export default ({ strapi }: WithStrapi) => {
  const starts = createRateLimiter({ max: MEET_STARTS_PER_WINDOW, windowMs: MEET_START_WINDOW_MS });

  const nameOf = async (user: AccountUser) => {
    const profile = await strapi.db
      .query('api::profile.profile')
      .findOne({ where: { user: user.id }, select: ['firstName', 'lastName'] });
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim();
    return name || user.email;
  };

  return {
    configured: () => meetSettingsFromEnv() !== null,

    /** The actions /api/me lists: the meeting's only when a Jitsi server is configured. */
    availableActions: (actions: string[]) =>
      meetSettingsFromEnv() ? actions : actions.filter((action) => action !== MEET_ACTION),

    /** Opens a room, signs the user's token and a moderator token for support, and mails support the link. */
    async start(user: AccountUser, input: { topic?: unknown }): Promise<MeetStart> {
      const settings = meetSettingsFromEnv();
      if (!settings)
        throw new errors.NotFoundError('No video meeting server is configured', { code: 'meet_not_configured' });
      const failure = meetTopicFailure(input.topic);
      if (failure) throw new errors.ValidationError('The topic is not valid', { code: failure });
      const decision = starts.take(String(user.id));
      if (!decision.allowed)
        throw new errors.RateLimitError('Too many meetings started; try again later', {
          code: 'meet_too_many',
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      const topic = typeof input.topic === 'string' ? input.topic.trim() : '';
      const room = `nb-${crypto.randomBytes(10).toString('hex')}`;
      const expiresAt = new Date(Date.now() + MEET_TOKEN_HOURS * 3_600_000);
      const name = await nameOf(user);
      const sign = (person: { id: string; name: string; email: string; moderator: boolean }) =>
        signMeetToken({ appId: settings.appId, domain: settings.domain, room, person, expiresAt }, settings.secret);
      const roomUrl = `${settings.url}/${room}`;
      const jwt = sign({ id: String(user.id), name, email: user.email, moderator: false });
      const supportJwt = sign({ id: 'support', name: 'Ondersteuning', email: settings.supportEmail, moderator: true });
      let supportNotified = true;
      try {
        // The system e-mail `meet-support` (docs/system-emails.md): administrators may change its text.
        const mail = await renderSystemEmail(
          strapi,
          'meet-support',
          await supportLanguage(strapi, settings.supportEmail),
          {
            name,
            email: user.email,
            topic,
            link: meetEmbedUrl({ roomUrl, jwt: supportJwt }),
            minutes: MEET_SUPPORT_MINUTES,
            hours: MEET_TOKEN_HOURS,
          },
        );
        await strapi
          .plugin('email')
          .service('email')
          .send({ to: settings.supportEmail, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        supportNotified = false;
        strapi.log.error(`The support mail for meeting ${room} could not be delivered: ${(error as Error).message}`);
      }
      return {
        domain: settings.domain,
        room,
        roomUrl,
        jwt,
        expiresAt: expiresAt.toISOString(),
        supportNotified,
        supportMinutes: MEET_SUPPORT_MINUTES,
      };
    },
  };
};
