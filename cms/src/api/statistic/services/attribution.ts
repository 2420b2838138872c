/**
 * Which content item a page view is for (pure). The rule, also in the README:
 * the URL's path, on any host, without query, hash and trailing slashes, is
 *   [/{locale}]{social.contentPath}/{slug}
 * where the optional first segment is a content locale (nl, en); without it the view is for the
 * default locale (nl), as in the sitemap. The slug must be a valid slug and is matched exactly.
 */
import { SLUG_RE } from '@newsroom/config';

export type ContentKey = { locale: string; slug: string };

const trimSlashes = (path: string) => path.replace(/\/+$/, '');

/** '/artikel', 'artikel/', '/nieuws/artikel/' → '/artikel', '/artikel', '/nieuws/artikel'; '' or '/' → ''. */
export const normalizeContentPath = (contentPath: unknown): string => {
  const trimmed = trimSlashes(String(contentPath ?? '').trim());
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

/** The URL's path without query, hash and trailing slashes; null when it is not a URL. */
export const pathOf = (url: string): string | null => {
  try {
    // A relative URL ("/artikel/x?utm=1") is resolved against a dummy origin; any host is accepted.
    return trimSlashes(new URL(url, 'http://site.invalid').pathname) || '/';
  } catch {
    return null;
  }
};

export function contentKeyOf(
  url: string,
  contentPath: string,
  locales: readonly string[],
  defaultLocale: string,
): ContentKey | null {
  let path = pathOf(url);
  if (!path) return null;
  let locale = defaultLocale;
  const first = path.split('/')[1];
  if (locales.includes(first)) {
    locale = first;
    path = path.slice(first.length + 1);
  }
  const prefix = `${contentPath}/`;
  if (!path.startsWith(prefix)) return null;
  const slug = path.slice(prefix.length);
  if (!SLUG_RE.test(slug)) return null;
  return { locale, slug };
}
