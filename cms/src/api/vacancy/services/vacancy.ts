/**
 * Vacancies (issue #20; decisions in docs/vacancies.md). The rules of every write path (document rules):
 * the field rules of @newsroom/config, an employer (a customer) that exists, hours and salary ranges,
 * property values of their definitions' types, a publication window (required once PUBLISHED; at most
 * VACANCY_RUN_DAYS Amsterdam days, VACANCY_LONG_RUN_DAYS with `longerRun`) and a slug unique whatever its
 * case (suggested from the title). Credits are not checked here: staff post freely; a customer's vacancy
 * admins post through ./employer.ts, which spends the customer's credits (./credits.ts).
 */
import { factories } from '@strapi/strapi';
import {
  SLUG_MAX,
  propertyFailures,
  rangeFailures,
  slugify,
  vacancyFieldFailures,
  windowFailures,
  type FieldFailure,
} from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import { blank, refOf, whereRef } from '../../../services/records';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { slugTaken, uniqueSlugGuard } from '../../../services/slugged';
import type { Row } from '../../../strapi-types';

const UID = 'api::vacancy.vacancy';
const CUSTOMER = 'api::customer.customer';
const TRIMMED = ['title', 'location', 'contactName', 'contactEmail', 'contactPhone', 'slug'];

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const field of TRIMMED) if (typeof input[field] === 'string') input[field] = input[field].trim() || null;
    if (typeof input.contactEmail === 'string') input.contactEmail = input.contactEmail.toLowerCase();
    if (typeof input.slug === 'string') input.slug = input.slug.toLowerCase();
    const current: Row | null =
      action === 'update' && documentId
        ? await strapi.db.query(UID).findOne({ where: { documentId }, populate: { employer: { select: ['id'] } } })
        : null;
    if (action === 'create' && blank(input.slug) && typeof input.title === 'string')
      input.slug = slugify(input.title, SLUG_MAX) || null;
    if (action === 'create' && !input.status) input.status = 'DRAFT';
    const merged: Row = { ...(current ?? {}), ...input };

    const failures: FieldFailure[] = vacancyFieldFailures(input, action === 'create' ? undefined : Object.keys(input));
    if (action === 'create' && blank(input.slug) && !failures.some((f) => f.path[0] === 'title'))
      failures.push({ path: ['slug'], code: 'required' });
    failures.push(...rangeFailures(merged));
    if ('employer' in input || action === 'create') {
      const ref = refOf(input.employer);
      if (blank(ref)) failures.push({ path: ['employer'], code: 'required' });
      else {
        const employer = await strapi.db.query(CUSTOMER).findOne({ where: whereRef(ref), select: ['id'] });
        if (!employer) failures.push({ path: ['employer'], code: 'notFound' });
      }
    }
    const windowTouched = ['publishFrom', 'publishUntil', 'longerRun', 'status'].some((f) => f in input);
    if (windowTouched)
      failures.push(
        ...windowFailures(merged.publishFrom, merged.publishUntil, !!merged.longerRun, merged.status === 'PUBLISHED'),
      );
    if ('properties' in input)
      failures.push(
        ...propertyFailures(
          input.properties,
          await strapi.service('api::vacancy-property.vacancy-property').definitions(),
        ),
      );
    if (!failures.some((f) => f.path[0] === 'slug') && typeof input.slug === 'string')
      failures.push(...(await slugTaken(strapi, UID, input.slug, documentId)));
    if (failures.length) refuseFields(failures);
    return input;
  },

  guardUniqueSlug: uniqueSlugGuard(UNIQUE_INDEXES.vacancySlug.name),
}));
