/**
 * Sharing a content item to a social network (SPEC 5 tweet length, 8 "Het delen van het bericht is mislukt.",
 * 9 recommended 60): the text is checked by the shared rules, the item's public link is added, and the share goes
 * to the share provider: an HTTP webhook (`SOCIAL_SHARE_URL`, bearer `SOCIAL_SHARE_TOKEN`) that posts to the
 * network with the site's account. Every attempt that reached the provider is recorded (who, when, network,
 * text, result); a failed one answers 502 `share_failed` after it is recorded. Decisions: docs/settings.md.
 */
import { factories } from '@strapi/strapi';
import { shareFailures, type SocialNetwork } from '@newsroom/config';
import { ConflictError, UpstreamError, refuseFields } from '../../../services/errors';
import { articleUrl, siteAddressesOf } from '../../../services/engagement-render/article';
import type { Row } from '../../../strapi-types';

const UID = 'api::social-share.social-share';
const CONTENT = 'api::content.content';
const TIMEOUT_MS = 10_000;

export type ShareProvider = { url: string; token: string };

/** The configured provider, read at each call so a changed environment counts after a restart of the step. */
export const shareProviderFromEnv = (): ShareProvider | null => {
  const url = process.env.SOCIAL_SHARE_URL?.trim();
  return url ? { url, token: process.env.SOCIAL_SHARE_TOKEN?.trim() ?? '' } : null;
};

const NETWORK_ACCOUNT: Record<SocialNetwork, string> = {
  twitter: 'twitter',
  facebook: 'facebook',
  linkedin: 'linkedin',
  mastodon: 'mastodon',
};

/** Posts one share; resolves with null when the provider took it, else with the reason. */
async function post(provider: ShareProvider, payload: Record<string, unknown>): Promise<string | null> {
  try {
    const res = await fetch(provider.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.token ? { authorization: `Bearer ${provider.token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return null;
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    return `The share provider answered ${res.status}${detail ? `: ${detail}` : ''}`;
  } catch (error) {
    return `The share provider could not be reached: ${(error as Error).message}`.slice(0, 500);
  }
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Whether a provider is configured, and the site's accounts the shares go out with. */
  async status() {
    const { social } = await strapi.service('api::config.config').merged();
    const accounts = Object.fromEntries(
      Object.entries(NETWORK_ACCOUNT).map(([network, field]) => [network, String(social[field] ?? '')]),
    );
    return { configured: !!shareProviderFromEnv(), accounts };
  },

  /** Shares `{ network, text, content, locale? }` as `user`; returns the recorded share. */
  async share(user: Row | undefined, input: Row) {
    const documentId = typeof input.content === 'string' ? input.content : '';
    const locale = typeof input.locale === 'string' && input.locale ? input.locale : undefined;
    if (!documentId) refuseFields([{ path: ['content'], code: 'required' }]);
    const item = await strapi.db.query(CONTENT).findOne({
      where: { documentId, ...(locale ? { locale } : {}) },
      select: ['documentId', 'locale', 'title', 'slug', 'type', 'status'],
      orderBy: { id: 'asc' },
    });
    if (!item) refuseFields([{ path: ['content'], code: 'notFound' }]);
    if (item.status !== 'PUBLISHED')
      throw new ConflictError('Only a published item can be shared: its link would not open yet.', {
        code: 'share_not_published',
      });
    const url = articleUrl(await siteAddressesOf(strapi), item);
    const failures = shareFailures(input, url);
    if (failures.length) refuseFields(failures);
    const provider = shareProviderFromEnv();
    if (!provider)
      throw new ConflictError('No share provider is configured (SOCIAL_SHARE_URL): nothing can be shared.', {
        code: 'share_not_configured',
      });
    const network = input.network as SocialNetwork;
    const { accounts } = await this.status();
    const text = String(input.text).trim();
    const error = await post(provider, { network, account: accounts[network] || null, text, url });
    const share = await strapi.documents(UID).create({
      data: {
        network,
        text,
        url,
        contentDocumentId: item.documentId,
        contentLocale: item.locale,
        contentTitle: String(item.title ?? '').slice(0, 200),
        result: error ? 'failed' : 'sent',
        error,
        sharedBy: user?.email ?? null,
      } as any,
    });
    if (error) {
      strapi.log.warn(`Social share ${share.documentId} to ${network} failed: ${error}`);
      throw new UpstreamError('Het delen van het bericht is mislukt.', {
        code: 'share_failed',
        share: share.documentId,
      });
    }
    return share;
  },
}));
