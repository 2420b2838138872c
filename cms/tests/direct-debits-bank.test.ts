// Direct debits through the bank (no payment provider): the pain.008 batch file per collection date and the import of
// the bank's returns (all lines or none, applied once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_ID, channel, directDebitHelpers, startWorld, type World } from './helpers/direct-debits';

let world: World;
const code = (res: { body: any }) => res.body?.error?.details?.code;
const { issue, invoice, collections, act } = directDebitHelpers(() => world);
const batch = (date: string, channelId?: string) =>
  world.admin.get(`/api/direct-debits/batches/${date}${channelId ? `?channel=${channelId}` : ''}`);
const returns = (csv: string) => world.admin.post('/api/direct-debits/returns', { data: { csv } });
const bank = () => world.app.strapi.service('api::direct-debit.bank');

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.app.stop());

describe('the batch file per collection date', () => {
  it('holds every pending bank collection due that day, marks them, and a batched one cannot be cancelled here', async () => {
    const a = await issue(world.bank.documentId);
    const b = await issue(world.bank.documentId);
    const [ra] = await collections(a.documentId);
    const [rb] = await collections(b.documentId);
    expect([ra.provider, rb.provider, ra.dueDate]).toEqual(['bank', 'bank', rb.dueDate]);
    const res = await batch(ra.dueDate);
    expect([res.status, res.body?.error]).toEqual([200, undefined]);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = String(res.body);
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(xml).toContain(`<EndToEndId>${ra.reference}</EndToEndId>`);
    expect(xml).toContain(`<EndToEndId>${rb.reference}</EndToEndId>`);
    expect(xml).toContain(`<ReqdColltnDt>${ra.dueDate}</ReqdColltnDt>`);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain(`<MndtId>${world.mandate.reference}</MndtId>`);
    expect(xml).toContain(`<Id>${CREDITOR_ID}</Id>`);
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>242.00</CtrlSum>');
    expect((await collections(a.documentId))[0].batchDate).toBe(ra.dueDate);
    // The same day again: the same file (a bank refuses its message id twice).
    const again = await batch(ra.dueDate);
    expect(String(again.body).match(/<MsgId>(.*)<\/MsgId>/)?.[1]).toBe(xml.match(/<MsgId>(.*)<\/MsgId>/)?.[1]);
    const cancel = await act(ra.documentId, 'cancel');
    expect([cancel.status, code(cancel)]).toEqual([409, 'direct_debit_in_batch']);
  });

  it('400 for a date that is not one, 404 for a day without collections', async () => {
    expect([(await batch('2026-02-30')).status, code(await batch('2026-02-30'))]).toEqual([400, 'date']);
    expect((await batch('2001-01-01')).status).toBe(404);
  });

  it('several channels on one day: name the channel; a channel without creditor identifier is refused', async () => {
    const other = await channel(world.admin, { creditorId: CREDITOR_ID });
    const c = await issue(other.documentId);
    // Issued under a creditor identifier that the channel has lost since (finalising needs one).
    const cleared = await world.admin.put(`/api/channels/${other.documentId}`, { data: { creditorId: null } });
    expect(cleared.status).toBe(200);
    const [rc] = await collections(c.documentId);
    const mixed = await issue(world.bank.documentId);
    expect((await collections(mixed.documentId))[0].dueDate).toBe(rc.dueDate);
    const res = await batch(rc.dueDate);
    expect([res.status, code(res)]).toEqual([409, 'direct_debit_batch_channels']);
    const refused = await batch(rc.dueDate, other.documentId);
    expect([refused.status, code(refused)]).toEqual([409, 'direct_debit_no_creditor']);
    const ok = await batch(rc.dueDate, world.bank.documentId);
    expect(ok.status).toBe(200);
    expect(String(ok.body)).not.toContain(rc.reference);
  });
});

describe('the bank’s returns', () => {
  it('fail the named collections with the reason; a repeated file changes nothing; a paid one is taken back', async () => {
    const a = await issue(world.bank.documentId);
    const b = await issue(world.bank.documentId);
    const [ra] = await collections(a.documentId);
    const [rb] = await collections(b.documentId);
    expect((await batch(ra.dueDate, world.bank.documentId)).status).toBe(200);
    // The collection date passed without a return: paid.
    expect(await bank().settleDue(ra.dueDate)).toBeGreaterThanOrEqual(2);
    expect(await invoice(b.documentId)).toMatchObject({ status: 'CLOSED', directDebitStatus: 'paid' });
    const csv = `reference;reason;date\n${ra.reference};AM04;${ra.dueDate}\n${rb.reference};MD06;${ra.dueDate}\n`;
    const res = await returns(csv);
    expect([res.status, res.body.data?.applied, res.body.data?.unchanged]).toEqual([200, 2, 0]);
    expect((await collections(a.documentId))[0]).toMatchObject({
      status: 'failed',
      bankReason: 'AM04 Insufficient funds',
    });
    expect(await invoice(b.documentId)).toMatchObject({ status: 'PENDING', paid: 0, directDebitStatus: 'failed' });
    const repeated = await returns(csv);
    expect([repeated.status, repeated.body.data?.applied, repeated.body.data?.unchanged]).toEqual([200, 0, 2]);
    const history = (await invoice(b.documentId)).history.map((h: any) => h.action);
    expect(history.filter((h: string) => h === 'charged_back')).toHaveLength(1);
  });

  it('a file with an unknown reference or reason is refused per line and nothing of it is applied', async () => {
    const a = await issue(world.bank.documentId);
    const [ra] = await collections(a.documentId);
    const res = await returns(
      `${ra.reference},MS02,2026-12-01\nNOPE-1,AC04,2026-12-01\n${ra.reference},XX99,2026-12-01`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.map((e: any) => [e.path.join('.'), e.code])).toEqual([
      ['rows.2.reference', 'direct_debit_unknown_reference'],
      ['rows.3.reason', 'direct_debit_unknown_reason'],
    ]);
    expect((await collections(a.documentId))[0].status).toBe('pending');
    const empty = await returns('');
    expect([empty.status, code(empty)]).toEqual([400, 'required']);
  });
});
