import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_LINK = /^(https?:|mailto:|\/|#)/i;

/**
 * Markdown without raw HTML and without script links: the release notes come from the server, and
 * whatever they say must not run in the console.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_LINK.test(href)) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute} rel="noopener noreferrer">${text}</a>`;
    },
    image: ({ text }: Tokens.Image) => escapeHtml(text),
  },
});

export const renderMarkdown = (markdown: string): string => marked.parse(markdown, { async: false }) as string;

/** Whether the server runs another version than the loaded console. */
export const isNewVersion = (serverVersion: string | undefined, loadedVersion: string): boolean =>
  !!serverVersion && serverVersion.replace(/^v/, '') !== loadedVersion.replace(/^v/, '');
