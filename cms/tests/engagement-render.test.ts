import { describe, expect, it } from 'vitest';
import {
  prepareMessage,
  renderMessage,
  type MessageLinks,
  type RecipientData,
} from '../src/services/engagement-render';
import { withUtm } from '../src/services/engagement-render/links';
import { htmlToText } from '../src/services/engagement-render/plain-text';

// A stand-in for the two reads the preparation makes (site configuration, published content): the
// renderer's logic is what is under test here; tests/email-templates*.test.ts run it on the real CMS.
const GATED = {
  documentId: 'gated1',
  locale: 'nl',
  type: 'ARTICLE',
  title: 'Alleen voor abonnees',
  slug: 'alleen-voor-abonnees',
  introduction: 'De teaser',
  body: '<p>GEHEIME INHOUD <a href="https://bron.example/x">bron</a></p><script>alert(1)</script>',
  access: 'SUBSCRIBERS',
  cover: { url: '/uploads/cover.jpg' },
};
const fakeStrapi = (editorSettings: unknown = null) =>
  ({
    config: { get: (key: string, fallback?: unknown) => (key === 'server.url' ? 'https://cms.example' : fallback) },
    server: null,
    db: {
      query: (uid: string) => ({
        findOne: async () =>
          uid === 'api::config.config'
            ? {
                global: { frontendURI: 'https://krant.example/' },
                social: { contentPath: 'artikel/' },
                engagementEditorSettings: editorSettings,
              }
            : null,
        findMany: async ({ where }: any) => (where.documentId.$in.includes('gated1') ? [GATED] : []),
      }),
    },
  }) as any;

const links: MessageLinks = {
  click: (url) => `https://t.example/c?u=${encodeURIComponent(url)}`,
  open: () => 'https://t.example/open.gif',
  view: () => 'https://t.example/view',
  unsubscribe: () => 'https://t.example/unsub',
};
const recipient = (over: Partial<RecipientData> = {}): RecipientData => ({
  recipientId: 1,
  profileId: 7,
  email: 'lid@example.com',
  firstName: 'Anna',
  lastName: 'de Vries',
  language: 'NL',
  profileType: 'ACCOUNT',
  accessTags: [],
  ...over,
});
const design = {
  blocks: [
    {
      type: 'text',
      html: '<p>Hallo {firstName} {lastName}, <b>welkom</b> <a href="https://site.example/a">lees</a></p>',
    },
    { type: 'button', label: 'Doe mee, {fullName}', href: 'https://site.example/b', color: '#aa0000' },
    { type: 'divider' },
    { type: 'article', documentId: 'gated1' },
  ],
};

describe('prepareMessage and renderMessage', () => {
  it('compiles MJML once with the editor defaults inlined and fills merge fields per recipient', async () => {
    const prepared = await prepareMessage(fakeStrapi(), {
      design,
      subject: 'Nieuws voor {firstName}',
      preheader: 'Kort',
    });
    expect(JSON.parse(JSON.stringify(prepared))).toEqual(prepared); // plain JSON, storable
    const message = renderMessage(prepared, recipient(), links);
    expect(message.subject).toBe('Nieuws voor Anna');
    expect(message.html).toContain('Hallo Anna de Vries');
    expect(message.html).toContain('Doe mee, Anna de Vries');
    expect(message.html).toMatch(/background-color:#e7e7e7/i);
    expect(message.html).toMatch(/max-width:500px/);
    expect(message.html).toContain('Arial, Helvetica, sans-serif');
    // mj-style inline: the class rule ends up in the element's style attribute
    expect(message.html).toMatch(/class="nr-article-link"[^>]*style="[^"]*color:\s*#555555/);
    expect(message.html).toContain('https://t.example/open.gif');
    expect(message.html).toContain('href="https://t.example/view"');
    expect(message.html).toContain('href="https://t.example/unsub"');
    expect(message.text).toContain('Hallo Anna de Vries');
    expect(message.text).toContain('https://t.example/unsub');
    expect(prepared.html).not.toContain('Anna');
  });

  it('renders merge-field and template injections as text, never as code or markup', async () => {
    const evil = "{{constructor.constructor('return process')()}}";
    const prepared = await prepareMessage(fakeStrapi(), {
      design: {
        blocks: [
          { type: 'text', html: `<p>${evil} {firstName}</p><script>alert(1)</script><img src=x onerror=alert(2)>` },
        ],
      },
      subject: `${evil} {firstName}`,
    });
    const message = renderMessage(
      prepared,
      recipient({ firstName: '<script>alert(3)</script>{email}', lastName: evil }),
      links,
    );
    expect(message.html).toContain(evil);
    expect(message.html).toContain('&lt;script&gt;alert(3)&lt;/script&gt;{email}');
    expect(message.html).not.toMatch(/<script|onerror|<img src="x"/i);
    expect(message.subject).toBe(`${evil} <script>alert(3)</script>{email}`);
  });

  it('gives the body of a gated article only to a reader the access evaluator allows', async () => {
    const prepared = await prepareMessage(fakeStrapi(), { design, subject: 'S' });
    const reader = renderMessage(prepared, recipient({ profileType: 'ACCOUNT' }), links);
    const subscriber = renderMessage(prepared, recipient({ profileType: 'SUBSCRIBER' }), links);
    const anonymous = renderMessage(prepared, recipient({ profileId: null, profileType: null }), links);
    for (const message of [reader, subscriber, anonymous]) {
      expect(message.html).toContain('Alleen voor abonnees');
      expect(message.html).toContain('De teaser');
      expect(message.html).toContain(encodeURIComponent('https://krant.example/artikel/alleen-voor-abonnees'));
      expect(message.html).toContain('https://cms.example/uploads/cover.jpg');
      expect(message.text).not.toContain('GEHEIME');
    }
    expect(subscriber.html).toContain('GEHEIME INHOUD');
    expect(subscriber.html).not.toContain('alert(1)');
    expect(reader.html).not.toContain('GEHEIME');
    expect(anonymous.html).not.toContain('GEHEIME');
  });

  it('sends every http(s) link through links.click with the campaign UTM parameters first', async () => {
    const prepared = await prepareMessage(fakeStrapi(), {
      design: {
        blocks: [
          {
            type: 'text',
            html: '<p><a href="https://site.example/a?utm_source=own">a</a> <a href="mailto:red@example.com">mail</a></p>',
          },
          design.blocks[1],
        ],
      },
      subject: 'S',
      utm: { source: 'nieuwsbrief', medium: 'email', content: 'week 48' },
    });
    const clicked: string[] = [];
    const message = renderMessage(prepared, recipient(), {
      ...links,
      click: (url) => (clicked.push(url), `https://t.example/${clicked.length}`),
    });
    expect(clicked).toContain('https://site.example/a?utm_source=own&utm_medium=email&utm_content=week+48');
    expect(clicked).toContain('https://site.example/b?utm_source=nieuwsbrief&utm_medium=email&utm_content=week+48');
    expect(message.html).toContain('href="mailto:red@example.com"');
    expect(message.html).not.toContain('href="https://site.example');
  });

  it('merges stored editor settings over the defaults and follows the recipient language', async () => {
    const prepared = await prepareMessage(fakeStrapi({ bodyValues: { backgroundColor: '#102030' } }), {
      design,
      subject: 'S',
    });
    const en = renderMessage(prepared, recipient({ language: 'EN' }), links);
    expect(en.html).toMatch(/background-color:#102030/i);
    expect(en.html).toMatch(/max-width:500px/);
    expect(en.html).toContain('Unsubscribe');
    expect(renderMessage(prepared, recipient(), links).html).toContain('Afmelden');
  });

  it('uses an edited plain text as it is, with its URLs tracked and merge fields filled', async () => {
    const prepared = await prepareMessage(fakeStrapi(), {
      design,
      subject: 'S',
      text: 'Dag {firstName}, zie https://site.example/z.',
      textEdited: true,
    });
    const message = renderMessage(prepared, recipient(), links);
    expect(message.text).toContain(
      `Dag Anna, zie https://t.example/c?u=${encodeURIComponent('https://site.example/z')}.`,
    );
  });

  it('renders one recipient well under a millisecond', async () => {
    const prepared = await prepareMessage(fakeStrapi(), { design, subject: 'S' });
    const started = performance.now();
    for (let i = 0; i < 1000; i++) renderMessage(prepared, recipient({ recipientId: i }), links);
    expect((performance.now() - started) / 1000).toBeLessThan(1);
  });
});

describe('helpers', () => {
  it('adds UTM parameters only to http(s) URLs and keeps those present', () => {
    expect(withUtm('https://a.example/?x=1', { source: 's' })).toBe('https://a.example/?x=1&utm_source=s');
    expect(withUtm('mailto:a@b.nl', { source: 's' })).toBe('mailto:a@b.nl');
  });
  it('turns sanitised HTML into readable text', () => {
    expect(
      htmlToText('<h2>Kop</h2><p>Een &amp; twee<br>drie <a href="https://x.example">link</a></p><ul><li>a</li></ul>'),
    ).toBe('Kop\nEen & twee\ndrie link (https://x.example)\n- a');
  });
});
