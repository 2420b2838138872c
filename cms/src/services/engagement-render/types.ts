/** The renderer's contract with the sending engine (docs: /work/prompts/contract.md section 2). */
import type { AccessRule } from '../../api/content/services/access';

/** One recipient of a message, as the sending engine knows them (see `loadRecipientData`). */
export type RecipientData = {
  recipientId: number;
  profileId: number | null;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** The profile's language (`NL`/`EN`, any case): the footer and "read more" texts follow it. */
  language?: string | null;
  profileType?: string | null;
  /** Slugs of the profile's ACCESS tags (the content access evaluator compares them with `accessTag`). */
  accessTags: string[];
  registeredAt?: string | Date | null;
};

/** The per-recipient links the renderer places; the sending engine signs them. */
export type MessageLinks = {
  click(url: string): string;
  open(): string;
  view(): string;
  unsubscribe(): string;
};

export type UtmParameters = { source?: string; medium?: string; content?: string };

/** What a message is made from: a template's fields, or a campaign's copy of them. */
export type MessageSource = {
  design: unknown;
  subject: string;
  preheader?: string | null;
  /** The stored plain text; used instead of the generated one when `textEdited`. */
  text?: string | null;
  textEdited?: boolean;
  utm?: UtmParameters;
};

/** An article block's per-recipient part: its access rule and the body shown to readers who may read it. */
export type PreparedArticle = { rule: AccessRule; bodyHtml: string };

/**
 * A message compiled once (MJML → HTML with inlined CSS): plain JSON, so it can be stored and rendered by
 * another process. `html`, `text` and `subject` carry placeholders `NR<nonce>_<KIND>_<arg>_` that
 * `renderMessage` fills per recipient; the nonce is random per preparation, so no template or profile text
 * can contain a placeholder.
 */
export type PreparedMessage = {
  version: 1;
  nonce: string;
  subject: string;
  html: string;
  text: string;
  /** Link targets (UTM parameters already added), by placeholder index. */
  links: string[];
  articles: PreparedArticle[];
};
