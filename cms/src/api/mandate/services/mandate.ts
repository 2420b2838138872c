/**
 * Mandates (minimal: the mandates branch owns this type and its rules). The collection code needs
 * `activeFor` (the customer's newest ACTIVE mandate) and `markCollected` (FRST → RCUR once a collection
 * under it succeeded; `firstCollectedAt` set once).
 */
import { factories } from '@strapi/strapi';
import { dbModel } from '../../../services/db-model';
import type { Row, Trx } from '../../../strapi-types';

const UID = 'api::mandate.mandate';

export default factories.createCoreService(UID, ({ strapi }) => ({
  async activeFor(customerId: number): Promise<Row | null> {
    return strapi.db.query(UID).findOne({
      where: { customer: { id: customerId }, status: 'ACTIVE' },
      orderBy: [{ signatureDate: 'desc' }, { id: 'desc' }],
    });
  },

  async markCollected(trx: Trx, mandateId: number, at = new Date()) {
    const model = dbModel(strapi, UID);
    await trx(model.table)
      .where('id', mandateId)
      .update({ [model.column('sequenceType')]: 'RCUR' });
    await trx(model.table)
      .where('id', mandateId)
      .whereNull(model.column('firstCollectedAt'))
      .update({ [model.column('firstCollectedAt')]: at });
  },
}));
