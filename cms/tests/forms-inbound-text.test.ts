// The inbound mail's pure parts (cms/src/api/form-thread/services/inbound.ts): the answer without the quoted
// history, the HTML-only mail, where the reply token is looked for, the plus address and the cut.
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  cutTo,
  inboundAddressOf,
  parseInbound,
  plusAddress,
  stripQuoted,
  textOfHtml,
  tokensOf,
  type InboundMail,
} from '../src/api/form-thread/services/inbound';

const TOKEN = `1a.k3f.${'Ab_-'.repeat(8)}`;
const mail = (extra: Partial<InboundMail>): InboundMail => ({
  messageId: '<m@x>',
  from: 'jan@example.com',
  to: [],
  subject: null,
  text: '',
  html: null,
  ...extra,
});

describe('stripQuoted', () => {
  it.each([
    ['Gmail (nl)', 'Prima.\n\nOp ma 1 dec. 2026 om 10:00 schreef Krant <a@b.nl>:\n> Welk adres?'],
    ['Gmail (en), wrapped', 'Prima.\n\nOn Mon, 1 Dec 2026 at 10:00, Krant <\na@b.nl> wrote:\n> Welk adres?'],
    ['Apple Mail', 'Prima.\n\nOn 1 Dec 2026, at 10:00, Krant <a@b.nl> wrote:\n\nWelk adres?'],
    [
      'Outlook (nl)',
      'Prima.\n\nVan: Krant <a@b.nl>\nVerzonden: maandag 1 december 2026 10:00\nAan: jan\nOnderwerp: Re',
    ],
    ['Outlook (en)', 'Prima.\n________________________________\nFrom: Krant\nSent: Monday\nTo: Jan\nWelk adres?'],
    ['Original Message', 'Prima.\n-----Original Message-----\nWelk adres?'],
    ['Oorspronkelijk bericht', 'Prima.\n----- Oorspronkelijk bericht -----\nWelk adres?'],
    ['signature', 'Prima.\n-- \nJan Jansen\nDorpsstraat 1'],
    ['quoted lines only', '> Welk adres?\nPrima.\n>\n> --\n'],
  ])('leaves out the history of %s', (_client, text) => {
    expect(stripQuoted(text)).toBe('Prima.');
  });

  it('keeps an inline answer between quoted lines, and a line that merely mentions "from:"', () => {
    expect(stripQuoted('> Welk adres?\nDorpsstraat 1\n> En de postcode?\n1234 AB')).toBe('Dorpsstraat 1\n1234 AB');
    expect(stripQuoted('From: the 1st of December\nplease.')).toBe('From: the 1st of December\nplease.');
  });

  it('drops control characters a mail may carry, keeping tabs and new lines', () => {
    expect(stripQuoted('a\u0007b\tc\r\n\r\n\r\n\r\nd\u202e')).toBe('ab\tc\n\nd');
  });
});

describe('answerOf', () => {
  it('takes the text, or the HTML without its quote when the text is empty', () => {
    expect(answerOf(mail({ text: 'Ja.\n> Nee', html: '<p>Anders</p>' }))).toBe('Ja.');
    const html =
      '<html><head><style>p{}</style></head><body><p>Ja &amp; graag</p>' +
      '<div class="gmail_quote">Op ma schreef Krant:<blockquote>Welk adres?</blockquote></div></body></html>';
    expect(answerOf(mail({ text: ' ', html }))).toBe('Ja & graag');
    expect(answerOf(mail({ text: '' }))).toBe('');
  });

  it('reads HTML: comments, styles and scripts out, blocks and breaks as lines, entities decoded', () => {
    const html =
      '<style>a{}</style><!-- x --><div>Regel&nbsp;1<br>Regel &#8220;2&#x201d;</div><script>alert(1)</script>' +
      '<p>Slot &lt;3</p><style>b{}</style><div class="moz-cite-prefix">Op ma schreef:</div>';
    expect(textOfHtml(html)).toBe('Regel 1\nRegel “2”\nSlot <3\n');
    expect(textOfHtml('<p>Ja</p><style>nooit gesloten')).toBe('Ja\n');
  });

  it('costs no more than its size for a hostile mail (no backtracking blow-up)', () => {
    const started = Date.now();
    answerOf(mail({ html: `${'<a href="x">'.repeat(40_000)}${'<'.repeat(200_000)}${'<!--'.repeat(50_000)}` }));
    answerOf(mail({ text: `Op ${' schreef'.repeat(100_000)}\n${'On '.repeat(100_000)}\n${'-'.repeat(300_000)}` }));
    answerOf(mail({ html: `${'<div class="'.repeat(50_000)}${'<style'.repeat(40_000)}` }));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('tokens and the plus address', () => {
  const inbound = inboundAddressOf('antwoord@mail.krant.nl')!;

  it('reads FORM_INBOUND_ADDRESS, empty or malformed being off', () => {
    expect(inbound).toEqual({ local: 'antwoord', domain: 'mail.krant.nl' });
    expect(inboundAddressOf('')).toBeNull();
    expect(inboundAddressOf(undefined)).toBeNull();
    expect(inboundAddressOf('antwoord+x@mail.krant.nl')).toBeNull();
    expect(inboundAddressOf('geen adres')).toBeNull();
  });

  it('writes the token into the local part, which stays a valid dot-atom', () => {
    const address = plusAddress(inbound, TOKEN);
    expect(address).toBe(`antwoord+${TOKEN}@mail.krant.nl`);
    expect(address.split('@')[0]).toMatch(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/);
    expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
  });

  it('finds the token in a to-address (any case outside the token), then in reply links, once each', () => {
    const found = tokensOf(
      mail({
        to: ['iemand@mail.krant.nl', `ANTWOORD+${TOKEN}@Mail.Krant.NL`, `antwoord+${TOKEN}x@elders.nl`],
        text: `> https://krant.nl/api/forms/replies/${TOKEN}.\n> https://krant.nl/api/forms/replies/${TOKEN}`,
        html: `<a href="https://krant.nl/api/forms/replies/2b.k3f.${'Z'.repeat(32)}">`,
      }),
      inbound,
    );
    expect(found).toEqual([TOKEN, `2b.k3f.${'Z'.repeat(32)}`]);
    expect(tokensOf(mail({ to: [`antwoord+${TOKEN}@mail.krant.nl`] }), null)).toEqual([]);
  });
});

describe('parseInbound and cutTo', () => {
  it('accepts one address or a list, and names from and to by their address', () => {
    const parsed = parseInbound({ messageId: ' <m@x> ', from: 'Jan <JAN@example.com>', to: 'K <a@b.nl>', text: 'x' });
    expect(parsed).toEqual({
      messageId: '<m@x>',
      from: 'jan@example.com',
      to: ['a@b.nl'],
      subject: null,
      text: 'x',
      html: null,
    });
  });

  it('refuses with the field named', () => {
    const field = (body: unknown) => {
      try {
        parseInbound(body);
      } catch (error) {
        return (error as { details: { code: string; params: { field: string } } }).details;
      }
      return null;
    };
    expect(field('x')).toEqual(expect.objectContaining({ code: 'invalid_payload', params: { field: 'body' } }));
    expect(field({ messageId: 'm', from: 'a@b.nl', to: ['a@b.nl', 3], text: '' })?.params.field).toBe('to');
    expect(field({ messageId: 'm', from: 'a@b.nl', to: 'a@b.nl', text: '', subject: 1 })?.params.field).toBe('subject');
  });

  it('cuts at the limit without splitting a surrogate pair', () => {
    expect(cutTo('abc', 3)).toEqual({ text: 'abc', shortened: false });
    expect(cutTo('ab😀', 3)).toEqual({ text: 'ab', shortened: true });
  });
});
