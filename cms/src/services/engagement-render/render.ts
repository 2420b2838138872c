/**
 * `renderMessage`: one recipient's subject, HTML and text from a prepared message, by string substitution
 * only (no MJML, no database): merge fields as escaped data, each article's body only when the content
 * access evaluator lets this recipient read the item, links through the engine's signed `links`.
 */
import { canRead, type Reader } from '../../api/content/services/access';
import { mergeValue } from './merge-fields';
import { textsFor, type RenderTextKey } from './texts';
import { escapeHtml, tokenPattern } from './tokens';
import type { MessageLinks, PreparedMessage, RecipientData } from './types';

/**
 * The reader a recipient is for the access evaluator: a recipient with a profile is that profile's reader
 * (type, access tags, registration time), as if signed in, since the message is addressed to them;
 * an address without a profile is an anonymous reader.
 */
export const readerOf = (recipient: RecipientData): Reader =>
  recipient.profileId === null || recipient.profileId === undefined
    ? { signedIn: false }
    : {
        signedIn: true,
        profileType: recipient.profileType ?? null,
        tags: recipient.accessTags ?? [],
        registeredAt: recipient.registeredAt ?? null,
      };

/**
 * The placeholder patterns of a preparation's nonce, built once per campaign rather than per recipient
 * (global patterns are safe to share: `replace` starts each scan at 0). Only the latest nonces are kept.
 */
const patterns = new Map<string, { articles: RegExp; all: RegExp }>();
function patternsOf(nonce: string) {
  let found = patterns.get(nonce);
  if (!found) {
    if (patterns.size >= 32) patterns.delete(patterns.keys().next().value!);
    found = { articles: tokenPattern(nonce, ['ART']), all: tokenPattern(nonce) };
    patterns.set(nonce, found);
  }
  return found;
}

export function renderMessage(
  prepared: PreparedMessage,
  recipient: RecipientData,
  links: MessageLinks,
  now: Date = new Date(),
) {
  const texts = textsFor(recipient.language);
  const reader = readerOf(recipient);
  const allowed = prepared.articles.map((article) => canRead(article.rule, reader, now).allowed);
  const compute = (kind: string, arg: string): string => {
    switch (kind) {
      case 'MF':
        return mergeValue(recipient, arg);
      case 'L':
        return links.click(prepared.links[Number(arg)] ?? '');
      case 'OPEN':
        return links.open();
      case 'VIEW':
        return links.view();
      case 'UNSUB':
        return links.unsubscribe();
      case 'T':
        return texts[arg as RenderTextKey] ?? '';
      default:
        return '';
    }
  };
  // A placeholder comes back many times in a message (a link in the HTML and the text, a merge field in
  // the subject and the body): each is computed once per recipient, since a signed link is an HMAC.
  const values = new Map<string, string>();
  const escaped = new Map<string, string>();
  const value = (kind: string, arg: string): string => {
    const key = `${kind}_${arg}`;
    let found = values.get(key);
    if (found === undefined) values.set(key, (found = compute(kind, arg)));
    return found;
  };
  const escapedValue = (kind: string, arg: string): string => {
    const key = `${kind}_${arg}`;
    let found = escaped.get(key);
    if (found === undefined) escaped.set(key, (found = escapeHtml(value(kind, arg))));
    return found;
  };
  // Stage 1 puts in the bodies the reader may read (prepared, sanitised HTML with its own placeholders);
  // stage 2 fills everything else once, so no inserted value is read as a placeholder again.
  const { articles, all } = patternsOf(prepared.nonce);
  const bodies = prepared.articles.length
    ? prepared.html.replace(articles, (_m, _kind, arg: string) =>
        allowed[Number(arg)] ? (prepared.articles[Number(arg)]?.bodyHtml ?? '') : '',
      )
    : prepared.html;
  return {
    subject: prepared.subject.replace(all, (_m, kind: string, arg: string) => value(kind, arg)),
    html: bodies.replace(all, (_m, kind: string, arg: string) => escapedValue(kind, arg)),
    text: prepared.text.replace(all, (_m, kind: string, arg: string) => value(kind, arg)),
  };
}
