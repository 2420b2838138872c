/** The body is HTML from the console's editor; only markup an article needs survives. */
import sanitizeHtml from 'sanitize-html';

const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'w.soundcloud.com',
];

export function sanitizeBody(html: unknown): string | null {
  if (html === null || html === undefined || html === '') return null;
  return sanitizeHtml(String(html), {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'iframe', 'h1', 'h2', 'u', 's'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'title', 'frameborder'],
      a: ['href', 'name', 'target', 'rel'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedIframeHostnames: EMBED_HOSTS,
  });
}
