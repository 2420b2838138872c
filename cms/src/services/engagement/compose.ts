/**
 * A campaign message for one recipient: rendered from the campaign's stored prepared message (the
 * renderer's `renderMessage`, links signed per recipient) and built as MIME with the headers every
 * campaign message carries: a deterministic Message-ID, `List-Unsubscribe` with the one-click URL and a
 * mailto, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
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

/** The mailbox of the mailto unsubscribe (MAIL_UNSUBSCRIBE_MAILTO, else unsubscribe@ the sender's domain). */
export const unsubscribeMailbox = (sender: Sender, env = process.env) =>
  env.MAIL_UNSUBSCRIBE_MAILTO || `unsubscribe@${domainOf(sender.email)}`;

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
export function unsubscribeHeaders(unsubscribeUrl: string, mailbox: string, recipientId: number) {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${mailbox}?subject=unsubscribe-${recipientId}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function campaignComposer(
  strapi: Strapi,
  knex: Knex,
  { campaignId, prepared, sender }: { campaignId: number; prepared: PreparedMessage; sender: Sender },
) {
  const linksFor = messageLinks(strapi, campaignId, { fixed: true });
  const mailbox = unsubscribeMailbox(sender);
  const domain = domainOf(sender.email);
  return async (rows: ClaimedRow[]): Promise<(() => Promise<OutgoingMessage>)[]> => {
    const recipients = await loadRecipientData(knex, rows);
    return recipients.map((recipient) => async () => {
      const links = linksFor(recipient);
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
