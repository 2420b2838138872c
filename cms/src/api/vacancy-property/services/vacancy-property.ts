/**
 * Vacancy properties (/vacancies/properties): typed attributes such as education level. A vacancy keeps its
 * values as `{slug: value}`, checked against these definitions (@newsroom/config `propertyFailures`), so a
 * property's slug and type are fixed once vacancies use it.
 */
import { factories } from '@strapi/strapi';
import { VACANCY_PROPERTY_RULES, choicesFailures, type FieldFailure } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { refuseFields } from '../../../services/errors';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { dbModel } from '../../../services/db-model';
import type { Row } from '../../../strapi-types';

const UID = 'api::vacancy-property.vacancy-property';
const VACANCY = 'api::vacancy.vacancy';

export default factories.createCoreService(UID, ({ strapi }) => {
  const slugged = sluggedService(strapi, UID, VACANCY_PROPERTY_RULES, UNIQUE_INDEXES.vacancyPropertySlug.name);

  /** Vacancies that hold a value for this slug. */
  const usedBy = async (slug: string): Promise<number> => {
    const meta = dbModel(strapi, VACANCY);
    const rows: Row[] = await strapi.db
      .connection(meta.table)
      .select(meta.column('properties') + ' as properties')
      .whereNotNull(meta.column('properties'));
    return rows.filter((r) => {
      const value = typeof r.properties === 'string' ? JSON.parse(r.properties) : r.properties;
      return value && typeof value === 'object' && slug in value;
    }).length;
  };

  return {
    ...slugged,
    async prepareWrite(input: { action: 'create' | 'update'; data: Row; documentId?: string }) {
      const data = await slugged.prepareWrite(input);
      const current = input.documentId
        ? await strapi.db.query(UID).findOne({ where: { documentId: input.documentId } })
        : null;
      const type = data.type ?? current?.type ?? 'TEXT';
      const failures: FieldFailure[] = [];
      if ('choices' in data || 'type' in data)
        failures.push(...choicesFailures(type, data.choices ?? current?.choices));
      if (type !== 'CHOICE' && 'choices' in data) data.choices = null;
      if (current) {
        const changes = (['slug', 'type'] as const).filter((f) => f in data && data[f] !== current[f]);
        if (changes.length && (await usedBy(current.slug)))
          failures.push(...changes.map((f) => ({ path: [f], code: 'propertyInUse' })));
      }
      if (failures.length) refuseFields(failures);
      return data;
    },
    async assertDeletable(documentId: string | undefined) {
      const current = documentId ? await strapi.db.query(UID).findOne({ where: { documentId } }) : null;
      if (current && (await usedBy(current.slug))) refuseFields([{ path: ['slug'], code: 'propertyInUse' }]);
    },
    /** Every definition, for checking a vacancy's values. */
    definitions: (): Promise<Row[]> => strapi.db.query(UID).findMany({ select: ['slug', 'type', 'choices', 'name'] }),
  };
});
