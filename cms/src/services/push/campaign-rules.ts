/**
 * A push campaign's own rules (docs/push.md "Push campaigns"), called by the campaign's `assertReady` beside the
 * segment every campaign needs: a title and a text, an optional https link and an optional image. No template and
 * no sender: a push carries neither. The image is an https URL, or a file of the media library (its `/uploads/...`
 * address: it came in through the one upload policy and must be an image), sent as an absolute URL.
 */
import { PUSH_LIMITS, pushMessageFailures, pushMessageOf, type PushMessage } from '@newsroom/config';
import { engagementLinks } from '../engagement-links';
import { UnprocessableError } from '../errors';
import { publicUrlOf } from '../payments';
import type { Row, Strapi } from '../../strapi-types';

const UPLOAD_FILE = 'plugin::upload.file';

/** What the campaign's four fields say, as a push message (the image not yet made absolute). */
export const pushFieldsOf = (campaign: Row) =>
  pushMessageOf({
    title: campaign.pushTitle ?? '',
    body: campaign.pushBody ?? '',
    url: campaign.pushUrl ?? '',
    image: campaign.pushImage ?? '',
  });

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** A media library file's address on this server (`/uploads/...`, no `..`). */
const isUploadPath = (value: string) => /^\/uploads\/[^?#]+$/.test(value) && !value.includes('..');

/** The image as sent: an upload's path made absolute with the public address; an https URL as it is. */
export const imageUrlOf = (strapi: Strapi, image: string | undefined) =>
  image && isUploadPath(image) ? `${publicUrlOf(strapi)}${image}` : image;

const refuse = (code: string, message: string, params: Record<string, unknown> = {}) => {
  throw new UnprocessableError(message, { code, ...params });
};

/** A campaign's message to one device: its link through the click tracking, and a tag per campaign. */
export type CampaignPush = PushMessage & { tag: string };

/**
 * The message one device gets: the link goes through the signed click redirect (so a click counts for the campaign
 * and the device), and `tag` lets the service worker show a repeat of the same campaign in place of the first
 * (`showNotification(title, {tag})`), should a device ever get it twice (docs/push.md "Exactly once").
 */
export const campaignPushOf = (message: PushMessage, campaignId: number, click: (url: string) => string) => ({
  ...message,
  ...(message.url ? { url: click(message.url) } : {}),
  tag: `campaign-${campaignId}`,
});

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Throws the first reason the campaign's push message cannot be sent (422), or answers the message as sent. */
export async function assertPushReady(strapi: Strapi, campaign: Row): Promise<PushMessage> {
  const fields = pushFieldsOf(campaign);
  if (!fields.title) refuse('push_title_required', 'A push campaign needs a title.');
  if (!fields.body) refuse('push_body_required', 'A push campaign needs a text.');
  if (fields.url && !isHttps(fields.url)) refuse('push_url_https', 'The link must start with https://.');
  if (fields.image && !isHttps(fields.image)) {
    if (!isUploadPath(fields.image)) refuse('push_image_invalid', 'The image must be an https link.');
    const file = await strapi.db.query(UPLOAD_FILE).findOne({ where: { url: fields.image }, select: ['mime'] });
    if (!file || !String(file.mime ?? '').startsWith('image/'))
      refuse('push_image_invalid', 'The image must be an image of the media library or an https link.');
  }
  const message: PushMessage = { ...fields, ...(fields.image ? { image: imageUrlOf(strapi, fields.image) } : {}) };
  // Lengths and the payload's size (what one aes128gcm record holds), by the rules of a test push.
  const failure = pushMessageFailures(message)[0];
  if (failure)
    refuse(failure.code, 'The push message cannot be sent as it is.', { ...failure.params, field: failure.path[0] });
  // As sent: the tracked link is longer than the one typed (the largest recipient id a campaign could reach).
  const links = engagementLinks(strapi);
  const sent = campaignPushOf(message, Number(campaign.id) || 0, (url) => links.click(campaign.id, 2 ** 40, url));
  if (bytesOf(sent) > PUSH_LIMITS.payloadMaxBytes)
    refuse('push_payload_too_large', 'The push message is too long to send.', {
      max: PUSH_LIMITS.payloadMaxBytes,
      field: 'body',
    });
  return message;
}
