// Invoices by e-mail: preview, send and recipients, and the reminder schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { SUPPLIER, invoiceHelpers } from './helpers/invoices';

let app: TestApp;
let admin: Client;
let customer: string;
let foreignCustomer: string;
let ch: { documentId: string };
const { start, line, channel, issue, pay, get, outboxTo } = invoiceHelpers(() => ({
  app,
  admin,
  customer,
  foreignCustomer,
  ch,
}));

beforeAll(async () => {
  ({ app, admin, customer, foreignCustomer, ch } = await start());
});
afterAll(() => app?.stop());

describe('e-mail', () => {
  it('preview: SPEC messages for missing or malformed addresses; the e-mail with both files to the given addresses', async () => {
    const invoice = await issue();
    const preview = (data: Record<string, unknown>) =>
      admin.post(`/api/invoices/${invoice.documentId}/preview-email`, { data });
    const empty = await preview({ to: '', subject: 'Factuur' });
    expect([empty.status, empty.body.error.message, empty.body.error.details.code]).toEqual([
      400,
      'Vul minimaal één e-mailadres en een onderwerp in.',
      'previewRequired',
    ]);
    expect((await preview({ to: 'a@b.nl', subject: ' ' })).body.error.message).toBe(
      'Vul minimaal één e-mailadres en een onderwerp in.',
    );
    expect((await preview({ to: 'a@b.nl, kapot', subject: 'Factuur' })).body.error.message).toBe(
      'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
    );
    const ok = await preview({ to: 'voorbeeld1@lifecycle.nl, voorbeeld2@lifecycle.nl', subject: 'Voorbeeld factuur' });
    expect(ok.body.data).toEqual({ sent: 2 });
    const [mail] = await outboxTo('voorbeeld1@lifecycle.nl');
    expect(mail).toMatchObject({
      to: 'voorbeeld1@lifecycle.nl, voorbeeld2@lifecycle.nl',
      subject: 'Voorbeeld factuur',
    });
    expect(mail.text).toContain(`factuur ${invoice.serial} van € 121,00`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.serial}.pdf`, 'application/pdf'],
      [`${invoice.serial}.xml`, 'application/xml'],
    ]);
    expect(mail.attachments[0].sha256).toBe((await get(invoice.documentId)).pdfHash);
  });

  it('send: to the financial e-mail and the recipients, BCC to the channel, noted in the history', async () => {
    await admin.put(`/api/channels/${ch.documentId}`, { data: { invoiceBcc: 'archief@lifecycle.nl' } });
    const invoice = await issue({ recipients: 'kopie@levenscyclus.nl' });
    const res = await admin.post(`/api/invoices/${invoice.documentId}/send`);
    expect(res.body.data).toEqual({
      to: ['boekhouding@levenscyclus.nl', 'kopie@levenscyclus.nl'],
      bcc: ['archief@lifecycle.nl'],
    });
    const mail = (await outboxTo('kopie@levenscyclus.nl')).at(-1);
    expect(mail).toMatchObject({
      bcc: 'archief@lifecycle.nl',
      subject: `Factuur ${invoice.serial} van Lifecycle Media B.V.`,
    });
    expect((await get(invoice.documentId)).history.at(-1)).toMatchObject({
      action: 'email',
      note: 'boekhouding@levenscyclus.nl, kopie@levenscyclus.nl',
    });
    await admin.put(`/api/channels/${ch.documentId}`, { data: { invoiceBcc: null } });
  });

  it('recipients: duplicates and invalid entries are flagged', async () => {
    expect(
      codes(await admin.post('/api/invoices', { data: { customer, lines: [line()], recipients: 'a@b.nl, A@b.nl' } })),
    ).toEqual({ recipients: 'duplicateEmail' });
    expect(
      codes(await admin.post('/api/invoices', { data: { customer, lines: [line()], recipients: 'a@b.nl, kapot' } })),
    ).toEqual({ recipients: 'emails' });
  });
});

describe('reminders', () => {
  it('one e-mail per step of the schedule, exactly once when two runs race, catching up with the latest step', async () => {
    const scheduled = await channel({ invoiceReminderDays: '-3,7,21' });
    const draft = (
      await admin.post('/api/invoices', {
        data: { customer, channel: scheduled.documentId, lines: [line()], invoiceDate: '2026-01-01', paymentTerm: 14 },
      })
    ).body.data;
    const invoice = (await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data;
    expect(invoice.dueDate).toBe('2026-01-15');
    const reminders = app.strapi.service('api::invoice.reminders');
    const remindersTo = async () =>
      (await outboxTo('boekhouding@levenscyclus.nl')).filter(
        (m) => m.subject === `Herinnering: factuur ${invoice.serial} van Lifecycle Media B.V.`,
      );
    expect(await reminders.run(new Date('2026-01-11T10:00:00Z'))).toBe(0);
    await Promise.all([
      reminders.run(new Date('2026-01-12T10:00:00Z')),
      reminders.run(new Date('2026-01-12T10:00:00Z')),
    ]);
    expect(await remindersTo()).toHaveLength(1);
    expect(await get(invoice.documentId)).toMatchObject({
      remindersSent: 1,
      lastReminderAt: '2026-01-12T10:00:00.000Z',
    });
    // Down for a month: one reminder for the latest step, the one in between is skipped.
    await reminders.run(new Date('2026-02-20T10:00:00Z'));
    await reminders.run(new Date('2026-02-21T10:00:00Z'));
    const sent = await remindersTo();
    expect(sent).toHaveLength(2);
    expect(sent[1].text).toContain('nog € 121,00 open');
    expect((await get(invoice.documentId)).history.filter((h) => h.action === 'reminder').map((h) => h.note)).toEqual([
      'step 1 of 3 (-3 days)',
      'step 3 of 3 (21 days); 1 earlier step(s) skipped',
    ]);
    // Each reminder is in the log as a reminder entry of its invoice.
    const logged = await admin.get(
      `/api/log-entries?filters[subjectId][$eq]=${invoice.documentId}&filters[type][$eq]=reminder&sort=id:asc`,
    );
    expect(logged.body.data.map((e: { action: string; note: string }) => [e.action, e.note])).toEqual([
      ['reminder', 'step 1 of 3 (-3 days)'],
      ['reminder', 'step 3 of 3 (21 days); 1 earlier step(s) skipped'],
    ]);
    // A paid invoice gets no reminders.
    const paid = (
      await admin.post(
        `/api/invoices/${(await admin.post('/api/invoices', { data: { customer, channel: scheduled.documentId, lines: [line()], invoiceDate: '2026-01-01' } })).body.data.documentId}/finalize`,
      )
    ).body.data;
    await pay(paid.documentId, paid.total);
    await reminders.run(new Date('2026-03-01T10:00:00Z'));
    expect((await get(paid.documentId)).remindersSent).toBe(0);
  });

  it('a schedule must be increasing days within range', async () => {
    const res = await admin.post('/api/channels', {
      data: {
        name: 'Foute herinneringen',
        ...SUPPLIER,
        currency: 'EUR',
        invoiceSerialLength: 3,
        invoiceStartWithSerial: 1,
        invoiceReminderDays: '7,3',
      },
    });
    expect(codes(res)).toEqual({ invoiceReminderDays: 'reminderDays' });
  });
});
