// Forms (#20): the builder's rules, threads (transitions with SPEC 4's log line, reply by e-mail, assign),
// permissions of the marketing and editor roles, the export, and the server-owned fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes, latestMail } from './helpers/answers';
import { THREAD, formHelpers } from './helpers/forms';

let app: TestApp;
let admin: Client;
let marketing: Client;
let editor: Client;
const { make, submit, valid, threadOf, logLines } = formHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp({ FORM_SUBMIT_MAX_PER_MINUTE: '1000' });
  admin = await app.login(ADMIN);
  marketing = await app.login(MARKETING);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

const opened = async (email: string) => {
  const form = await make();
  expect((await submit(form.slug, valid(email))).status).toBe(202);
  return { form, thread: await threadOf(email) };
};

describe('the form builder', () => {
  it('makes a form with every field type, and the marketing role may too', async () => {
    const form = await make();
    const res = await marketing.get(`/api/forms/${form.documentId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.fields).toHaveLength(9);
    expect(res.body.data.active).toBe(true);
  });

  it('refuses a bad definition with each field named, and writes nothing', async () => {
    const before = await app.strapi.db.query('api::form.form').count();
    const res = await admin.post('/api/forms', {
      data: {
        name: 'Kapot',
        slug: 'kapot',
        fields: [
          { key: 'email', label: 'E-mail', type: 'email' },
          { key: 'kies', label: 'Kies', type: 'select', options: [] },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ 'fields.1.options': 'formOptions', fields: 'formNeedsEmail' });
    expect(await app.strapi.db.query('api::form.form').count()).toBe(before);
  });

  it('keeps slugs unique whatever their case', async () => {
    const form = await make();
    const res = await admin.post('/api/forms', {
      data: {
        name: 'Dubbel',
        slug: form.slug.toUpperCase(),
        fields: [{ key: 'email', label: 'E', type: 'email', required: true }],
      },
    });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ slug: 'unique' });
  });

  it('does not delete a form with submissions (409), but one without', async () => {
    const { form } = await opened('verwijder@example.com');
    const res = await admin.del(`/api/forms/${form.documentId}`);
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('form_has_threads');
    const empty = await make();
    expect((await admin.del(`/api/forms/${empty.documentId}`)).status).toBe(204);
  });

  it('keeps the editor out of forms and threads', async () => {
    expect((await editor.get('/api/forms')).status).toBe(403);
    expect((await editor.get('/api/form-threads')).status).toBe(403);
  });
});

describe('threads', () => {
  it('moves only along the transitions, each move a log line "status changed from {old} to {new}"', async () => {
    const { thread } = await opened('status@example.com');
    const move = (status: string) => marketing.post(`/api/form-threads/${thread.documentId}/status`, { status });
    expect((await move('in_progress')).body.data.status).toBe('in_progress');
    expect((await move('closed')).body.data.status).toBe('closed');
    const refused = await move('in_progress');
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      code: 'thread_transition',
      params: { from: 'closed', to: 'in_progress' },
    });
    expect((await move('bogus')).status).toBe(409);
    expect((await move('open')).body.data.status).toBe('open');
    const notes = (await logLines(thread.documentId)).filter((l) => l.action === 'status').map((l) => l.note);
    expect(notes).toEqual([
      'status changed from open to in_progress',
      'status changed from in_progress to closed',
      'status changed from closed to open',
    ]);
    const [line] = (await logLines(thread.documentId)).filter((l) => l.action === 'status');
    expect(line).toMatchObject({ type: 'profile', from: 'open', to: 'in_progress' });
    expect(line.actorId).toEqual(expect.any(Number));
  });

  it('answers 404 for an unknown thread', async () => {
    const res = await admin.post('/api/form-threads/bestaat-niet/status', { status: 'closed' });
    expect(res.status).toBe(404);
  });

  it('replies by e-mail with a signed reply link, and the thread waits for the submitter', async () => {
    const { form, thread } = await opened('antwoord@example.com');
    const res = await marketing.post(`/api/form-threads/${thread.documentId}/reply`, { body: 'Uw krant komt morgen.' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('awaiting_reply');
    expect(res.body.data.messages).toHaveLength(1);
    const mail = await latestMail(app, 'antwoord@example.com');
    expect(mail.subject).toBe(`Re: ${form.name}`);
    expect(mail.text).toContain('Uw krant komt morgen.');
    expect(mail.text).toMatch(/\/api\/forms\/replies\/\S+/);
    const notes = (await logLines(thread.documentId)).map((l) => l.note);
    expect(notes).toContain('status changed from open to awaiting_reply');
  });

  it('refuses an empty reply (400) and a reply in a closed thread (409), and sends nothing then', async () => {
    const { thread } = await opened('leeg@example.com');
    const empty = await admin.post(`/api/form-threads/${thread.documentId}/reply`, { body: '  ' });
    expect(empty.status).toBe(400);
    expect(codes(empty)).toEqual({ body: 'required' });
    await admin.post(`/api/form-threads/${thread.documentId}/status`, { status: 'closed' });
    const closed = await admin.post(`/api/form-threads/${thread.documentId}/reply`, { body: 'Hallo' });
    expect(closed.status).toBe(409);
    expect(closed.body.error.details.code).toBe('thread_closed');
    expect(await latestMail(app, 'leeg@example.com')).toBeUndefined();
  });

  it('assigns to a colleague (logged), refuses an unknown account, and refuses server-owned fields', async () => {
    const { thread } = await opened('toewijzen@example.com');
    const people = await marketing.get('/api/form-threads/assignees');
    expect(people.status).toBe(200);
    const colleague = people.body.data.find((u: { email: string }) => u.email === 'marketing@example.com');
    expect(colleague).toBeTruthy();
    expect(people.body.data.some((u: { email: string }) => u.email === 'editor@example.com')).toBe(false);
    const res = await admin.put(`/api/form-threads/${thread.documentId}?populate=assignee`, {
      data: { assignee: colleague.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.assignee.id).toBe(colleague.id);
    expect((await logLines(thread.documentId)).map((l) => l.note)).toContain(`assigned to ${colleague.name}`);
    const unknown = await admin.put(`/api/form-threads/${thread.documentId}`, { data: { assignee: 999999 } });
    expect(unknown.status).toBe(400);
    expect(codes(unknown)).toEqual({ assignee: 'notFound' });
    const owned = await admin.put(`/api/form-threads/${thread.documentId}`, {
      data: { status: 'closed', email: 'x@example.com' },
    });
    expect(owned.status).toBe(400);
    expect(codes(owned)).toEqual({ status: 'server_owned', email: 'server_owned' });
    expect((await app.strapi.db.query(THREAD).findOne({ where: { id: thread.id } })).status).toBe('open');
  });

  it('filters the list by status and form', async () => {
    const { form, thread } = await opened('filter@example.com');
    await admin.post(`/api/form-threads/${thread.documentId}/status`, { status: 'in_progress' });
    const res = await marketing.get(
      `/api/form-threads?filters[status][$eq]=in_progress&filters[form][documentId][$eq]=${form.documentId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { documentId: string }) => t.documentId)).toEqual([thread.documentId]);
  });
});

describe('top-bar search', () => {
  it('finds a submission by the start of the e-mail address, for roles that may read threads', async () => {
    const { thread } = await opened('zoekbaar.lid@example.com');
    const res = await marketing.get('/api/search?q=zoekbaar.lid');
    expect(res.status).toBe(200);
    const hit = res.body.data.find((h: { type: string }) => h.type === 'formThread');
    expect(hit).toMatchObject({ title: 'Jan Jansen', subtitle: 'zoekbaar.lid@example.com', status: 'open' });
    expect(hit.url).toBe(`/forms/threads/${thread.documentId}/show`);
    const editorHits = (await editor.get('/api/search?q=zoekbaar.lid')).body.data ?? [];
    expect(editorHits.some((h: { type: string }) => h.type === 'formThread')).toBe(false);
  });
});

describe('export', () => {
  it('exports one form’s submissions as CSV with a column per field, and as XLSX', async () => {
    const form = await make();
    await submit(form.slug, {
      values: { ...valid('export@example.com').values, name: '=HYPERLINK("x")', days: ['ma'] },
    });
    const filter = `filters[form][documentId][$eq]=${form.documentId}`;
    const csv = await marketing.bytes(`/api/form-threads/export?format=csv&${filter}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/inzendingen-.*\.csv/);
    const lines = csv.content
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Ontvangen;Formulier;Status;E-mail;Naam;Toegewezen aan;Naam;E-mail;Telefoon;Vraag');
    expect(lines[1]).toContain(`${form.name};open;export@example.com`);
    expect(lines[1]).toContain(`'=HYPERLINK`);
    const xlsx = await marketing.bytes(`/api/form-threads/export?format=xlsx&${filter}`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.content as any);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe('export@example.com');
  });

  it('refuses an unknown format (400)', async () => {
    const res = await admin.get('/api/form-threads/export?format=pdf');
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('invalid_format');
  });
});
