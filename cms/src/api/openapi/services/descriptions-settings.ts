/**
 * The custom routes of issue #23's areas (files, settings, social sharing, tags, system e-mails, exports, meet), for
 * the OpenAPI document; merged into ACTION_DESCRIPTIONS (./descriptions.ts), keyed `METHOD /path` the same way.
 */
import type { Described } from './generator';

const d = (summary: string, description?: string): Described => (description ? { summary, description } : { summary });

export const SETTINGS_DESCRIPTIONS: Record<string, Described> = {
  // The file manager (docs/files.md)
  'GET /file-manager/list': d(
    'A folder (`path`, from public/): folders, a page of files; `search sort order page ext`',
  ),
  'POST /file-manager/folders': d('Create a folder (`path` of the parent, `name` by the naming rule)'),
  'PUT /file-manager/folders': d('Rename (`name`) or move (`to`) a folder with its contents'),
  'DELETE /file-manager/folders': d('Delete a folder (`path`); a non-empty one only with `recursive=true`'),
  'PUT /file-manager/files/{id}': d('Rename (`name`) or move (`to`: a folder path) a file'),
  'DELETE /file-manager/files/{id}': d('Delete a file that no record uses'),
  'POST /file-manager/upload': d('Upload files into a folder (multipart `path`, `files`; the upload policy)'),
  'GET /config': d('The site configuration (single type)'),
  'PUT /config': d('Change the site configuration (single type)'),
  'GET /social-shares/status': d(
    'Whether a share provider is configured (SOCIAL_SHARE_URL), and the site’s social accounts',
  ),
  'POST /social-shares/share': d(
    'Share a published content item to a network: `{ network, text, content: documentId, locale? }`',
    'The item’s link is added; the text with it may not exceed the network’s maximum (X: 280, a link counts 23). ' +
      'Every attempt is recorded. 400 required, oneOf, tweetLength, notFound; 409 share_not_published, ' +
      'share_not_configured; 502 share_failed (recorded as failed).',
  ),
  // System e-mails (docs/system-emails.md)
  'DELETE /system-emails/{key}/{language}': d('Reset a system e-mail in one language to its default'),
  'POST /system-emails/{key}/{language}/preview': d('Render a system e-mail (or `{ subject, body }`) with samples'),
  'POST /system-emails/{key}/{language}/send-preview': d('Send that preview to the signed-in user’s own address'),
  'POST /exports': d(
    'Start an export of the export builder: a list (profiles, customers, orders, invoices, subscriptions, tickets, form submissions) with its filters, the columns and CSV or XLSX; runs as a job (202)',
  ),
  'GET /exports/{id}/file': d('Download the file of your finished export (kept 7 days)'),
  'GET /export-definitions': d('Your saved exports'),
  'PUT /export-definitions/{id}': d('Change one of your saved exports'),
  'DELETE /export-definitions/{id}': d('Delete one of your saved exports'),
  'POST /export-definitions': d('Save an export under a name'),
  'POST /meet/auth': d(
    'Start a video meeting with support: a room on the configured Jitsi server, your signed token, support mailed to join within 5 minutes (404 without a server)',
  ),
  // The tag manager (docs/tags.md): family = content | ACCESS | EVENT | INTEREST
  'GET /tag-manager/tags': d(
    'Tags of one family with where they are used',
    'Query: `family`, `q`, `sort` (name, slug, usage, createdAt), `order`, `page`, `pageSize`; meta has the tag limit.',
  ),
  'GET /tag-manager/limit': d('The tag limit and the number of tags per family'),
  'GET /tag-manager/tags/{family}/{documentId}/usage': d('Where one tag is used, and the rules that depend on it'),
  'PUT /tag-manager/tags/{family}/{documentId}': d('Rename a tag (`name`, `slug`; 409 when the slug is taken)'),
  'POST /tag-manager/tags/{family}/{documentId}/merge': d(
    'Merge the tag into `target` (same family): every link, rule and reference moves, then the tag is deleted',
  ),
  'DELETE /tag-manager/tags/{family}/{documentId}': d('Delete a tag (409 while rules depend on it)'),
};
