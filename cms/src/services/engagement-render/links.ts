/** Link targets of a message: UTM parameters added, each target a numbered placeholder (`L`). */
import { isHttpUrl } from '@newsroom/config';
import { tokenOf } from './tokens';
import type { UtmParameters } from './types';

/** The URL with the campaign's UTM parameters (those the URL already has are kept as they are). */
export function withUtm(url: string, utm?: UtmParameters): string {
  if (!utm || !isHttpUrl(url)) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(utm)) {
    const name = `utm_${key}`;
    if (value && String(value).trim() && !target.searchParams.has(name))
      target.searchParams.set(name, String(value).trim());
  }
  return target.toString();
}

/** Collects the message's http(s) links; `token(url)` is the placeholder `renderMessage` turns into `links.click`. */
export function linkRegistry(nonce: string, utm?: UtmParameters) {
  const targets: string[] = [];
  const index = new Map<string, number>();
  return {
    targets,
    /** The placeholder of an http(s) URL; any other link (mailto:) is returned as it is. */
    token(url: string): string {
      if (!isHttpUrl(url)) return url;
      const target = withUtm(url, utm);
      let n = index.get(target);
      if (n === undefined) {
        n = targets.push(target) - 1;
        index.set(target, n);
      }
      return tokenOf(nonce, 'L', n);
    },
  };
}
export type LinkRegistry = ReturnType<typeof linkRegistry>;

/** http(s) URLs in plain text (trailing punctuation is not part of the URL). */
export const TEXT_URL_RE = /https?:\/\/[^\s<>"'()[\]]+[^\s<>"'()[\].,;:!?]/g;
