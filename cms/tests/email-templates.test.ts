// E-mail templates: the save rules (name, design block by block, sender domain, html/text regenerated),
// the preview render of unsaved work, permissions and the top-bar search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { TEMPLATES, publishArticle, setSenderDomains, textBlock } from './helpers/email-templates';

let app: TestApp;
let admin: Client;
let editor: Client;
let article: string;

const create = (data: Record<string, unknown>) => admin.post(TEMPLATES, { data });

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  await setSenderDomains(app, ['krant.nl']);
  article = await publishArticle(admin, {
    title: 'Nieuw stadhuis',
    slug: 'nieuw-stadhuis',
    introduction: 'De raad besluit vanavond.',
    body: '<p>Het hele verhaal</p>',
  });
});
afterAll(() => app?.stop());

describe('saving a template', () => {
  it('stores the design and regenerates html and text on every save', async () => {
    const res = await create({
      name: ' Weekbrief ',
      fromName: 'De Krant',
      fromEmail: 'redactie@nieuws.krant.nl',
      subject: 'Hallo {firstName}',
      design: {
        blocks: [textBlock('<p>Beste {firstName},</p>'), { type: 'divider' }, { type: 'article', documentId: article }],
      },
    });
    expect(res.status).toBe(201);
    const saved = res.body.data;
    expect(saved.name).toBe('Weekbrief');
    expect(saved.html).toContain('Beste {firstName},');
    expect(saved.html).toContain('Nieuw stadhuis');
    expect(saved.html).toMatch(/background-color:#e7e7e7/i);
    expect(saved.text).toContain('Beste {firstName},');
    expect(saved.text).toContain('http://localhost:3000/artikel/nieuw-stadhuis');
    expect(saved.textEdited).toBe(false);

    const edited = await admin.put(`${TEMPLATES}/${saved.documentId}`, {
      data: { text: 'Eigen tekst', textEdited: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text).toBe('Eigen tekst');
    const redesigned = await admin.put(`${TEMPLATES}/${saved.documentId}`, {
      data: { design: { blocks: [textBlock('<p>Nieuw ontwerp</p>')] } },
    });
    expect(redesigned.body.data.text).toBe('Eigen tekst'); // edited text is kept
    expect(redesigned.body.data.html).toContain('Nieuw ontwerp');
    const regenerated = await admin.put(`${TEMPLATES}/${saved.documentId}`, { data: { textEdited: false } });
    expect(regenerated.body.data.text).toBe('Nieuw ontwerp');
  });

  it('requires a name and a well-formed sender address (400)', async () => {
    const res = await create({ name: '  ', fromEmail: 'geen-adres' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ name: 'required', fromEmail: 'email' });
  });

  it('refuses a sender outside the approved domains (422 sender_domain)', async () => {
    for (const fromEmail of ['redactie@elders.nl', 'x@krant.nl.evil.com', 'x@notkrant.nl']) {
      const res = await create({ name: 'Elders', fromEmail });
      expect(res.status).toBe(422);
      expect(res.body.error.details.code).toBe('sender_domain');
    }
    expect(await app.strapi.db.query('api::email-template.email-template').count({ where: { name: 'Elders' } })).toBe(
      0,
    );
  });

  it('says so when no sender domain is approved yet (422 sender_domain_none), for templates and campaigns', async () => {
    await setSenderDomains(app, []);
    try {
      const template = await create({ name: 'Geen domein', fromEmail: 'redactie@krant.nl' });
      expect([template.status, template.body.error.details]).toEqual([422, { code: 'sender_domain_none' }]);
      const campaign = await admin.post('/api/campaigns', { data: { name: 'Geen domein', fromEmail: 'a@krant.nl' } });
      expect([campaign.status, campaign.body.error.details]).toEqual([422, { code: 'sender_domain_none' }]);
    } finally {
      await setSenderDomains(app, ['krant.nl']);
    }
  });

  it('checks the design block by block (422 with the block code and index)', async () => {
    const cases: [unknown, string, number][] = [
      ['no blocks', 'design_invalid', -1],
      [{ blocks: [textBlock('<p>ok</p>'), { type: 'video' }] }, 'block_type_unknown', 1],
      [{ blocks: [textBlock('  ')] }, 'block_text_required', 0],
      [{ blocks: [{ type: 'image', src: 'javascript:alert(1)' }] }, 'block_image_src', 0],
      [{ blocks: [{ type: 'button', label: 'Go', href: 'javascript:alert(1)' }] }, 'block_link_invalid', 0],
      [{ blocks: [{ type: 'button', label: '', href: 'https://krant.nl' }] }, 'block_button_label', 0],
      [{ blocks: [{ type: 'article', documentId: 'bestaatniet' }] }, 'block_article_missing', 0],
    ];
    for (const [design, code, index] of cases) {
      const res = await create({ name: 'Fout', design });
      expect(res.status, code).toBe(422);
      expect(res.body.error.details).toMatchObject({ code, index });
    }
  });

  it('never takes html from the request (400 server_owned)', async () => {
    const res = await create({ name: 'Html', html: '<script>alert(1)</script>' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ html: 'server_owned' });
  });

  it('answers 404 for an unknown template and 403 to a role without the actions', async () => {
    expect((await admin.get(`${TEMPLATES}/onbekend123`)).status).toBe(404);
    expect((await editor.get(TEMPLATES)).status).toBe(403);
    expect((await editor.post(`${TEMPLATES}/render`, { design: { blocks: [] }, subject: 'x' })).status).toBe(403);
    expect((await app.client().get(TEMPLATES)).status).toBe(401);
  });

  it('is found by name in the top-bar search', async () => {
    await create({ name: 'Zomereditie', subject: 'Zon' });
    const res = await admin.get('/api/search?q=zomer');
    expect(res.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'emailTemplate', title: 'Zomereditie' })]),
    );
  });
});

describe('rendering unsaved work', () => {
  it('answers html with the inlined styles and the editor defaults, and merge fields as text', async () => {
    const evil = "{{constructor.constructor('return process')()}}";
    const res = await admin.post(`${TEMPLATES}/render`, {
      subject: `Dag {firstName} ${evil}`,
      design: { blocks: [textBlock(`<p>Dag {firstName} ${evil}</p><script>alert(1)</script>`)] },
      sample: { firstName: '<img src=x onerror=alert(1)>' },
    });
    expect(res.status).toBe(200);
    const { html, text, subject } = res.body.data;
    expect(html).toMatch(/<body[^>]*style="[^"]*background-color:#e7e7e7/i);
    expect(html).toMatch(/max-width:500px/);
    expect(html).toContain('font-family:Arial, Helvetica, sans-serif');
    expect(html).toContain(`Dag &lt;img src=x onerror=alert(1)&gt; ${evil}`);
    expect(html).not.toMatch(/<script|<img src="x"/);
    expect(subject).toBe(`Dag <img src=x onerror=alert(1)> ${evil}`);
    expect(text).toContain(evil);
  });

  it('shows a gated article body only to a sample reader who may read it', async () => {
    const gated = await publishArticle(admin, {
      title: 'Premium analyse',
      slug: 'premium-analyse',
      introduction: 'Alleen de teaser',
      body: '<p>DE VOLLEDIGE ANALYSE</p>',
      access: 'TAG',
      accessTag: 'premium',
    });
    const design = { blocks: [{ type: 'article', documentId: gated }] };
    const as = async (sample: Record<string, unknown>) =>
      (await admin.post(`${TEMPLATES}/render`, { subject: 's', design, sample })).body.data.html as string;
    const anonymous = await as({});
    const tagged = await as({ profileType: 'ACCOUNT', accessTags: ['premium'] });
    const other = await as({ profileType: 'ACCOUNT', accessTags: ['sport'] });
    expect(anonymous).toContain('Alleen de teaser');
    expect(anonymous).not.toContain('DE VOLLEDIGE ANALYSE');
    expect(other).not.toContain('DE VOLLEDIGE ANALYSE');
    expect(tagged).toContain('DE VOLLEDIGE ANALYSE');
  });

  it('refuses a broken design with the same 422 as a save', async () => {
    const res = await admin.post(`${TEMPLATES}/render`, { subject: 's', design: { blocks: [{ type: 'x' }] } });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toMatchObject({ code: 'block_type_unknown', index: 0 });
  });
});
