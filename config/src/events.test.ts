import { describe, expect, it } from 'vitest';
import {
  EVENT_LIMITS,
  EVENT_RULES,
  blockSessionIds,
  blocksFailures,
  contactsFailures,
  fieldFailures,
  sessionInsideEvent,
  socialFailures,
  timeFailures,
} from './events';

const codes = (failures: { path: (string | number)[]; code: string }[]) =>
  Object.fromEntries(failures.map((f) => [f.path.join('.'), f.code]));

describe('times', () => {
  it('needs the end after the start, and instants', () => {
    expect(timeFailures('2026-12-01T18:00:00Z', '2026-12-01T20:00:00Z', true)).toEqual([]);
    expect(codes(timeFailures('2026-12-01T18:00:00Z', '2026-12-01T18:00:00Z', true))).toEqual({
      endsAt: 'endsAfterBegins',
    });
    expect(codes(timeFailures(null, 'gisteren', true))).toEqual({ beginsAt: 'required', endsAt: 'datetime' });
    expect(timeFailures(null, null, false)).toEqual([]);
  });

  it('keeps a session inside its event', () => {
    const event = { beginsAt: '2026-12-01T18:00:00Z', endsAt: '2026-12-01T22:00:00Z' };
    expect(sessionInsideEvent({ beginsAt: '2026-12-01T18:00:00Z', endsAt: '2026-12-01T22:00:00Z' }, event)).toEqual([]);
    expect(
      codes(sessionInsideEvent({ beginsAt: '2026-12-01T17:00:00Z', endsAt: '2026-12-01T23:00:00Z' }, event)),
    ).toEqual({ beginsAt: 'sessionOutsideEvent', endsAt: 'sessionOutsideEvent' });
  });
});

describe('event fields', () => {
  it('takes an https redirect or a site path, and releaseTickets of at least one hour', () => {
    const check = (data: Record<string, unknown>) => codes(fieldFailures(EVENT_RULES, data, Object.keys(data)));
    expect(check({ redirectUri: 'https://krant.nl/x', releaseTickets: 24 })).toEqual({});
    expect(check({ redirectUri: '/evenementen/x' })).toEqual({});
    expect(check({ redirectUri: 'http://krant.nl/x', releaseTickets: 0 })).toEqual({
      redirectUri: 'httpsOrPath',
      releaseTickets: 'minValue',
    });
    expect(check({ redirectUri: '//evil.example', releaseTickets: 1.5 })).toEqual({
      redirectUri: 'httpsOrPath',
      releaseTickets: 'integer',
    });
    expect(check({ releaseTickets: null })).toEqual({});
  });
});

describe('the programme (blocks)', () => {
  const item = {
    title: 'Opening',
    startsAt: '2026-12-01T18:00:00Z',
    endsAt: '2026-12-01T18:30:00Z',
    image: 'https://cdn.krant.nl/a.jpg',
    link: '/programma',
    fields: [{ key: 'Zaal', value: 'Grote zaal' }],
    sessions: ['s1'],
    speakers: [{ name: 'Anna de Vries', function: 'hoofdredacteur' }],
  };

  it('accepts blocks of the four types with full items', () => {
    const blocks = ['PERSON', 'PROGRAM', 'OTHER', 'TICKET'].map((type) => ({ type, title: type, items: [item] }));
    expect(blocksFailures(blocks, ['s1', 's2'])).toEqual([]);
    expect(blocksFailures(null)).toEqual([]);
    expect(blockSessionIds(blocks)).toEqual(['s1']);
  });

  it('names each failure by its path', () => {
    const blocks = [
      { type: 'PANEL', items: [] },
      {
        type: 'PROGRAM',
        extra: 1,
        items: [
          {
            ...item,
            title: 'x'.repeat(EVENT_LIMITS.title + 1),
            image: 'javascript:alert(1)',
            endsAt: '2026-12-01T17:00:00Z',
            fields: [{ value: 'zonder sleutel' }],
            sessions: ['s1', 's1', 'elders'],
            speakers: [{ function: 'spreker' }],
            colour: 'red',
          },
        ],
      },
    ];
    expect(codes(blocksFailures(blocks, ['s1']))).toEqual({
      'blocks.0.type': 'oneOf',
      'blocks.1.extra': 'unknownKey',
      'blocks.1.items.0.colour': 'unknownKey',
      'blocks.1.items.0.title': 'maxLength',
      'blocks.1.items.0.image': 'url',
      'blocks.1.items.0.endsAt': 'endsAfterBegins',
      'blocks.1.items.0.fields.0.key': 'required',
      'blocks.1.items.0.sessions.1': 'duplicate',
      'blocks.1.items.0.sessions.2': 'unknownSession',
      'blocks.1.items.0.speakers.0.name': 'required',
    });
  });

  it('holds the limits', () => {
    const many = Array.from({ length: EVENT_LIMITS.blocks + 1 }, () => ({ type: 'OTHER', items: [] }));
    expect(codes(blocksFailures(many))).toEqual({ blocks: 'maxItems' });
    expect(codes(blocksFailures('tekst'))).toEqual({ blocks: 'array' });
    const items = Array.from({ length: EVENT_LIMITS.itemsPerBlock + 1 }, () => ({}));
    expect(codes(blocksFailures([{ type: 'OTHER', items }]))).toEqual({ 'blocks.0.items': 'maxItems' });
  });
});

describe('partners', () => {
  it('checks contact persons', () => {
    expect(
      contactsFailures([{ name: 'Piet', function: 'directeur', email: 'piet@zaal.nl', tel: '+31 20 123 4567' }]),
    ).toEqual([]);
    expect(codes(contactsFailures([{ function: 'x', email: 'geen', tel: 'abc' }, 'Piet']))).toEqual({
      'contacts.0.name': 'required',
      'contacts.0.email': 'email',
      'contacts.0.tel': 'phone',
      'contacts.1': 'object',
    });
    expect(codes(contactsFailures({}))).toEqual({ contacts: 'array' });
  });

  it('checks social links as {network: url}', () => {
    expect(socialFailures({ instagram: 'https://instagram.com/zaal', linkedin: 'https://linkedin.com/x' })).toEqual([]);
    expect(codes(socialFailures({ 'Face Book': 'https://x', x: 'geen-url' }))).toEqual({
      'social.Face Book': 'socialNetwork',
      'social.x': 'url',
    });
    expect(codes(socialFailures(['https://x']))).toEqual({ social: 'object' });
  });
});
