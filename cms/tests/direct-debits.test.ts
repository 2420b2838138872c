// Direct-debit collections with the built-in test provider: made once at finalising, moved by hand in test
// mode, paid once, failed and offered again, cancelled, converted to a payment link; the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR } from './helpers/app';
import {
  DEBTOR_IBAN,
  CREDITOR_ID,
  customerWithMandate,
  directDebitHelpers,
  startWorld,
  type World,
} from './helpers/direct-debits';

let world: World;
const code = (res: { body: any }) => res.body?.error?.details?.code;
const { draft, issue, invoice, collections, act, mandateRow } = directDebitHelpers(() => world);

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.app.stop());

describe('a collection per invoice paid by direct debit', () => {
  it('finalising makes one pending collection with the mandate, creditor and due date; finalising again makes none', async () => {
    const issued = await issue();
    expect((await invoice(issued.documentId)).directDebitStatus).toBe('pending');
    const [first, ...more] = await collections(issued.documentId);
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      attempt: 1,
      status: 'pending',
      provider: 'test',
      amount: 12100,
      sequenceType: 'FRST',
      consumerAccount: DEBTOR_IBAN,
      consumerName: 'Jan de Vries',
      creditor: CREDITOR_ID,
      reference: expect.stringMatching(new RegExp(`^${issued.serial}-\\d+-1$`)),
    });
    // The invoice's due date, but at least the 14 days of SEPA's pre-notification.
    expect(first.dueDate >= issued.dueDate).toBe(true);
    const again = await world.admin.post(`/api/invoices/${issued.documentId}/finalize`);
    expect([again.status, code(again)]).toEqual([409, 'invoice_final']);
    expect(await collections(issued.documentId)).toHaveLength(1);
    // The test provider got it after the commit.
    await expect.poll(async () => (await collections(issued.documentId))[0].providerId).toMatch(/^tr_test_dd_/);
  });

  it('an invoice paid otherwise has none; without an active mandate a direct-debit invoice is not issued', async () => {
    const credit = await issue(undefined, { paymentMethod: 'CREDIT' });
    expect(await collections(credit.documentId)).toEqual([]);
    expect((await invoice(credit.documentId)).directDebitStatus).toBeNull();
    const { customer } = await customerWithMandate(world.admin, false);
    const created = await draft(world.provider.documentId, { customer: customer.documentId });
    const refused = await world.admin.post(`/api/invoices/${created.documentId}/finalize`);
    expect([refused.status, code(refused)]).toEqual([422, 'mandate_missing']);
    expect(await collections(created.documentId)).toEqual([]);
    expect((await invoice(created.documentId)).status).toBe('DRAFT');
  });

  it('set-status paid (test mode) pays the invoice once and moves the mandate to RCUR', async () => {
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    const paid = await act(row.documentId, 'set-status', { status: 'paid' });
    expect([paid.status, paid.body.data?.status]).toEqual([200, 'paid']);
    const again = await act(row.documentId, 'set-status', { status: 'paid' });
    expect([again.status, code(again)]).toEqual([409, 'direct_debit_illegal_transition']);
    const after = await invoice(issued.documentId);
    expect(after).toMatchObject({ status: 'CLOSED', paid: 12100, openAmount: 0, directDebitStatus: 'paid' });
    expect(after.history.filter((h: any) => h.action === 'payment')).toHaveLength(1);
    expect(await mandateRow()).toMatchObject({ sequenceType: 'RCUR', firstCollectedAt: expect.anything() });
    // The next invoice's collection is recurring.
    const next = await issue();
    expect((await collections(next.documentId))[0].sequenceType).toBe('RCUR');
    // Failed after paid (charged back): the payment is taken back and the invoice reopens.
    const back = await act(row.documentId, 'set-status', { status: 'failed', bankReason: 'MD06 refund' });
    expect([back.status, back.body.data?.bankReason]).toEqual([200, 'MD06 refund']);
    expect(await invoice(issued.documentId)).toMatchObject({ status: 'PENDING', paid: 0, directDebitStatus: 'failed' });
  });

  it('failed → retry makes a new pending attempt; only the latest failed one is retried', async () => {
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    const early = await act(row.documentId, 'retry');
    expect([early.status, code(early)]).toEqual([409, 'direct_debit_illegal_transition']);
    expect((await act(row.documentId, 'set-status', { status: 'failed', bankReason: 'AM04' })).status).toBe(200);
    expect((await invoice(issued.documentId)).directDebitStatus).toBe('failed');
    const retried = await act(row.documentId, 'retry');
    expect([retried.status, retried.body.data?.attempt, retried.body.data?.status]).toEqual([200, 2, 'pending']);
    const rows = await collections(issued.documentId);
    expect(rows.map((r) => [r.attempt, r.status, r.bankReason])).toEqual([
      [1, 'failed', 'AM04'],
      [2, 'pending', null],
    ]);
    expect(rows[1].reference).not.toBe(rows[0].reference);
    const twice = await act(row.documentId, 'retry');
    expect([twice.status, code(twice)]).toEqual([409, 'direct_debit_not_latest']);
    expect((await invoice(issued.documentId)).directDebitStatus).toBe('pending');
    // Every change is in the row's history.
    expect(rows[0].history.map((h: any) => [h.action, h.to ?? null])).toEqual([
      ['create', 'pending'],
      ...(rows[0].history.some((h: any) => h.action === 'submitted') ? [['submitted', null]] : []),
      ['status', 'failed'],
    ]);
  });

  it('cancel: pending → canceled, once', async () => {
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    const res = await act(row.documentId, 'cancel');
    expect([res.status, res.body.data?.status]).toEqual([200, 'canceled']);
    const again = await act(row.documentId, 'cancel');
    expect([again.status, code(again)]).toEqual([409, 'direct_debit_illegal_transition']);
    expect(await invoice(issued.documentId)).toMatchObject({ status: 'PENDING', directDebitStatus: 'canceled' });
  });

  it('to-payment-link cancels the collection and gives the invoice its payment link', async () => {
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    const res = await act(row.documentId, 'to-payment-link');
    expect([res.status, res.body.data?.status]).toEqual([200, 'canceled']);
    expect(await invoice(issued.documentId)).toMatchObject({
      directDebitStatus: 'canceled',
      paymentLink: expect.stringMatching(/\/api\/payments\/test-checkout\/tr_test_/),
      paymentStatus: 'open',
    });
  });

  it('to-payment-link on a channel without the payment provider is refused and leaves the collection', async () => {
    const issued = await issue(world.bank.documentId);
    const [row] = await collections(issued.documentId);
    expect(row.provider).toBe('bank');
    const res = await act(row.documentId, 'to-payment-link');
    expect([res.status, code(res)]).toEqual([409, 'payment_provider_disabled']);
    expect((await collections(issued.documentId))[0].status).toBe('pending');
  });
});

describe('refusals', () => {
  it('set-status outside test mode (a bank collection) is 409 direct_debit_not_test_mode', async () => {
    const issued = await issue(world.bank.documentId);
    const [row] = await collections(issued.documentId);
    const res = await act(row.documentId, 'set-status', { status: 'paid' });
    expect([res.status, code(res)]).toEqual([409, 'direct_debit_not_test_mode']);
  });

  it('400 for a status that cannot be set by hand, 404 for an unknown collection, 403 for the editor', async () => {
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    const bad = await act(row.documentId, 'set-status', { status: 'canceled' });
    expect([bad.status, code(bad)]).toEqual([400, 'oneOf']);
    expect((await act('nosuchdocumentid000000000', 'cancel')).status).toBe(404);
    const editor = await world.app.login(EDITOR);
    expect((await editor.post(`/api/direct-debits/${row.documentId}/cancel`)).status).toBe(403);
    expect((await editor.get('/api/direct-debits')).status).toBe(403);
  });

  it('the fields are the server’s: no create route, and a retry of a paid invoice is refused', async () => {
    expect([404, 405]).toContain((await world.admin.post('/api/direct-debits', { data: { status: 'paid' } })).status);
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    await act(row.documentId, 'set-status', { status: 'failed' });
    await world.admin.post(`/api/invoices/${issued.documentId}/payments`, { data: { amount: 12100 } });
    const res = await act(row.documentId, 'retry');
    expect([res.status, code(res)]).toEqual([409, 'invoice_not_open']);
    expect(await collections(issued.documentId)).toHaveLength(1);
  });

  it('a retry when the customer no longer has an active mandate is 409 direct_debit_no_mandate', async () => {
    const { customer, mandate } = await customerWithMandate(world.admin);
    const issued = await issue(undefined, { customer: customer.documentId });
    const [row] = await collections(issued.documentId);
    await act(row.documentId, 'set-status', { status: 'failed', bankReason: 'MD01' });
    await world.app.strapi.db
      .query('api::mandate.mandate')
      .update({ where: { documentId: mandate!.documentId }, data: { status: 'REVOKED' } });
    const res = await act(row.documentId, 'retry');
    expect([res.status, code(res)]).toEqual([409, 'direct_debit_no_mandate']);
    expect(await collections(issued.documentId)).toHaveLength(1);
  });

  it('at once: two retries make one new attempt, two paid by hand one payment', async () => {
    const issued = await issue();
    const [row] = await collections(issued.documentId);
    await act(row.documentId, 'set-status', { status: 'failed' });
    const retries = await Promise.all([act(row.documentId, 'retry'), act(row.documentId, 'retry')]);
    expect(retries.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await collections(issued.documentId);
    expect(rows.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'failed'],
      [2, 'pending'],
    ]);
    const paid = await Promise.all([
      act(rows[1].documentId, 'set-status', { status: 'paid' }),
      act(rows[1].documentId, 'set-status', { status: 'paid' }),
    ]);
    expect(paid.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await invoice(issued.documentId);
    expect(after).toMatchObject({ status: 'CLOSED', paid: 12100 });
    expect(after.history.filter((h: any) => h.action === 'payment')).toHaveLength(1);
  });
});
