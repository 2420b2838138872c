/**
 * Write rules for content (pure): what must hold for the merged record after a create or update.
 * Returns field failures with codes the console translates; the service turns them into a 400.
 */
import { REDIRECT_CODES, SLUG_RE, rules } from '@newsroom/config';

export type Failure = { path: string[]; code: string };
export type ContentRecord = Record<string, any>;

const time = (value: unknown) => (value ? new Date(value as string).getTime() : NaN);

export function contentFailures(record: ContentRecord, now: Date, changed: Set<string>): Failure[] {
  const failures: Failure[] = [];
  const fail = (field: string, code: string) => failures.push({ path: [field], code });

  if (!record.title || !String(record.title).trim()) fail('title', 'required');
  if (!record.slug) fail('slug', 'required');
  else if (!SLUG_RE.test(String(record.slug))) fail('slug', 'slug');

  if (record.type === 'REDIRECT') {
    if (!record.redirectTarget) fail('redirectTarget', 'required');
    else if (rules.pathOrUrl(record.redirectTarget)) fail('redirectTarget', 'pathOrUrl');
    if (!(REDIRECT_CODES as readonly number[]).includes(Number(record.redirectCode)))
      fail('redirectCode', 'redirect_code');
  }
  if (record.mediaUrl && rules.url(record.mediaUrl)) fail('mediaUrl', 'url');

  // Only a planned time the user sets now must lie ahead; a stored one may have passed meanwhile.
  if (record.status === 'PLANNED') {
    if (!record.publishAt) fail('publishAt', 'publish_at_required');
    else if ((changed.has('publishAt') || changed.has('status')) && time(record.publishAt) <= now.getTime())
      fail('publishAt', 'publish_at_past');
  }
  if (record.unpublishAt && changed.has('unpublishAt')) {
    const from = record.status === 'PLANNED' && record.publishAt ? time(record.publishAt) : now.getTime();
    if (time(record.unpublishAt) <= from) fail('unpublishAt', 'unpublish_before_publish');
  }

  if (record.access === 'TAG' && !String(record.accessTag ?? '').trim()) fail('accessTag', 'access_tag_required');
  if (record.access === 'LEADS' && record.leadAccess === 'HOURS' && !(Number(record.leadAccessHours) >= 1))
    fail('leadAccessHours', 'lead_hours_required');
  return failures;
}

/** Derived fields the server owns: the first publication date and a default redirect code. */
export function derivedFields(record: ContentRecord, now: Date): ContentRecord {
  const derived: ContentRecord = {};
  if (record.status === 'PUBLISHED' && !record.publicationDate) derived.publicationDate = now.toISOString();
  if (record.type === 'REDIRECT' && (record.redirectCode === null || record.redirectCode === undefined))
    derived.redirectCode = 301;
  return derived;
}
