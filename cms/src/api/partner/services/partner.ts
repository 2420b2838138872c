/**
 * Partners (issue #21; decisions in docs/events.md): the field rules of @newsroom/config, contact persons
 * (`contacts`), social links (`social` as {network: url}), the country upper-cased and a slug unique whatever its
 * case (suggested from the name). Deleting a partner unlinks it from its events and products.
 */
import { factories } from '@strapi/strapi';
import {
  PARTNER_RULES,
  SLUG_MAX,
  contactsFailures,
  fieldFailures,
  slugify,
  socialFailures,
  type FieldFailure,
} from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import { blank } from '../../../services/records';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { slugTaken, uniqueSlugGuard } from '../../../services/slugged';
import type { Row } from '../../../strapi-types';

const UID = 'api::partner.partner';
const TRIMMED = ['name', 'slug', 'street', 'houseNumber', 'postcode', 'city', 'country', 'email', 'tel', 'website'];

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const field of TRIMMED) if (typeof input[field] === 'string') input[field] = input[field].trim() || null;
    if (typeof input.slug === 'string') input.slug = input.slug.toLowerCase();
    if (typeof input.email === 'string') input.email = input.email.toLowerCase();
    if (typeof input.country === 'string') input.country = input.country.toUpperCase();
    if (action === 'create' && blank(input.slug) && typeof input.name === 'string')
      input.slug = slugify(input.name, SLUG_MAX) || null;
    const failures: FieldFailure[] = fieldFailures(
      PARTNER_RULES,
      input,
      action === 'create' ? undefined : Object.keys(input),
    );
    if (action === 'create' && blank(input.slug) && !failures.some((f) => f.path[0] === 'name'))
      failures.push({ path: ['slug'], code: 'required' });
    if ('contacts' in input) failures.push(...contactsFailures(input.contacts));
    if ('social' in input) failures.push(...socialFailures(input.social));
    if (!failures.some((f) => f.path[0] === 'slug') && typeof input.slug === 'string')
      failures.push(...(await slugTaken(strapi, UID, input.slug, documentId)));
    if (failures.length) refuseFields(failures);
    return input;
  },

  guardUniqueSlug: uniqueSlugGuard(UNIQUE_INDEXES.partnerSlug.name),
}));
