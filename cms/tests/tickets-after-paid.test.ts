// After payment: attendees as profiles with the event's EVENT tag, the confirmation mail with the PDF, the automatic invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { latestMail } from './helpers/answers';
import { EVENT, ticketHelpers } from './helpers/tickets';

let app: TestApp;
let admin: Client;
let customerId: string;
const t = ticketHelpers(() => ({ app, admin, customerId }));
const PROFILE = 'api::profile.profile';

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customerId = (await admin.post('/api/customers', { data: { name: 'Bezoeker B.V.', email: 'bezoeker@example.com' } }))
    .body.data.documentId;
});
afterAll(() => app?.stop());

describe('after payment', () => {
  it('finds or creates the attendees as profiles with the event’s EVENT tag', async () => {
    const { event, product } = await t.eventWith();
    const email = `gast-${Date.now()}@example.com`;
    const first = await t.buy(product, 2, { email });
    const profile = await t.until(async () => {
      const row = await app.strapi.db.query(PROFILE).findOne({ where: { email }, populate: { tags: true } });
      return row?.tags?.length ? row : null;
    });
    expect(profile).toMatchObject({ type: 'LEAD', source: 'ticket', firstName: 'Anna', lastName: 'de Vries' });
    const row = await app.strapi.db
      .query(EVENT)
      .findOne({ where: { documentId: event }, populate: { attendeeTag: true } });
    expect(row.attendeeTag).toMatchObject({ kind: 'EVENT', name: row.title });
    expect(profile!.tags.map((tag: { id: number }) => tag.id)).toEqual([row.attendeeTag.id]);
    const linked = await t.until(async () => {
      const rows = await t.ticketsOf(first.order);
      return rows.every((x) => x.profile) ? rows : null;
    });
    expect(linked!.map((x) => x.profile.id)).toEqual([profile!.id, profile!.id]);
    // A second order of the same event reuses the tag and the profile.
    const second = await t.buy(product, 1, { email });
    await t.until(async () => (await t.ticketsOf(second.order)).every((x) => x.profile));
    expect(await app.strapi.db.query(PROFILE).count({ where: { email } })).toBe(1);
    // Segments target "attended event X" through the EVENT tag.
    const rules = {
      type: 'group',
      op: 'AND',
      rules: [{ type: 'tags', kind: 'EVENT', match: 'any', ids: [row.attendeeTag.documentId] }],
    };
    const count = await admin.post('/api/segments/count', { rules });
    expect(count.status).toBe(200);
    expect(count.body.data.count).toBe(1);
    expect(
      await app.strapi.db.query('api::profile-tag.profile-tag').count({ where: { slug: row.attendeeTag.slug } }),
    ).toBe(1);
  });

  it('mails the buyer the confirmation text with the tickets’ PDF, and staff can download and re-send it', async () => {
    const { product } = await t.eventWith({ sendConfirmation: true });
    const email = `koper-${Date.now()}@example.com`;
    const { order } = await t.buy(product, 2, { email });
    const mail = await t.until(() => latestMail(app, email));
    expect(mail.subject).toContain('Je tickets voor Congres');
    expect(mail.text).toContain('Welkom op het congres!');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    const pdf = await admin.bytes(`/api/tickets/order/${order}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.content.subarray(0, 4).toString()).toBe('%PDF');
    const before = await app.strapi.db.query('api::outbox-message.outbox-message').count({ where: { to: email } });
    expect((await admin.post(`/api/tickets/order/${order}/resend`)).status).toBe(200);
    expect(await app.strapi.db.query('api::outbox-message.outbox-message').count({ where: { to: email } })).toBe(
      before + 1,
    );
  });

  it('sends nothing without sendConfirmation', async () => {
    const { product } = await t.eventWith({ sendConfirmation: false });
    const email = `stil-${Date.now()}@example.com`;
    await t.buy(product, 1, { email });
    await new Promise((r) => setTimeout(r, 300));
    expect(await latestMail(app, email)).toBeUndefined();
  });

  it('finalises the invoice of a paid order at once with automaticInvoice', async () => {
    const { product } = await t.eventWith({ automaticInvoice: true });
    const addressee = {
      firstName: 'Anna',
      lastName: 'de Vries',
      street: 'Oudegracht',
      houseNumber: '12',
      postcode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
    };
    const { order } = await t.buy(product, 1, { addressee });
    const invoice = await t.until(() =>
      app.strapi.db
        .query('api::invoice.invoice')
        .findOne({ where: { order: { documentId: order }, status: { $ne: 'DRAFT' } } }),
    );
    expect(invoice).toMatchObject({ serial: expect.any(String) });
    expect(invoice.status).not.toBe('DRAFT');
  });
});
