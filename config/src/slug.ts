/** Tag and newsletter slugs (and those the import makes from a tag name) are at most this long. */
export const SLUG_MAX = 80;

/**
 * The one slug function (console suggestions, the CMS's slugged types, the import, the demo data):
 * "Nieuws & Cultuur" → "nieuws-cultuur". Lower case, accents dropped, anything else between words one
 * dash, no dash at either end; with `maxLength`, cut there without leaving a dash at the cut.
 */
export const slugify = (text: unknown, maxLength = Number.POSITIVE_INFINITY): string =>
  String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
