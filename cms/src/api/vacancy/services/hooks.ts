/**
 * Where vacancy credits come from (registered at start in src/index.ts), as subscriptions do
 * (../../subscription/services/hooks.ts):
 * - `creditsFromPaidOrder` (order actions' `onPaid`, inside the pay transaction with the order locked): per
 *   VACANCY line `maxVacancies` (1 when empty) × quantity VACANCY credits; per VACANCY_OPTION line as many
 *   credits of the product's `vacancyOption` (HIGHLIGHT when empty);
 * - `creditsFromPaidInvoice` (settlement's `onPaidInFull`): an order's invoice paid in full is the order paid.
 * Once per order line (`source` = `order:<id>:<line>`, the grants' primary key), whichever comes first.
 * `forgetApplications` (profile delete): a deleted profile's applications and their CVs go with it.
 */
import type { OrderPaidHandler } from '../../order/services/actions';
import type { PaidInFullHandler } from '../../invoice/services/settlement';
import type { Row, Strapi } from '../../../strapi-types';
import type { VacancyCreditKind } from '@newsroom/config';

const ORDER = 'api::order.order';
const PRODUCT = 'api::product.product';

async function grantOrder(strapi: Strapi, orderId: number): Promise<string | undefined> {
  const order = await strapi.db
    .query(ORDER)
    .findOne({ where: { id: orderId }, select: ['id', 'lines'], populate: { customer: { select: ['id'] } } });
  if (!order?.customer) return undefined;
  const notes: string[] = [];
  const lines: Row[] = Array.isArray(order.lines) ? order.lines : [];
  for (const [index, line] of lines.entries()) {
    if ((line.productType !== 'VACANCY' && line.productType !== 'VACANCY_OPTION') || !line.productId) continue;
    const product = await strapi.db
      .query(PRODUCT)
      .findOne({ where: { id: line.productId }, select: ['id', 'type', 'maxVacancies', 'vacancyOption'] });
    if (!product) continue;
    const kind: VacancyCreditKind =
      product.type === 'VACANCY' ? 'VACANCY' : ((product.vacancyOption as VacancyCreditKind) ?? 'HIGHLIGHT');
    const amount = Math.floor(Number(product.maxVacancies || 1) * Number(line.quantity || 1));
    // Inside the caller's transaction when there is one (a nested transaction joins it).
    const granted = await strapi.db.transaction(({ trx }) =>
      strapi
        .service('api::vacancy.credits')
        .grant(trx, Number(order.customer.id), kind, amount, `order:${order.id}:${index}`),
    );
    if (granted) notes.push(`${amount} ${kind.toLowerCase()} credit${amount === 1 ? '' : 's'}`);
  }
  return notes.length ? `vacancy credits: ${notes.join(', ')}` : undefined;
}

export const creditsFromPaidOrder =
  (strapi: Strapi): OrderPaidHandler =>
  async ({ order }) =>
    grantOrder(strapi, Number(order.id));

export const creditsFromPaidInvoice =
  (strapi: Strapi): PaidInFullHandler =>
  async ({ invoice }) => {
    if (invoice.kind === 'CREDIT_NOTE') return;
    const row = await strapi.db
      .query('api::invoice.invoice')
      .findOne({ where: { id: invoice.id }, select: ['id'], populate: { order: { select: ['id'] } } });
    if (row?.order) await grantOrder(strapi, Number(row.order.id));
  };

export const forgetApplications =
  (strapi: Strapi) =>
  async (event: { profile: { id: number } }): Promise<void> => {
    const UID = 'api::vacancy-application.vacancy-application';
    const rows = await strapi.db
      .query(UID)
      .findMany({ where: { profile: event.profile.id }, select: ['id'], populate: { cv: { select: ['id'] } } });
    const own = await strapi.db.query('api::profile.profile').findOne({
      where: { id: event.profile.id },
      select: ['id'],
      populate: { cv: { populate: { file: { select: ['id'] } } } },
    });
    const keep = own?.cv?.file?.id;
    for (const row of rows) {
      await strapi.db.query(UID).delete({ where: { id: row.id } });
      if (row.cv?.id && row.cv.id !== keep) {
        const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: row.cv.id } });
        if (file) await strapi.plugin('upload').service('upload').remove(file);
      }
    }
  };
