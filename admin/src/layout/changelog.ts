import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_LINK = /^(https?:|mailto:|\/|#)/i;

/**
 * Markdown without raw HTML and without script links: the changelog comes from the server, and
 * whatever it says must not run in the console.
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

const versionOfHeading = (line: string): string | undefined => line.match(/^##\s+\[?v?(\d+\.\d+\.\d+[^\]\s]*)\]?/)?.[1];

/** The Keep-a-Changelog section of one version ("## [1.8.1] - 2025-06-26" up to the next "## "). */
export const changelogSection = (markdown: string, version: string): string | undefined => {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => versionOfHeading(line) === version);
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^##\s/.test(line));
  return [lines[start], ...(end < 0 ? rest : rest.slice(0, end))].join('\n').trim();
};

/** The newest released section, for when the server's version has no section of its own. */
export const latestChangelogSection = (markdown: string): string | undefined => {
  const version = markdown.split(/\r?\n/).map(versionOfHeading).find(Boolean);
  return version ? changelogSection(markdown, version) : undefined;
};

/** Whether the server runs another version than the loaded console. */
export const isNewVersion = (serverVersion: string | undefined, loadedVersion: string): boolean =>
  !!serverVersion && serverVersion.replace(/^v/, '') !== loadedVersion.replace(/^v/, '');
