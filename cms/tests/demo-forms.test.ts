// Demo forms (#20): the /forms screens are not empty on a demo install, and what is there came through the real steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let marketing: Client;

beforeAll(async () => {
  app = await startApp({ DEMO_FORMS: 'true' });
  marketing = await app.login(MARKETING);
}, 300_000);
afterAll(() => app?.stop());

describe('demo forms', () => {
  it('seeds two forms and submissions in every status, with replies, an answer and the log', async () => {
    const forms = (await marketing.get('/api/forms?sort=name')).body.data;
    expect(forms.map((f: { name: string }) => f.name)).toEqual(['Contact', 'Tip de redactie']);
    const threads = (await marketing.get('/api/form-threads?pagination[pageSize]=50')).body.data;
    expect(threads.map((t: { status: string }) => t.status).sort()).toEqual([
      'awaiting_reply',
      'closed',
      'in_progress',
      'open',
      'open',
    ]);
    const answered = threads.find((t: { email: string }) => t.email === 'joost.verhoeven@example.com');
    expect(answered.messages.map((m: { direction: string }) => m.direction)).toEqual(['out', 'in']);
    const assigned = await app.strapi.db
      .query('api::form-thread.form-thread')
      .findOne({ where: { email: 'pieter.bakker@example.com' }, populate: { assignee: true } });
    expect(assigned.assignee?.email).toBe('marketing@example.com');
    const lines = await app.strapi.db
      .query('api::log-entry.log-entry')
      .count({ where: { subjectType: 'form-thread', action: 'status' } });
    expect(lines).toBeGreaterThanOrEqual(4);
  });

  it('seeds once: a second start adds nothing', async () => {
    const { seedDemoForms } = await import('../src/bootstrap/demo-forms');
    expect(await seedDemoForms(app.strapi as never)).toBe(false);
  });
});
