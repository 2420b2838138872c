// Pure parts of the sending engine: the pacer's schedule (message i at start + i / rate, whatever the jitter)
// and the hand-built MIME (headers, RFC 2047 encoded words, base64 parts that decode to the input).
import { describe, expect, it } from 'vitest';
import { createPacer } from '../src/services/engagement/pacer';
import { buildMime, encodeWords, mailbox } from '../src/services/engagement/mime';
import { unsubscribeHeaders, unsubscribeMailbox } from '../src/services/engagement/compose';
import { renderMessage } from '../src/services/engagement-render';
import { tokenOf } from '../src/services/engagement-render/tokens';

describe('createPacer', () => {
  it('schedules message i at start + i / rate, catching up after a late step instead of drifting', async () => {
    let clock = 1_000;
    const waits: number[] = [];
    const pacer = createPacer({
      rate: 25,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    expect(await pacer.next()).toBe(0);
    expect(await pacer.next()).toBe(1);
    clock += 100; // a slow step: the next two are due already
    expect(await pacer.next()).toBe(2);
    expect(await pacer.next()).toBe(3);
    expect(await pacer.next()).toBe(4);
    expect(waits).toEqual([40, 20]);
    expect(clock).toBe(1_000 + 4 * 40);
  });

  it('moves its schedule on after a stall longer than the slack instead of bursting the backlog', async () => {
    let clock = 0;
    const pacer = createPacer({ rate: 100, slackMs: 100, now: () => clock, sleep: async (ms) => void (clock += ms) });
    await pacer.next(); // index 0 at 0
    clock += 1_000; // a one-second stall: indexes 1..100 are overdue
    const sent: number[] = [];
    for (let i = 0; i < 30; i++) {
      await pacer.next();
      sent.push(clock);
    }
    // At most 100 ms of backlog goes out at once (10 messages at 100/s); then one every 10 ms again.
    expect(sent.filter((at) => at === 1_000)).toHaveLength(11);
    expect(sent[29] - sent[10]).toBe(19 * 10);
  });

  it('takes its indexes from a shared sequence (several workers, one rate)', async () => {
    let next = 10;
    let clock = 0;
    const pacer = createPacer({
      rate: 200,
      start: 0,
      sequence: async () => next++,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    });
    expect(await pacer.next()).toBe(10);
    expect(clock).toBe(50);
  });

  it('refuses a rate of 0', () => {
    expect(() => createPacer({ rate: 0 })).toThrow();
  });
});

describe('buildMime', () => {
  it('writes the headers and two base64 parts that decode to the text and the HTML', () => {
    const raw = buildMime({
      from: { name: 'Redactie "Nieuws"', address: 'nieuws@newsroom.test' },
      to: 'lezer@example.nl',
      subject: 'Goedemorgen, Zoë — het nieuws van vandaag in één overzicht met meer tekst dan past',
      html: '<p>Hallo Zoë</p>',
      text: 'Hallo Zoë',
      messageId: '<c1.r2@newsroom.test>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      date: new Date('2026-11-25T10:00:00Z'),
    }).toString('utf8');
    expect(raw).toMatch(/^From: "Redactie \\"Nieuws\\"" <nieuws@newsroom\.test>\r\n/);
    expect(raw).toContain('\r\nMessage-ID: <c1.r2@newsroom.test>\r\n');
    expect(raw).toContain('\r\nDate: Wed, 25 Nov 2026 10:00:00 +0000\r\n');
    expect(raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    const parts = [...raw.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) =>
      Buffer.from(m[1].replace(/\r\n/g, ''), 'base64').toString('utf8'),
    );
    expect(parts).toEqual(['Hallo Zoë', '<p>Hallo Zoë</p>']);
    const subject = /\r\nSubject: ((?:.*)(?:\r\n .*)*)/.exec(raw)![1];
    const decoded = subject
      .split('\r\n ')
      .map((word) => Buffer.from(/=\?UTF-8\?B\?(.*)\?=/.exec(word)![1], 'base64').toString('utf8'))
      .join('');
    expect(decoded).toBe('Goedemorgen, Zoë — het nieuws van vandaag in één overzicht met meer tekst dan past');
  });

  it('leaves ASCII as it is and encodes a non-ASCII display name', () => {
    expect(encodeWords('Plain subject')).toBe('Plain subject');
    expect(mailbox({ name: 'Zoë', address: 'z@x.test' })).toBe(
      `=?UTF-8?B?${Buffer.from('Zoë').toString('base64')}?= <z@x.test>`,
    );
    expect(mailbox({ name: '', address: 'z@x.test' })).toBe('<z@x.test>');
  });
});

describe('per-recipient work of a campaign message', () => {
  it('breaks long base64 parts into lines of 76, also when the last line is full', () => {
    for (const html of ['x'.repeat(57 * 3), 'é'.repeat(1000)]) {
      const raw = buildMime({
        from: { address: 'a@b.test' },
        to: 'c@d.test',
        subject: 's',
        html,
        text: 't',
        messageId: '<m@b.test>',
      });
      const body = /text\/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([\s\S]*?)\r\n--/.exec(
        raw.toString(),
      )![1];
      const lines = body.split('\r\n').filter(Boolean);
      expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
      expect(Buffer.from(lines.join(''), 'base64').toString('utf8')).toBe(html);
    }
  });

  it('signs each link once per recipient however often the message repeats it', () => {
    const nonce = 'abc123';
    const link = tokenOf(nonce, 'L', 0);
    const prepared = {
      version: 1 as const,
      nonce,
      subject: `Hallo ${tokenOf(nonce, 'MF', 'firstName')}`,
      html: `<a href="${link}">1</a><a href="${link}">2</a><img src="${tokenOf(nonce, 'OPEN')}"><p>${tokenOf(nonce, 'MF', 'firstName')}</p>`,
      text: `${link}\n${link}\n${tokenOf(nonce, 'UNSUB')}`,
      links: ['https://newsroom.test/a?b=1&c=2'],
      articles: [],
    };
    const signed: string[] = [];
    const links = {
      click: (url: string) => (signed.push(`click ${url}`), `${url}&sig=${signed.length}`),
      open: () => (signed.push('open'), 'https://x.test/open.gif'),
      view: () => (signed.push('view'), 'https://x.test/view'),
      unsubscribe: () => (signed.push('unsubscribe'), 'https://x.test/unsub'),
    };
    const recipient = { recipientId: 7, profileId: 3, email: 'z@x.test', firstName: 'Zoë <b>', accessTags: [] };
    const message = renderMessage(prepared, recipient, links);
    expect(signed).toEqual(['click https://newsroom.test/a?b=1&c=2', 'open', 'unsubscribe']);
    expect(message.subject).toBe('Hallo Zoë <b>');
    expect(message.html).toBe(
      '<a href="https://newsroom.test/a?b=1&amp;c=2&amp;sig=1">1</a><a href="https://newsroom.test/a?b=1&amp;c=2&amp;sig=1">2</a>' +
        '<img src="https://x.test/open.gif"><p>Zoë &lt;b&gt;</p>',
    );
    expect(message.text).toBe(
      'https://newsroom.test/a?b=1&c=2&sig=1\nhttps://newsroom.test/a?b=1&c=2&sig=1\nhttps://x.test/unsub',
    );
  });
});

describe('unsubscribeHeaders', () => {
  it('offers the one-click URL, and a mailto only when MAIL_UNSUBSCRIBE_MAILTO names a processed mailbox', () => {
    const url = 'https://cms.example/api/engagement/unsubscribe/abc';
    expect(unsubscribeMailbox({})).toBeNull();
    expect(unsubscribeHeaders(url, unsubscribeMailbox({}), 7)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const mailbox = unsubscribeMailbox({ MAIL_UNSUBSCRIBE_MAILTO: ' afmelden@krant.nl ' });
    expect(unsubscribeHeaders(url, mailbox, 7)['List-Unsubscribe']).toBe(
      `<${url}>, <mailto:afmelden@krant.nl?subject=unsubscribe-7>`,
    );
  });
});
