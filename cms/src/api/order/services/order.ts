/**
 * Orders (SPEC sections 3, 4 and 5 "Order"). Every create goes through `createWith` (the document
 * middleware calls it, so REST, GraphQL and scripts obey it), in one transaction:
 * 1. the input rules (currency before products, lines, per-product quantity limits, order type,
 *    channel in the order's currency), all reported together as 400 before anything is written;
 * 2. without a customer, a new one from the addressee;
 * 3. tickets: the sale window, then the stock taken with one conditional UPDATE per product (never
 *    below zero; 409 when too few are left), held by the pending order until it is paid or expires;
 * 4. totals on the server in integer cents (rounding rule: @newsroom/config `orderTotals`);
 * 5. after the write, the serial from the site configuration's series (gapless, see services/counters.ts).
 * After creation the lines, parties, currency and amounts are fixed; status changes only through the
 * actions in ./actions.ts. Orders are never deleted (cancel instead).
 */
import { factories } from '@strapi/strapi';
import {
  ORDER_PRODUCT_TYPES,
  ORDER_TOTAL_MAX_CENTS,
  TICKET_HOLD_HOURS,
  normaliseOrderStatus,
  orderInputFailures,
  orderTotals,
  orderTypeOfProduct,
  customerAddressFailures,
  type FieldFailure,
  type OrderType,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { nextInSeriesWritten, type SeriesTarget } from '../../../services/counters';
import { blank, refOf, whereRef } from '../../../services/records';
import { staffName } from './history';
import { normaliseAddress } from '../../customer/services/customer';
import { dbModel } from '../../../services/db-model';

const UID = 'api::order.order';
const PRODUCT = 'api::product.product';
const CHANNEL = 'api::channel.channel';
const CUSTOMER = 'api::customer.customer';
export const ORDER_SERIES = 'order';
/** What staff may still change on an existing order. */
const EDITABLE = ['reference', 'notes', 'customerComment', 'addressee', 'email', 'paymentLink', 'paymentDueAt'];

type Row = Record<string, any>;

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Runs the whole creation in one transaction around the document service's write (`next`). The serial comes
   * last, just before the COMMIT: its series row stays locked until then, and every order creation waits for that
   * lock, so it is held for one statement (PostgreSQL) instead of the whole write (about eight round trips).
   */
  async createWith(params: Row, staff: Row | null, next: () => Promise<any>) {
    return strapi.db.transaction(async ({ trx }) => {
      const series = await this.serialSettings();
      params.data = await this.prepareCreate(params.data ?? {}, staff, trx);
      const created = await next();
      // Never an order without its number: the whole creation rolls back instead.
      if (!created?.id) throw new Error('The order was not created: no row to give its serial to.');
      const orders = dbModel(strapi, UID);
      const serial = await this.nextSerial(trx, series, {
        table: orders.table,
        column: orders.column('serial'),
        id: created.id,
        length: series.length,
      });
      return { ...created, serial };
    });
  },

  async prepareCreate(data: Row, staff: Row | null, trx) {
    const input: Row = {
      ...data,
      currency: typeof data.currency === 'string' ? data.currency.trim().toUpperCase() : data.currency,
      status: normaliseOrderStatus(data.status ?? 'PENDING'),
    };
    const failures: FieldFailure[] = orderInputFailures(input);
    const lines: Row[] = Array.isArray(input.lines) ? input.lines : [];
    // Every read first: on PostgreSQL the stock's row lock (takeTickets) is then held for the writes alone, which is
    // what limits ticket orders per second on one event.
    const defaultChannel: Row | null = await strapi.service(CHANNEL).defaultChannel();
    // One after the other: inside a transaction PostgreSQL runs one query at a time on its connection.
    const products: (Row | null)[] = [];
    for (const line of lines)
      products.push(
        blank(line?.product)
          ? null
          : await strapi.db.query(PRODUCT).findOne({
              where: whereRef(refOf(line.product)),
              populate: { channel: true, eventSession: { select: ['id', 'documentId', 'title', 'capacity'] } },
            }),
      );
    const firstProduct = products.find((product) => product !== null);
    const lineFailed = (i: number, field: string) =>
      failures.some((f) => f.path[0] === 'lines' && f.path[1] === i && f.path[2] === field);
    const type: OrderType | undefined =
      input.type ?? (firstProduct ? orderTypeOfProduct(firstProduct.type) : undefined);

    // A product's price is in its channel's currency (the default channel's when it has none).
    const fallbackCurrency = defaultChannel?.currency;
    products.forEach((product, i) => {
      if (!product) {
        if (!lineFailed(i, 'product')) failures.push({ path: ['lines', i, 'product'], code: 'notFound' });
        return;
      }
      const quantity = Number(lines[i].quantity);
      if (!lineFailed(i, 'quantity') && quantity < (product.minPurchase ?? 1))
        failures.push({ path: ['lines', i, 'quantity'], code: 'minValue', params: { min: product.minPurchase ?? 1 } });
      if (!lineFailed(i, 'quantity') && product.maxPurchase && quantity > product.maxPurchase)
        failures.push({ path: ['lines', i, 'quantity'], code: 'maxValue', params: { max: product.maxPurchase } });
      const productCurrency = product.channel?.currency ?? fallbackCurrency;
      if (
        input.currency &&
        productCurrency &&
        productCurrency !== input.currency &&
        !failures.some((f) => f.path[0] === 'currency')
      ) {
        failures.push({
          path: ['lines', i, 'product'],
          code: 'productCurrency',
          params: { product: product.name, productCurrency, currency: input.currency },
        });
      }
      if (type && ORDER_PRODUCT_TYPES[type] && !ORDER_PRODUCT_TYPES[type].includes(product.type)) {
        failures.push({
          path: ['lines', i, 'product'],
          code: 'productType',
          params: { product: product.name, productType: product.type, orderType: type },
        });
      }
    });

    const channel = await this.channelFor(input.channel, products.find(Boolean), failures, defaultChannel);
    if (channel && input.currency && !failures.some((f) => f.path[0] === 'currency')) {
      if (channel.currency !== input.currency)
        failures.push({
          path: ['currency'],
          code: 'channelCurrency',
          params: { channel: channel.name, channelCurrency: channel.currency, currency: input.currency },
        });
      if (!channel.isActive)
        failures.push({ path: ['channel'], code: 'channelInactive', params: { channel: channel.name } });
    }
    let customer = blank(input.customer)
      ? null
      : await strapi.db.query(CUSTOMER).findOne({ where: whereRef(refOf(input.customer)), select: ['id'] });
    if (!blank(input.customer) && !customer) failures.push({ path: ['customer'], code: 'notFound' });
    const addressee: Row =
      input.addressee && typeof input.addressee === 'object' ? (normaliseAddress(input.addressee) as Row) : {};
    if (input.addressee && typeof input.addressee === 'object') {
      input.addressee = addressee;
      failures.push(...customerAddressFailures(addressee, ['addressee']));
    }
    const personName = [addressee.firstName, addressee.lastName].filter((p) => !blank(p)).join(' ');
    if (blank(input.customer) && blank(addressee.company) && !personName)
      failures.push({ path: ['customer'], code: 'customerOrAddressee' });

    const priced = lines.map((line, i) => ({
      product: products[i],
      description: blank(line.description) ? products[i]?.name : String(line.description).trim(),
      quantity: Number(line.quantity),
      unitPrice: blank(line.unitPrice) ? Number(products[i]?.price ?? 0) : Number(line.unitPrice),
      taxPercentage: blank(line.taxPercentage) ? Number(products[i]?.taxPercentage ?? 0) : Number(line.taxPercentage),
    }));
    const totals = failures.length ? null : orderTotals(priced);
    if (totals && totals.total > ORDER_TOTAL_MAX_CENTS)
      failures.push({ path: ['lines'], code: 'totalTooLarge', params: { max: ORDER_TOTAL_MAX_CENTS } });
    if (failures.length || !totals) refuseFields(failures);
    // Every line has its product by now: a line without one was refused above.
    const sold = priced.flatMap((line) => (line.product ? [{ ...line, product: line.product }] : []));

    if (!customer) {
      customer = await strapi.documents(CUSTOMER).create({
        data: {
          name: addressee.company || null,
          contact: personName || null,
          email: input.email || null,
          addresses: [{ ...addressee, defaultBilling: true }],
        } as any,
      });
    }
    // Last before the order's own write: a refusal here (sold out) rolls the new customer back with the rest.
    if (type === 'TICKET') await this.takeTickets(sold, trx);
    const now = new Date();
    const holdMs =
      type === 'TICKET' ? TICKET_HOLD_HOURS * 3_600_000 : Number(channel?.invoiceDefaultPaymentTerm ?? 14) * 86_400_000;
    return {
      ...Object.fromEntries(EDITABLE.filter((k) => k in input).map((k) => [k, input[k]])),
      type,
      status: input.status,
      currency: input.currency,
      channel: channel?.id ?? null,
      customer: customer.id,
      paymentDueAt: input.paymentDueAt ?? new Date(now.getTime() + holdMs),
      paidAt: input.status === 'PAID' ? now : null,
      lines: sold.map((l, i) => ({
        product: l.product.documentId,
        productId: l.product.id,
        productType: l.product.type,
        sku: l.product.sku ?? null,
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        taxPercentage: l.taxPercentage,
        amount: totals.lineAmounts[i],
      })),
      taxes: totals.taxes,
      subtotal: totals.subtotal,
      taxTotal: totals.taxTotal,
      total: totals.total,
      history: [{ at: now.toISOString(), by: staffName(staff), action: 'create', to: input.status }],
    };
  },

  /** The chosen channel, else the first product's, else the default channel. */
  async channelFor(
    ref: unknown,
    product: Row | null | undefined,
    failures: FieldFailure[],
    defaultChannel: Row | null,
  ) {
    if (!blank(ref)) {
      const channel = await strapi.db.query(CHANNEL).findOne({ where: whereRef(refOf(ref)) });
      if (!channel) failures.push({ path: ['channel'], code: 'notFound' });
      return channel;
    }
    return product?.channel ?? defaultChannel;
  },

  /**
   * Sale window first, then one conditional decrement per product: stock never goes below zero; then the
   * seats of the product's session when it has a capacity.
   */
  async takeTickets(lines: { product: Row; quantity: number }[], trx) {
    const now = Date.now();
    const meta = dbModel(strapi, PRODUCT);
    for (const { product, quantity } of lines) {
      const begins = product.ticketSaleBeginsAt ? new Date(product.ticketSaleBeginsAt).getTime() : -Infinity;
      const ends = product.ticketSaleEndsAt ? new Date(product.ticketSaleEndsAt).getTime() : Infinity;
      if (now < begins || now >= ends) {
        throw new ConflictError(
          `The ticket sale of ${product.name} is not open: it runs from ${product.ticketSaleBeginsAt} to ${product.ticketSaleEndsAt}.`,
          { code: 'ticket_sale_closed', product: product.documentId },
        );
      }
      const taken = await trx(meta.table)
        .where('id', product.id)
        .andWhere('stock', '>=', quantity)
        .decrement('stock', quantity);
      if (!taken) {
        const left = (await trx(meta.table).select('stock').where('id', product.id).first())?.stock ?? 0;
        throw new ConflictError(`Only ${left} ticket(s) of ${product.name} are left.`, {
          code: 'sold_out',
          product: product.documentId,
          left,
        });
      }
      // A session with a capacity: its seats over all its products (409 session_full; api::ticket.seats).
      // The session came with the product (prepareCreate populates it).
      await strapi.service('api::ticket.seats').take(trx, product.id, quantity, product.eventSession ?? null);
    }
  },

  /** The order numbers' length and first number (sales settings). */
  async serialSettings(): Promise<{ length: number; start: number }> {
    const config = await strapi.db.query('api::config.config').findOne({ populate: { sales: true } });
    return {
      length: Number(config?.sales?.orderSerialLength ?? 6),
      start: Number(config?.sales?.orderStartWithSerial ?? 1),
    };
  },

  /**
   * The next serial, written to the order's row (`target`): zero-padded to orderSerialLength, from
   * orderStartWithSerial; 409 once the length cannot hold the next number.
   */
  async nextSerial(trx, { length, start }: { length: number; start: number }, target: SeriesTarget) {
    const value = await nextInSeriesWritten(strapi, trx, ORDER_SERIES, start, target);
    if (String(value).length > length) {
      throw new ConflictError(
        `Order numbers of ${length} digits are used up (the next would be ${value}). Make orderSerialLength longer in the sales settings.`,
        { code: 'serials_exhausted' },
      );
    }
    return String(value).padStart(length, '0');
  },

  /** Only the fields in EDITABLE change (payment time while pending); the rest is fixed: 409 when a change is asked. */
  async prepareUpdate(data: Row, documentId: string) {
    const existing = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (!existing) return data; // Strapi answers 404
    const input: Row = { ...(data ?? {}) };
    const fixed = Object.keys(input).filter((k) => !EDITABLE.includes(k));
    if (fixed.length) {
      throw new ConflictError(
        `${fixed.join(', ')} can no longer change on an order: use the order actions, or cancel it and create a new one.`,
        { code: 'order_fixed', fields: fixed },
      );
    }
    if ('paymentDueAt' in input && existing.status !== 'PENDING')
      throw new ConflictError('The payment time can only change while the order is pending.', {
        code: 'order_fixed',
        fields: ['paymentDueAt'],
      });
    if (input.addressee && typeof input.addressee === 'object') input.addressee = normaliseAddress(input.addressee);
    const failures = orderInputFailures({
      ...input,
      lines: [{ product: 'x', quantity: 1 }],
      currency: existing.currency,
    }).filter((f) => f.path[0] !== 'lines');
    if (input.addressee && typeof input.addressee === 'object')
      failures.push(...customerAddressFailures(input.addressee, ['addressee']));
    if (failures.length) refuseFields(failures);
    return input;
  },
}));
