// The "latest" block of an e-mail template: the newest N published content items with a tag, looked up when
// the design is prepared, each rendered as an article block renders its item; an unknown tag is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { TEMPLATES, publishArticle, textBlock } from './helpers/email-templates';

let app: TestApp;
let admin: Client;
let tag: string;
let emptyTag: string;

const CONTENT = 'api::content.content';
const TITLES = {
  january: 'Latest januari stuk',
  february: 'Latest februari stuk',
  march: 'Latest maart stuk',
  draft: 'Latest concept april',
  untagged: 'Latest zonder tag mei',
  english: 'Latest English June',
};

/** The publication date is the server's (set on first publication); the test sets it directly to order items. */
const dated = (documentId: string, publicationDate: string, locale = 'nl') =>
  app.strapi.db.query(CONTENT).update({ where: { documentId, locale }, data: { publicationDate } });

const makeTag = async (name: string, slug: string) => {
  const res = await admin.post('/api/tags', { data: { name, slug } });
  if (res.status !== 201) throw new Error(`tag not created: ${JSON.stringify(res.body)}`);
  return res.body.data.documentId as string;
};

const latest = (count: number, extra: Record<string, unknown> = {}) => ({ type: 'latest', tag, count, ...extra });
const render = (design: unknown, sample: Record<string, unknown> = {}) =>
  admin.post(`${TEMPLATES}/render`, { subject: 'Weekbrief', design, sample });
/** Which of the test's titles a text shows, in the order it shows them. */
const titlesIn = (text: string) =>
  Object.values(TITLES)
    .filter((title) => text.includes(title))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  tag = await makeTag('Weekoverzicht', 'latest-weekoverzicht');
  emptyTag = await makeTag('Nog leeg', 'latest-nog-leeg');
  const article = (slug: string, title: string, data: Record<string, unknown> = {}) =>
    publishArticle(admin, { title, slug, introduction: `Intro van ${title}`, body: '<p>Tekst</p>', ...data });
  await dated(await article('latest-jan', TITLES.january, { tags: [tag] }), '2026-01-10T09:00:00.000Z');
  await dated(await article('latest-feb', TITLES.february, { tags: [tag] }), '2026-02-10T09:00:00.000Z');
  await dated(
    await article('latest-mrt', TITLES.march, {
      tags: [tag],
      introduction: 'Teaser voor iedereen',
      body: '<p>ALLEEN VOOR ABONNEES</p>',
      access: 'SUBSCRIBERS',
    }),
    '2026-03-10T09:00:00.000Z',
  );
  await dated(await article('latest-mei', TITLES.untagged), '2026-05-10T09:00:00.000Z');
  const draft = await admin.post('/api/contents?locale=nl', {
    data: { type: 'ARTICLE', status: 'UNPUBLISHED', title: TITLES.draft, slug: 'latest-apr', tags: [tag] },
  });
  expect(draft.status).toBe(201);
  await dated(draft.body.data.documentId, '2026-04-10T09:00:00.000Z');
  const english = await admin.post('/api/contents?locale=en', {
    data: { type: 'ARTICLE', status: 'PUBLISHED', title: TITLES.english, slug: 'latest-june', tags: [tag] },
  });
  expect(english.status).toBe(201);
  await dated(english.body.data.documentId, '2026-06-10T09:00:00.000Z', 'en');
});
afterAll(() => app?.stop());

describe('a latest block', () => {
  it('shows the newest N published items with the tag, newest first, in the saved html and text', async () => {
    const res = await admin.post(TEMPLATES, {
      data: { name: 'Digest', subject: 'Het nieuws', design: { blocks: [textBlock('<p>Hallo</p>'), latest(2)] } },
    });
    expect(res.status).toBe(201);
    const { html, text } = res.body.data;
    expect(titlesIn(html)).toEqual([TITLES.march, TITLES.february]);
    expect(titlesIn(text)).toEqual([TITLES.march, TITLES.february]);
    // Each item as an article block shows it: linked title, introduction, link on the site, "read more".
    expect(html).toContain('http://localhost:3000/artikel/latest-mrt');
    expect(html).toContain('Intro van Latest februari stuk');
    expect(text).toContain('Lees verder: http://localhost:3000/artikel/latest-feb');
  });

  it('renders the preview with the same items, and gated bodies only for readers who may read them', async () => {
    const design = { blocks: [latest(2, { showCover: false })] };
    const anonymous = await render(design);
    expect(anonymous.status).toBe(200);
    expect(titlesIn(anonymous.body.data.html)).toEqual([TITLES.march, TITLES.february]);
    expect(titlesIn(anonymous.body.data.generatedText)).toEqual([TITLES.march, TITLES.february]);
    expect(anonymous.body.data.html).toContain('Teaser voor iedereen');
    expect(anonymous.body.data.html).not.toContain('ALLEEN VOOR ABONNEES');
    const subscriber = await render(design, { profileType: 'SUBSCRIBER' });
    expect(subscriber.body.data.html).toContain('ALLEEN VOOR ABONNEES');
  });

  it('shows what there is when fewer items have the tag, another language on request, and nothing for none', async () => {
    const all = await render({ blocks: [latest(10)] });
    expect(titlesIn(all.body.data.html)).toEqual([TITLES.march, TITLES.february, TITLES.january]);
    const english = await render({ blocks: [latest(3, { locale: 'en' })] });
    expect(titlesIn(english.body.data.html)).toEqual([TITLES.english]);
    const none = await admin.post(TEMPLATES, {
      data: {
        name: 'Leeg',
        subject: 's',
        design: { blocks: [textBlock('<p>Hallo</p>'), { ...latest(3), tag: emptyTag }] },
      },
    });
    expect(none.status).toBe(201);
    expect(none.body.data.html).toContain('Hallo');
    expect(titlesIn(none.body.data.html)).toEqual([]);
  });

  it('refuses an unknown tag, a missing tag and a count outside 1..10 (422 with the block code and index)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...latest(2), tag: 'bestaatniet' }, 'block_latest_tag_missing'],
      [{ ...latest(2), tag: '' }, 'block_latest_tag_required'],
      [latest(0), 'block_latest_count'],
      [latest(11), 'block_latest_count'],
      [latest(2.5), 'block_latest_count'],
    ];
    for (const [block, code] of cases) {
      const res = await admin.post(TEMPLATES, {
        data: { name: 'Fout', design: { blocks: [textBlock('<p>ok</p>'), block] } },
      });
      expect(res.status, code).toBe(422);
      expect(res.body.error.details, code).toMatchObject({ code, index: 1, block: 2 });
      const preview = await render({ blocks: [block] });
      expect([preview.status, preview.body.error.details.code]).toEqual([422, code]);
    }
  });
});
