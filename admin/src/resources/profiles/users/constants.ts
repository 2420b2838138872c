import {
  ACCOUNT_STATUSES,
  COUNTRY_CODES,
  CV_WORK_STATUSES,
  PROFILE_LANGUAGES,
  PROFILE_TAG_KINDS,
  PROFILE_TYPES,
} from '@newsroom/config';
import { SINCE_CHOICES } from '@/providers/strapiQuery';
import type { Populate } from '@/providers/strapiQuery';

export { ACCOUNT_STATUSES, COUNTRY_CODES, CV_WORK_STATUSES, PROFILE_LANGUAGES, PROFILE_TAG_KINDS, PROFILE_TYPES };

/** Choices whose labels are catalog keys app.users.{group}.{value}. */
export const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `app.users.${group}.${id}` }));

export const typeChoices = () => PROFILE_TYPES.map((id) => ({ id, name: `app.profile_types.${id}` }));

/** "Created since" (SPEC section 9): the list filter createdAt_since, turned into createdAt >= now − choice per query. */
export const CREATED_SINCE = SINCE_CHOICES;

/** The list shows tags as chips. */
export const LIST_POPULATE: Populate = { tags: true };

/** One profile with everything the tabs edit (README "Profiles"). */
export const PROFILE_POPULATE: Populate = {
  avatar: true,
  addresses: true,
  tags: true,
  newsletters: true,
  cv: { populate: '*' },
};

/** SPEC section 9: newsletter selection, 25 per user (the server says so too: newsletter_limit). */
export { NEWSLETTERS_PER_PROFILE } from '@newsroom/config';

export const CV_LISTS = ['experience', 'education', 'courses'] as const;
