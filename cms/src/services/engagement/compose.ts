/**
 * A campaign message for one recipient: rendered from the campaign's stored prepared message (the
 * renderer's `renderMessage`, links signed per recipient) and built as MIME with the headers every
 * campaign message carries: a deterministic Message-ID, `List-Unsubscribe` with the one-click URL (and a
 * mailto when MAIL_UNSUBSCRIBE_MAILTO names a mailbox that is processed), and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058).
 */
import type { Knex } from 'knex';
import { loadRecipientData, renderMessage, type PreparedMessage, type RecipientData } from '../engagement-render';
import { engagementLinks, engagementLinksFixed } from '../engagement-links';
import type { Strapi } from '../../strapi-types';
import { messageIdOf, type ClaimedRow } from './claims';
import type { OutgoingMessage } from './transport';
import { buildMime } from './mime';

export type Sender = { email: string; name: string };

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1) || 'localhost';

/**
 * The mailbox of the mailto unsubscribe: MAIL_UNSUBSCRIBE_MAILTO, else none. A mailto nobody acts on would
 * tell a reader they left while the mail kept coming, so it is offered only when the operator's inbound
 * mail posts those requests to the webhook (type `unsubscribe`, docs/engagement-webhooks.md).
 */
export const unsubscribeMailbox = (env = process.env): string | null => env.MAIL_UNSUBSCRIBE_MAILTO?.trim() || null;

/** A recipient's signed links; `fixed`: the keys and address read once (a run's composer). */
export function messageLinks(strapi: Strapi, campaignId: number, { fixed = false } = {}) {
  const links = fixed ? engagementLinksFixed(strapi) : engagementLinks(strapi);
  return (recipient: RecipientData) => ({
    click: (url: string) => links.click(campaignId, recipient.recipientId, url),
    open: () => links.open(campaignId, recipient.recipientId),
    view: () => links.view(campaignId, recipient.recipientId),
    unsubscribe: () => links.unsubscribe(campaignId, recipient.recipientId),
  });
}

/** The RFC 8058 headers for one recipient. */
export function unsubscribeHeaders(unsubscribeUrl: string, mailbox: string | null, recipientId: number) {
  const mailto = mailbox ? `, <mailto:${mailbox}?subject=unsubscribe-${recipientId}>` : '';
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** An A/B content test's message per variant key (the subject, template or sender name differ). */
export type VariantMessages = Record<string, { prepared: PreparedMessage; sender: Sender }>;

export function campaignComposer(
  strapi: Strapi,
  knex: Knex,
  {
    campaignId,
    prepared,
    sender,
    variants = null,
    winner = null,
  }: {
    campaignId: number;
    prepared: PreparedMessage;
    sender: Sender;
    variants?: VariantMessages | null;
    /** An A/B run's chosen variant: the rest (rows without a variant) get its message. */
    winner?: string | null;
  },
) {
  const linksFor = messageLinks(strapi, campaignId, { fixed: true });
  const mailbox = unsubscribeMailbox();
  const domain = domainOf(sender.email);
  const messageOf = (variant: string | null | undefined) => variants?.[variant ?? winner ?? ''] ?? { prepared, sender };
  return async (rows: ClaimedRow[]): Promise<(() => Promise<OutgoingMessage>)[]> => {
    const recipients = await loadRecipientData(knex, rows);
    const variantOf = new Map(rows.map((row) => [row.id, row.variant]));
    return recipients.map((recipient) => async () => {
      const links = linksFor(recipient);
      const { prepared, sender } = messageOf(variantOf.get(recipient.recipientId));
      const { subject, html, text } = renderMessage(prepared, recipient, links);
      const raw = buildMime({
        from: { name: sender.name, address: sender.email },
        to: recipient.email,
        subject,
        html,
        text,
        messageId: messageIdOf(campaignId, recipient.recipientId, domain),
        headers: unsubscribeHeaders(links.unsubscribe(), mailbox, recipient.recipientId),
      });
      return { from: sender.email, to: recipient.email, raw };
    });
  };
}
