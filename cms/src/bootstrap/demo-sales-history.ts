/**
 * A year of demo sales: 200 customers and 2,000 orders spread over the past 12 months, so the
 * customer and order lists, the dashboard and (later) invoicing have something to show. Orders follow
 * the order rules' outcome (totals from `orderTotals`, serials in creation order from the order series,
 * ticket stock reduced by what is sold or held) but are written directly in one transaction, without an
 * addressee (the customer's address applies): going through the order service 2,000 times would make
 * the first start slow. Customers go through the document service and its rules. Deterministic (seeded
 * pseudo-random), so two demo databases look alike. DEMO_SALES_HISTORY=false skips it (the API tests).
 */
import { orderTotals, orderTypeOfProduct, TICKET_HOLD_HOURS } from '@newsroom/config';
import { advanceSeriesTo } from '../services/counters';
import { ORDER_SERIES } from '../api/order/services/order';
import { SAMPLE_POSTCODES } from '../api/customer/services/postcode-samples';

const CUSTOMER = 'api::customer.customer';
const ORDER = 'api::order.order';
const PRODUCT = 'api::product.product';
const CHANNEL = 'api::channel.channel';
export const DEMO_CUSTOMERS = 200;
export const DEMO_ORDERS = 2000;
const DAY = 86_400_000;

const FIRST = [
  'Anouk',
  'Bram',
  'Charlotte',
  'Daan',
  'Eva',
  'Floris',
  'Gijs',
  'Hanna',
  'Iris',
  'Joost',
  'Karin',
  'Lars',
  'Merel',
  'Niels',
  'Olga',
  'Pieter',
  'Roos',
  'Sem',
  'Tess',
  'Vincent',
];
const LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Dekker',
];
const TRADE = ['Bouw', 'Zorg', 'Media', 'Techniek', 'Advies', 'Logistiek', 'Onderwijs', 'Horeca', 'Finance', 'Groen'];
const PLACE = ['Utrecht', 'Amstel', 'Delta', 'Noorder', 'Polder', 'Kust', 'Veluwe', 'Maas', 'Rijn', 'Duin'];
const FORM = ['B.V.', 'Groep', '& Partners', 'N.V.', 'Coöperatie'];

/** Park-Miller: the same sequence on every machine. */
function random(seed = 20261122) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

export async function seedDemoSalesHistory(strapi) {
  if (process.env.DEMO_SALES_HISTORY === 'false' || (await strapi.db.query(ORDER).count()) > 0) return false;
  const next = random();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const channel = await strapi.db.query(CHANNEL).findOne({ where: { isDefault: true } });
  const products = await strapi.db.query(PRODUCT).findMany({ where: { channel: channel?.id } });
  if (!channel || !products.length) return false;
  const postcodes = Object.entries(SAMPLE_POSTCODES);
  const now = Date.now();
  const started = performance.now();

  await strapi.db.transaction(async ({ trx }) => {
    const customers: { id: number; email: string }[] = [];
    for (let i = 0; i < DEMO_CUSTOMERS; i++) {
      const person = { salutation: pick(['M', 'F', 'X'] as const), firstName: pick(FIRST), lastName: pick(LAST) };
      const company = i % 5 === 4 ? null : `${pick(PLACE)} ${pick(TRADE)} ${pick(FORM)}`;
      const [postcode, place] = pick(postcodes);
      const address = {
        ...person,
        company,
        street: place.street,
        houseNumber: String(1 + Math.floor(next() * 200)),
        postcode: `${postcode.slice(0, 4)} ${postcode.slice(4)}`,
        city: place.city,
        country: 'NL',
      };
      const slug = (company ?? `${person.firstName}${person.lastName}`).toLowerCase().replace(/[^a-z]+/g, '');
      const email = `info@${slug}${i}.example`;
      const row = await strapi.documents(CUSTOMER).create({
        data: {
          name: company,
          contact: `${person.firstName} ${person.lastName}`,
          email,
          emailFinancial: company ? `facturen@${slug}${i}.example` : null,
          debtorId: `D-${10001 + i}`,
          vatinType: 'eligible',
          tel: `030-${String(2000000 + i * 37).slice(0, 7)}`,
          addresses: [{ ...address, defaultBilling: true, defaultShipping: true }],
        },
      });
      customers.push({ id: row.id, email });
    }

    const ticketsTaken = new Map<number, number>();
    const times = Array.from({ length: DEMO_ORDERS }, () => now - Math.floor(next() ** 1.3 * 365 * DAY)).sort(
      (a, b) => a - b,
    );
    for (let i = 0; i < DEMO_ORDERS; i++) {
      const createdAt = new Date(times[i]);
      const age = (now - times[i]) / DAY;
      let product: any = pick(products);
      // Tickets only sell in the sale window of the last 30 days, and never more than the stock.
      const left = (p) => Number(p.stock ?? 0) - (ticketsTaken.get(p.id) ?? 0);
      if (product.type === 'TICKET' && (age > 30 || left(product) < 3))
        product = products.find((p) => p.type === 'PRODUCT') ?? products[0];
      const type = orderTypeOfProduct(product.type);
      const companion = type === 'VACANCY' ? products.find((p) => p.type === 'VACANCY_OPTION') : null;
      const chosen = [product, ...(companion && next() < 0.4 ? [companion] : [])];
      const lines = chosen.map((p) => ({
        product: p,
        quantity:
          p.type === 'TICKET' ? 1 + Math.floor(next() * 3) : p.type === 'PRODUCT' ? 1 + Math.floor(next() * 2) : 1,
      }));
      const totals = orderTotals(
        lines.map((l) => ({
          quantity: l.quantity,
          unitPrice: l.product.price,
          taxPercentage: Number(l.product.taxPercentage),
        })),
      );
      const roll = next();
      const status =
        age < 3 && roll < 0.6
          ? 'PENDING'
          : roll < 0.06
            ? 'CANCELLED'
            : roll < 0.1
              ? 'EXPIRED'
              : age < 30 && roll < 0.5
                ? 'PAID'
                : 'CLOSED';
      const paidAt = ['PAID', 'CLOSED'].includes(status) ? new Date(times[i] + Math.floor(next() * 3) * DAY) : null;
      const closedAt = status === 'CLOSED' ? new Date(Math.min(now, (paidAt?.getTime() ?? times[i]) + 7 * DAY)) : null;
      const at = (d: Date | null) => (d ? d.toISOString() : undefined);
      const customer = pick(customers);
      const holdsTickets = type === 'TICKET' && !['CANCELLED', 'EXPIRED'].includes(status);
      if (holdsTickets)
        for (const l of lines) ticketsTaken.set(l.product.id, (ticketsTaken.get(l.product.id) ?? 0) + l.quantity);
      const history = [
        {
          at: createdAt.toISOString(),
          by: { id: null, name: 'demo' },
          action: 'create',
          to: paidAt && status !== 'CLOSED' ? 'PAID' : 'PENDING',
        },
        ...(status === 'CLOSED'
          ? [{ at: at(closedAt), by: { id: null, name: 'demo' }, action: 'close', from: 'PAID', to: 'CLOSED' }]
          : []),
        ...(['CANCELLED', 'EXPIRED'].includes(status)
          ? [
              {
                at: at(new Date(times[i] + DAY)),
                by: { id: null, name: 'demo' },
                action: status === 'CANCELLED' ? 'cancel' : 'expire',
                from: 'PENDING',
                to: status,
              },
            ]
          : []),
      ];
      await strapi.db.query(ORDER).create({
        data: {
          serial: String(i + 1).padStart(6, '0'),
          type,
          status,
          currency: channel.currency,
          channel: channel.id,
          customer: customer.id,
          email: customer.email,
          reference: next() < 0.3 ? `PO-${2026000 + i}` : null,
          lines: lines.map((l, n) => ({
            product: l.product.documentId,
            productId: l.product.id,
            productType: l.product.type,
            sku: l.product.sku,
            description: l.product.name,
            quantity: l.quantity,
            unitPrice: l.product.price,
            taxPercentage: Number(l.product.taxPercentage),
            amount: totals.lineAmounts[n],
          })),
          taxes: totals.taxes,
          subtotal: totals.subtotal,
          taxTotal: totals.taxTotal,
          total: totals.total,
          paymentDueAt: new Date(times[i] + (type === 'TICKET' ? TICKET_HOLD_HOURS * 3_600_000 : 14 * DAY)),
          paidAt,
          closedAt,
          cancelledAt: status === 'CANCELLED' ? new Date(times[i] + DAY) : null,
          expiredAt: status === 'EXPIRED' ? new Date(times[i] + DAY) : null,
          stockReleasedAt: type === 'TICKET' && !holdsTickets ? new Date(times[i] + DAY) : null,
          history,
          createdAt,
          updatedAt: closedAt ?? paidAt ?? createdAt,
        },
      });
    }
    for (const [productId, taken] of ticketsTaken) {
      const product = products.find((p) => p.id === productId);
      await strapi.db
        .query(PRODUCT)
        .update({ where: { id: productId }, data: { stock: Number(product.stock ?? 0) - taken } });
    }
    await advanceSeriesTo(strapi, trx, ORDER_SERIES, DEMO_ORDERS);
  });
  strapi.log.info(
    `Demo sales: ${DEMO_CUSTOMERS} customers and ${DEMO_ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return true;
}
