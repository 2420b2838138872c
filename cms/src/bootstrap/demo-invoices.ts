/**
 * Demo invoices made from the demo orders through the invoice services themselves (drafts, finalising
 * with the date of the order, payments, a credit note), so every tab of /sales/invoices has something:
 * pending, expired (past due), closed (paid or credited) and drafts. Deterministic: the first paid
 * orders of the history, in order. Skipped when invoices exist or DEMO_SALES_HISTORY=false.
 */
const ORDER = 'api::order.order';
const INVOICE = 'api::invoice.invoice';
export const DEMO_INVOICES = 60;

export async function seedDemoInvoices(strapi) {
  if (process.env.DEMO_SALES_HISTORY === 'false' || (await strapi.db.query(INVOICE).count()) > 0) return 0;
  const orders = await strapi.db.query(ORDER).findMany({
    where: { status: { $in: ['PAID', 'CLOSED', 'PENDING'] } },
    orderBy: { id: 'asc' },
    limit: DEMO_INVOICES,
    populate: { customer: true },
  });
  const invoices = strapi.service(INVOICE);
  const settlement = strapi.service('api::invoice.settlement');
  let made = 0;
  for (const [i, order] of orders.entries()) {
    const draft = await strapi
      .documents(INVOICE)
      .create({ data: { order: order.documentId, description: `Demo: factuur bij order ${order.serial}` } });
    made += 1;
    if (i % 10 === 9) continue; // a draft
    try {
      const final = await invoices.finalize(draft.documentId, null, { now: new Date(order.createdAt) });
      if (i % 10 < 5) await settlement.pay(final.documentId, { amount: final.total }, null);
      else if (i % 10 === 5) await settlement.pay(final.documentId, { amount: Math.floor(final.total / 2) }, null);
      // Dated with the order too: a series' dates never go backwards.
      else if (i % 10 === 6) await settlement.credit(final.documentId, {}, null, { now: new Date(order.createdAt) });
      // 7 and 8 stay open: most are past their due date (expired), the newest are pending.
    } catch (error) {
      strapi.log.warn(`Demo invoice for order ${order.serial} not finalised: ${(error as Error).message}`);
    }
  }
  return made;
}
