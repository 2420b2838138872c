/**
 * Subscriptions (issue #19; SPEC sections 3 and 4 "Subscription"). A subscription is made PENDING:
 * - by staff on a customer (`POST /api/subscriptions` with customer, product and payment method; the
 *   document rules call `prepareCreate`, so every write path obeys it);
 * - from an order line of a SUBSCRIPTION product when the order is paid (the order actions' `onPaid`) or
 *   its invoice is finalised (the invoice service's `onFinalize`), once per line: `source` is
 *   `order:<id>:<line>` under a unique index, and both paths hold the order's row lock.
 * Its kind (`kindKey`, see @newsroom/config `kindKeys`) is fixed when it is made. Status changes only through
 * the actions (./actions.ts) and the daily run (./daily.ts).
 */
import { factories } from '@strapi/strapi';
import { SUBSCRIPTION_PAYMENT_METHODS, amsterdamDay, kindKeys, type FieldFailure } from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import { blank, refOf, whereRef } from '../../../services/records';
import { entry } from '../../order/services/history';
import type { Row } from '../../../strapi-types';

const UID = 'api::subscription.subscription';
const PRODUCT = 'api::product.product';
const CUSTOMER = 'api::customer.customer';
const ORDER = 'api::order.order';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The kind of a subscription product: the smallest id of its follow-up family. */
  async kindKeyOf(productId: number): Promise<number> {
    const products = await strapi.db
      .query(PRODUCT)
      .findMany({ where: { type: 'SUBSCRIPTION' }, select: ['id'], populate: { followUp: { select: ['id'] } } });
    const links = products.map((p: Row) => [Number(p.id), p.followUp ? Number(p.followUp.id) : null] as const);
    return kindKeys([...links, [productId, null]]).get(productId) ?? productId;
  },

  /** A staff member's new subscription: the rules, its kind and its first history entry. */
  async prepareCreate(data: Row, staff: Row | null): Promise<Row> {
    const failures: FieldFailure[] = [];
    const load = async (uid: string, field: string, select: string[]) => {
      const ref = refOf(data[field]);
      if (blank(ref)) {
        failures.push({ path: [field], code: 'required' });
        return null;
      }
      const row = await strapi.db.query(uid).findOne({ where: whereRef(ref), select });
      if (!row) failures.push({ path: [field], code: 'notFound' });
      return row;
    };
    const customer = await load(CUSTOMER, 'customer', ['id']);
    const product = await load(PRODUCT, 'product', ['id', 'type']);
    if (product && product.type !== 'SUBSCRIPTION')
      failures.push({ path: ['product'], code: 'subscriptionProduct', params: { productType: product.type } });
    const paymentMethod = data.paymentMethod ?? 'CREDIT';
    if (!(SUBSCRIPTION_PAYMENT_METHODS as readonly string[]).includes(paymentMethod))
      failures.push({
        path: ['paymentMethod'],
        code: 'oneOf',
        params: { values: SUBSCRIPTION_PAYMENT_METHODS.join(', ') },
      });
    if (failures.length || !customer || !product) refuseFields(failures);
    return {
      ...data,
      customer: customer.id,
      product: product.id,
      paymentMethod,
      status: 'PENDING',
      customerKey: customer.id,
      kindKey: await this.kindKeyOf(product.id),
      history: [entry(staff, 'create', { to: 'PENDING' })],
    };
  },

  /**
   * Inside the order's transaction (its row locked): a PENDING subscription for each SUBSCRIPTION line of
   * the order that has none yet. Answers the order's subscriptions by line, new and earlier ones.
   */
  async forOrder(orderId: number, via: 'paid' | 'invoiced', staff: Row | null, now: Date) {
    const order = await strapi.db.query(ORDER).findOne({
      where: { id: orderId },
      select: ['id', 'serial', 'lines'],
      populate: { customer: { select: ['id'] } },
    });
    const made: { subscription: Row; created: boolean; product: Row }[] = [];
    if (!order?.customer) return made;
    const lines: Row[] = Array.isArray(order.lines) ? order.lines : [];
    for (const [index, line] of lines.entries()) {
      if (line.productType !== 'SUBSCRIPTION' || !line.productId) continue;
      const product = await strapi.db.query(PRODUCT).findOne({
        where: { id: line.productId },
        populate: { tagsBirth: { select: ['id'] }, tagsWill: { select: ['id'] }, followUp: { select: ['id'] } },
      });
      if (!product) continue;
      const source = `order:${order.id}:${index}`;
      const existing = await strapi.db.query(UID).findOne({ where: { source } });
      if (existing) {
        made.push({ subscription: existing, created: false, product });
        continue;
      }
      const subscription = await strapi.db.query(UID).create({
        data: {
          customer: order.customer.id,
          product: product.id,
          order: order.id,
          status: 'PENDING',
          paymentMethod: 'CREDIT',
          customerKey: order.customer.id,
          kindKey: await this.kindKeyOf(product.id),
          source,
          history: [
            {
              ...entry(staff, 'create', { to: 'PENDING', note: `order ${order.serial} ${via}, line ${index + 1}` }),
              at: now.toISOString(),
            },
          ],
        },
      });
      made.push({ subscription, created: true, product });
    }
    return made;
  },

  today: (now = new Date()) => amsterdamDay(now),
}));
