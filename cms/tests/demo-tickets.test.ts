// Demo tickets (DEMO_TICKETS): events with ticket products get tickets sold through real orders, some scanned; once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { TICKET, ticketHelpers } from './helpers/tickets';
import { seedDemoTickets } from '../src/bootstrap/demo-tickets';

let app: TestApp;
let admin: Client;
const t = ticketHelpers(() => ({ app, admin, customerId: '' }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => {
  process.env.DEMO_TICKETS = 'false';
  return app?.stop();
});

it('does nothing without events with ticket products, then sells and scans tickets once', async () => {
  process.env.DEMO_TICKETS = 'true';
  expect(await seedDemoTickets(app.strapi)).toBe(false);
  await t.eventWith({ stock: 50, sendConfirmation: true });
  expect(await seedDemoTickets(app.strapi)).toBe(true);
  const sold = await app.strapi.db.query(TICKET).count({});
  expect(sold).toBeGreaterThan(3);
  expect(await app.strapi.db.query(TICKET).count({ where: { scanned: true } })).toBeGreaterThan(0);
  expect(await seedDemoTickets(app.strapi)).toBe(false);
  expect(await app.strapi.db.query(TICKET).count({})).toBe(sold);
});
