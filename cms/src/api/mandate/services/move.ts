/**
 * The second half of the mandates migration (database/migrations/2026.11.26T20.00.00.mandates.ts): after
 * Strapi's schema sync made the mandates table, each staged component row not moved yet becomes a mandate
 * (reference, signature date, signer, IBAN and revocation kept; the signature generated when it had none;
 * a reference missing or taken by another mandate is generated), and the staging row is marked moved, in one
 * transaction per row so a restart resumes where it stopped. Old rows are kept as they were: the rules of
 * new mandates are not applied to them (their IBAN stays what the customer gave).
 */
import { isSepaReference, mandateSignature } from '@newsroom/config';
import { randomDocumentId } from '../../../services/document-ids';
import type { Row, Strapi } from '../../../strapi-types';

const UID = 'api::mandate.mandate';
const STAGING = 'mandate_moves';

export async function moveComponentMandates(strapi: Strapi): Promise<number> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(STAGING))) return 0;
  const rows: Row[] = await knex(STAGING).whereNull('moved_at').orderBy(['customer_id', 'position', 'id']);
  let moved = 0;
  for (const row of rows) {
    await strapi.db.transaction(async ({ trx }) => {
      const customer = await strapi.db
        .query('api::customer.customer')
        .findOne({ where: { id: row.customer_id }, select: ['id', 'debtorId'] });
      let mandateId: number | null = null;
      if (customer) {
        const given = typeof row.reference === 'string' ? row.reference.trim() : '';
        const taken =
          !given ||
          !isSepaReference(given) ||
          (await strapi.db.query(UID).count({ where: { reference: { $eqi: given } } })) > 0;
        const reference = taken ? await strapi.service(UID).freeReference(customer) : given;
        const revokedAt = row.revoked_at ? new Date(row.revoked_at) : null;
        const created = await strapi.db.query(UID).create({
          data: {
            documentId: randomDocumentId(),
            customer: customer.id,
            reference,
            signatureDate: row.signature_date || null,
            signedBy: row.signed_by,
            signature: row.signature || mandateSignature(row.signed_by),
            iban: row.iban,
            status: revokedAt ? 'REVOKED' : 'ACTIVE',
            revokedAt,
            sequenceType: 'FRST',
            publishedAt: new Date(),
          },
        });
        mandateId = created.id;
      }
      await trx(STAGING).where('id', row.id).update({ moved_at: new Date(), mandate_id: mandateId });
    });
    moved++;
  }
  if (moved) strapi.log.info(`Mandates: ${moved} moved from the customer component to their own table.`);
  return moved;
}
