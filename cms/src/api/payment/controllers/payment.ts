import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { printAmount } from '@newsroom/config';
import { testProvider } from '../../../services/payments/test-provider';
import { publicUrlOf } from '../../../services/payments';

const UID = 'api::payment.payment';
const escape = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #888;cursor:pointer}.paid{background:#2e7d32;color:#fff}.failed{background:#c62828;color:#fff}.note{color:#666;font-size:.9rem}</style></head><body>${body}</body></html>`;

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/payments/webhook/:provider with `id` (form or JSON), as Mollie sends it. Always 200 once stored. */
  async webhook(ctx) {
    const id = String(ctx.request.body?.id ?? '').trim();
    if (!['test', 'mollie'].includes(ctx.params.provider)) throw new errors.NotFoundError('Unknown payment provider.');
    await strapi.service(UID).receiveWebhook(ctx.params.provider, id);
    ctx.body = 'OK';
  },

  /** The built-in test provider's checkout page: the tester decides what the "bank" answers. */
  async testCheckout(ctx) {
    const provider = testProvider(strapi, publicUrlOf(strapi));
    const row = await provider.row(ctx.params.id);
    if (!row) throw new errors.NotFoundError('Unknown test payment.');
    const buttons =
      row.status === 'open'
        ? ['paid', 'failed', 'canceled']
            .map(
              (s) =>
                `<button class="${s}" name="status" value="${s}">${{ paid: 'Betaald', failed: 'Mislukt', canceled: 'Geannuleerd' }[s]}</button>`,
            )
            .join('')
        : row.status === 'paid'
          ? '<button name="status" value="refunded">Terugbetalen</button>'
          : '';
    ctx.type = 'html';
    ctx.body = page(
      'Testbetaling',
      `<h1>Testbetaling</h1><p>${escape(row.description)}</p><p><strong>${escape(printAmount(row.amount, row.currency, 'nl'))}</strong></p>` +
        `<p>Status: <strong id="status">${escape(row.status)}</strong></p><form method="post">${buttons}</form>` +
        '<p class="note">Dit is de ingebouwde testaanbieder: er wordt geen echt geld overgemaakt.</p>',
    );
  },

  async testCheckoutMark(ctx) {
    const provider = testProvider(strapi, publicUrlOf(strapi));
    const row = await provider.row(ctx.params.id);
    if (!row) throw new errors.NotFoundError('Unknown test payment.');
    const status = String(ctx.request.body?.status ?? '');
    const allowed = row.status === 'open' ? ['paid', 'failed', 'canceled'] : row.status === 'paid' ? ['refunded'] : [];
    if (!allowed.includes(status))
      throw new errors.ValidationError(`A ${row.status} test payment cannot become ${status || 'that'}.`);
    await provider.mark(row.id, status as any);
    // Like a real provider: the webhook names the payment; its state is read back.
    await strapi.service(UID).receiveWebhook('test', row.id);
    ctx.redirect(status === 'refunded' ? `/api/payments/test-checkout/${row.id}` : row.redirect_url);
  },

  /** Where the customer lands after paying. */
  async returnPage(ctx) {
    ctx.type = 'html';
    ctx.body = page(
      'Bedankt',
      `<h1>Bedankt</h1><p>We verwerken uw betaling${ctx.query.invoice ? ` voor factuur ${escape(ctx.query.invoice)}` : ''}. U ontvangt een bevestiging per e-mail.</p>`,
    );
  },
}));
