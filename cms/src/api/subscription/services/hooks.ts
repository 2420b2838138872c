/**
 * Where subscriptions come from an order (registered at start in src/index.ts):
 * - `fromPaidOrder` (order actions' `onPaid`, inside the pay transaction): a subscription per SUBSCRIPTION
 *   line, activated today when the product has autoActivate (refused as a history note when the customer
 *   already has an active one of the same kind);
 * - `fromInvoicedOrder` (invoice service's `onFinalize`, inside the numbering transaction with the order
 *   locked): a PENDING subscription per SUBSCRIPTION line of the invoice's order, for staff to activate;
 * - `fromPaidInvoice` (settlement's `onPaidInFull`, inside the payment transaction): an order's invoice paid in
 *   full is the order paid, so its autoActivate subscriptions start as with `fromPaidOrder`.
 * Either way once per order line (`source`), whichever comes first.
 */
import { amsterdamDay } from '@newsroom/config';
import { entry } from '../../order/services/history';
import type { OrderPaidHandler } from '../../order/services/actions';
import type { FinalizeHandler } from '../../invoice/services/invoice';
import type { PaidInFullHandler } from '../../invoice/services/settlement';
import type { Strapi } from '../../../strapi-types';

const UID = 'api::subscription.subscription';

export const fromPaidOrder =
  (strapi: Strapi): OrderPaidHandler =>
  async ({ order, staff, now }) => {
    const made = await strapi.service(UID).forOrder(order.id, 'paid', staff, now);
    const notes: string[] = [];
    for (const { subscription, created, product } of made) {
      let what = created ? 'created' : 'exists';
      if (product.autoActivate && subscription.status === 'PENDING' && !subscription.startDate) {
        const actions = strapi.service('api::subscription.actions');
        const loaded = await actions.load({ id: subscription.id });
        const done = await actions.activateRow(loaded, amsterdamDay(now), staff, now, `order ${order.serial} paid`);
        if (done === 'same_kind')
          await actions.note(loaded, {
            ...entry(staff, 'activate_refused', {
              note: 'the customer already has an active subscription of the same kind',
            }),
            at: now.toISOString(),
          });
        what = done === 'activated' ? 'activated' : 'pending (same kind active)';
      }
      notes.push(`subscription ${subscription.documentId} ${what}`);
    }
    return notes.join(', ') || undefined;
  };

export const fromInvoicedOrder =
  (strapi: Strapi): FinalizeHandler =>
  async ({ invoice }) => {
    if (!invoice.order?.id || invoice.kind === 'CREDIT_NOTE') return;
    await strapi.service(UID).forOrder(invoice.order.id, 'invoiced', null, new Date());
  };

export const fromPaidInvoice =
  (strapi: Strapi): PaidInFullHandler =>
  async ({ invoice, now }) => {
    if (invoice.kind === 'CREDIT_NOTE') return;
    const row = await strapi.db
      .query('api::invoice.invoice')
      .findOne({ where: { id: invoice.id }, select: ['id'], populate: { order: { select: ['id', 'serial'] } } });
    if (!row?.order) return;
    await fromPaidOrder(strapi)({ order: row.order, staff: null, now });
  };
