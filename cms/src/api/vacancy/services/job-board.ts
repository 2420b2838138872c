/**
 * The public job-board API (service `api::vacancy.job-board`): live vacancies only (PUBLISHED and inside the
 * publication window at the moment of the request), highlighted first, each with its schema.org `JobPosting`
 * (JSON-LD) for the board's page. Internal fields (credits, history, who posted) never leave.
 */
import { amsterdamDay } from '@newsroom/config';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::vacancy.vacancy';
const PAGE_MAX = 100;
const UNIT: Record<string, string> = { HOUR: 'HOUR', WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' };

const liveWhere = (now: Date) => ({
  status: 'PUBLISHED',
  publishFrom: { $lte: now.toISOString() },
  publishUntil: { $gt: now.toISOString() },
});

export default ({ strapi }: WithStrapi) => {
  /** A vacancy as the board sees it, with its JSON-LD JobPosting. */
  const view = (v: Row, base: string, vacancyPath: string) => {
    const url = base ? `${base}${vacancyPath}/${v.slug}` : undefined;
    const salary =
      v.salaryMin !== null && v.salaryMin !== undefined
        ? {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: v.salaryMin / 100,
              ...(v.salaryMax !== null && v.salaryMax !== undefined ? { maxValue: v.salaryMax / 100 } : {}),
              unitText: UNIT[v.salaryPeriod] ?? 'MONTH',
            },
          }
        : undefined;
    const jobPosting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: v.title,
      description: v.description,
      datePosted: amsterdamDay(new Date(v.publishFrom)),
      validThrough: new Date(v.publishUntil).toISOString(),
      employmentType: v.employmentType ?? undefined,
      hiringOrganization: { '@type': 'Organization', name: v.employer?.name ?? undefined },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: v.location } },
      ...(salary ? { baseSalary: salary } : {}),
      ...(v.categories?.length ? { occupationalCategory: v.categories.map((c: Row) => c.name).join(', ') } : {}),
      ...(url ? { url } : {}),
      identifier: { '@type': 'PropertyValue', name: v.employer?.name ?? '', value: v.documentId },
    };
    return {
      documentId: v.documentId,
      slug: v.slug,
      title: v.title,
      description: v.description,
      employer: v.employer ? { name: v.employer.name } : null,
      location: v.location,
      employmentType: v.employmentType,
      hoursMin: v.hoursMin,
      hoursMax: v.hoursMax,
      salaryMin: v.salaryMin,
      salaryMax: v.salaryMax,
      salaryPeriod: v.salaryPeriod,
      categories: (v.categories ?? []).map((c: Row) => ({ name: c.name, slug: c.slug })),
      properties: v.properties ?? {},
      publishFrom: v.publishFrom,
      publishUntil: v.publishUntil,
      highlighted: !!v.highlighted,
      contact: { name: v.contactName ?? null, email: v.contactEmail ?? null, phone: v.contactPhone ?? null },
      jobPosting,
    };
  };

  const populate = { employer: { select: ['name'] }, categories: { select: ['name', 'slug'] } };
  /** The site's address and the vacancy path of the configuration (SPEC 3 "social: vacancyPath"). */
  const paths = async () => {
    const config = (await strapi
      .documents('api::config.config')
      .findFirst({ populate: ['global', 'social'] } as Row)) as Row | null;
    return {
      base: String(config?.global?.frontendURI ?? '').replace(/\/$/, ''),
      vacancyPath: String(config?.social?.vacancyPath || '/vacature'),
    };
  };

  return {
    async list(query: Row, now = new Date()) {
      const page = Math.max(1, Number(query.page) || 1);
      const pageSize = Math.min(PAGE_MAX, Math.max(1, Number(query.pageSize) || 25));
      const where: Row = { ...liveWhere(now) };
      if (query.category) where.categories = { slug: String(query.category) };
      if (typeof query.q === 'string' && query.q.trim())
        where.$or = [{ title: { $containsi: query.q.trim() } }, { location: { $containsi: query.q.trim() } }];
      const [rows, total] = await Promise.all([
        strapi.db.query(UID).findMany({
          where,
          populate,
          orderBy: [{ highlighted: 'desc' }, { publishFrom: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }),
        strapi.db.query(UID).count({ where }),
      ]);
      const { base, vacancyPath } = await paths();
      return {
        data: rows.map((v: Row) => view(v, base, vacancyPath)),
        meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
      };
    },

    async item(slug: string, now = new Date()) {
      const row = await strapi.db
        .query(UID)
        .findOne({ where: { slug: { $eqi: String(slug) }, ...liveWhere(now) }, populate });
      if (!row) return null;
      const { base, vacancyPath } = await paths();
      return view(row, base, vacancyPath);
    },
  };
};
