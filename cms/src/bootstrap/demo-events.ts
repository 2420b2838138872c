/**
 * Demo events and partners (issue #21, docs/events.md "Demo (events)"): two event categories, four partners in two
 * categories with contact persons, and three events with programmes of every block type: a readers' evening, a
 * conference with two sessions and speakers, and a past event; each with one or two TICKET products (made through
 * the document service, so the product rules run). The tickets helper's demo adds tickets sold and scanned.
 * Once per database; DEMO_EVENTS=false skips it (the API tests).
 */
import { amsterdamParts, fromAmsterdamWall } from '@newsroom/config';
import type { Row, Strapi } from '../strapi-types';

const EVENT = 'api::event.event';
const SESSION = 'api::event-session.event-session';
const PRODUCT = 'api::product.product';
const DAY = 86_400_000;

const EVENT_CATEGORIES = [
  { name: 'Lezersavonden', description: 'Avonden met de redactie voor lezers en abonnees.' },
  { name: 'Congressen', description: 'Dagen vol sprekers over media en journalistiek.' },
];
const PARTNER_CATEGORIES = [
  { name: 'Sponsors', description: 'Organisaties die onze evenementen mogelijk maken.' },
  { name: 'Locaties', description: 'Zalen en podia waar we te gast zijn.' },
];
const PARTNERS = [
  {
    name: 'Stadsschouwburg Utrecht',
    street: 'Lucasbolwerk',
    houseNumber: '24',
    postcode: '3512 EH',
    city: 'Utrecht',
    country: 'NL',
    email: 'info@schouwburg-demo.nl',
    tel: '+31 30 230 2023',
    website: 'https://schouwburg-demo.nl',
    social: { instagram: 'https://instagram.com/schouwburgdemo' },
    contacts: [{ name: 'Marloes Jansen', function: 'Zaalverhuur', email: 'marloes@schouwburg-demo.nl' }],
    category: 1,
  },
  {
    name: 'Mediafonds Demo',
    city: 'Amsterdam',
    country: 'NL',
    website: 'https://mediafonds-demo.nl',
    social: { linkedin: 'https://linkedin.com/company/mediafonds-demo' },
    contacts: [
      { name: 'Pieter de Boer', function: 'Directeur' },
      { name: 'Aylin Demir', function: 'Partnerships', tel: '+31 20 555 0101' },
    ],
    category: 0,
  },
  {
    name: 'Drukkerij Noord',
    city: 'Groningen',
    country: 'NL',
    website: 'https://drukkerij-noord-demo.nl',
    contacts: [{ name: 'Henk Bos', function: 'Accountmanager', email: 'henk@drukkerij-noord-demo.nl' }],
    category: 0,
  },
  {
    name: 'De Nieuwe Kerk Zaal',
    city: 'Den Haag',
    country: 'NL',
    contacts: [{ name: 'Sara Kok', function: 'Evenementen' }],
    category: 1,
  },
];

/** `days` from today at hh:mm, Amsterdam wall-clock time. */
const wall = (now: number, days: number, hour: number, minute = 0) => {
  const p = amsterdamParts(now);
  return new Date(fromAmsterdamWall(p.year, p.month, p.day + days, hour, minute)).toISOString();
};

export async function seedDemoEvents(strapi: Strapi, now = Date.now()) {
  if (process.env.DEMO_EVENTS === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoEventsSeeded' })) return false;
  const docs = (uid: string) => strapi.documents(uid as never) as unknown as Row;
  const eventCategories: Row[] = [];
  for (const data of EVENT_CATEGORIES)
    eventCategories.push(await docs('api::event-category.event-category').create({ data }));
  const partnerCategories: Row[] = [];
  for (const data of PARTNER_CATEGORIES)
    partnerCategories.push(await docs('api::partner-category.partner-category').create({ data }));
  const partners: Row[] = [];
  for (const { category, ...data } of PARTNERS)
    partners.push(
      await docs('api::partner.partner').create({
        data: { ...data, categories: [partnerCategories[category].documentId] },
      }),
    );

  const event = async (data: Row) => (await docs(EVENT).create({ data })) as Row;
  const ticket = (eventId: string, data: Row) =>
    docs(PRODUCT).create({
      data: {
        type: 'TICKET',
        taxPercentage: 9,
        published: true,
        minPurchase: 1,
        maxPurchase: 10,
        event: eventId,
        partners: [partners[1].documentId],
        ...data,
      },
    });

  // A readers' evening in two weeks.
  const evening = await event({
    title: 'Lezersavond: een kijkje achter de schermen',
    description: 'De hoofdredactie vertelt hoe de krant van morgen ontstaat.',
    location: 'Stadsschouwburg Utrecht',
    beginsAt: wall(now, 14, 19, 30),
    endsAt: wall(now, 14, 22),
    published: true,
    releaseTickets: 48,
    confirmationText: 'Fijn dat je komt! Je tickets zitten in de bijlage.',
    categories: [eventCategories[0].documentId],
    partners: [partners[0].documentId],
    blocks: [
      {
        type: 'PROGRAM',
        title: 'Programma',
        items: [
          { title: 'Inloop met koffie', startsAt: wall(now, 14, 19, 30), endsAt: wall(now, 14, 20) },
          { title: 'Hoe een voorpagina ontstaat', startsAt: wall(now, 14, 20), endsAt: wall(now, 14, 21) },
          { title: 'Vragen uit de zaal', startsAt: wall(now, 14, 21), endsAt: wall(now, 14, 22) },
        ],
      },
      {
        type: 'PERSON',
        title: 'Met',
        items: [{ title: 'Anna de Vries', subtitle: 'Hoofdredacteur', person: 'Anna de Vries' }],
      },
      {
        type: 'TICKET',
        title: 'Tickets',
        items: [{ title: 'Abonnees gratis', content: 'Abonnees krijgen korting met hun abonneenummer.' }],
      },
      { type: 'OTHER', title: 'Bereikbaarheid', items: [{ title: 'Parkeren', content: 'Parkeergarage La Vie.' }] },
    ],
  });
  await ticket(evening.documentId, {
    name: 'Lezersavond: toegang',
    price: 1250,
    stock: 120,
    ticketSaleBeginsAt: new Date(now - 7 * DAY).toISOString(),
    ticketSaleEndsAt: wall(now, 14, 19),
  });

  // A conference in six weeks with two sessions and speakers.
  const conference = await event({
    title: 'Mediacongres Toekomst van het Nieuws',
    description: 'Een dag over journalistiek, technologie en lezers.',
    location: 'De Nieuwe Kerk Zaal, Den Haag',
    beginsAt: wall(now, 42, 9),
    endsAt: wall(now, 42, 17),
    published: true,
    automaticInvoice: true,
    categories: [eventCategories[1].documentId],
    partners: [partners[1].documentId, partners[2].documentId, partners[3].documentId],
  });
  const morning = (await docs(SESSION).create({
    data: {
      event: conference.documentId,
      title: 'Ochtend: nieuws en AI',
      beginsAt: wall(now, 42, 9),
      endsAt: wall(now, 42, 12, 30),
      location: 'Grote zaal',
      capacity: 200,
    },
  })) as Row;
  const afternoon = (await docs(SESSION).create({
    data: {
      event: conference.documentId,
      title: 'Middag: lezers betrekken',
      beginsAt: wall(now, 42, 13, 30),
      endsAt: wall(now, 42, 17),
      location: 'Kleine zaal',
      capacity: 80,
    },
  })) as Row;
  await docs(EVENT).update({
    documentId: conference.documentId,
    data: {
      blocks: [
        {
          type: 'PROGRAM',
          title: 'Programma',
          items: [
            {
              title: 'Keynote: nieuws in het tijdperk van AI',
              startsAt: wall(now, 42, 9, 30),
              endsAt: wall(now, 42, 10, 30),
              location: 'Grote zaal',
              sessions: [morning.documentId],
              speakers: [{ name: 'Dr. Lisa Willems', function: 'Hoogleraar journalistiek' }],
              fields: [{ key: 'Taal', value: 'Nederlands' }],
            },
            {
              title: 'Workshop: de lezer aan het woord',
              startsAt: wall(now, 42, 13, 30),
              endsAt: wall(now, 42, 15),
              location: 'Kleine zaal',
              sessions: [afternoon.documentId],
              speakers: [
                { name: 'Tom Hendriks', function: 'Chef community' },
                { name: 'Noor Yilmaz', function: 'Data-journalist' },
              ],
            },
          ],
        },
        {
          type: 'PERSON',
          title: 'Sprekers',
          items: [
            { title: 'Dr. Lisa Willems', subtitle: 'Hoogleraar journalistiek', person: 'Lisa Willems' },
            { title: 'Tom Hendriks', subtitle: 'Chef community', person: 'Tom Hendriks' },
          ],
        },
        { type: 'TICKET', title: 'Toegang', items: [{ title: 'Dagkaart of een dagdeel' }] },
        {
          type: 'OTHER',
          title: 'Praktisch',
          items: [{ title: 'Lunch', content: 'Lunch is inbegrepen bij de dagkaart.' }],
        },
      ],
    },
  });
  await ticket(conference.documentId, {
    name: 'Mediacongres: dagkaart',
    price: 9500,
    stock: 200,
    ticketSaleBeginsAt: new Date(now - 14 * DAY).toISOString(),
    ticketSaleEndsAt: wall(now, 41, 23, 59),
  });
  await ticket(conference.documentId, {
    name: 'Mediacongres: middagsessie',
    price: 4500,
    stock: 80,
    eventSession: afternoon.documentId,
    ticketSaleBeginsAt: new Date(now - 14 * DAY).toISOString(),
    ticketSaleEndsAt: wall(now, 41, 23, 59),
  });

  // A past event.
  const past = await event({
    title: 'Lezersavond: verkiezingsspecial',
    description: 'Terugblik op de verkiezingen met de politieke redactie.',
    location: 'Stadsschouwburg Utrecht',
    beginsAt: wall(now, -30, 20),
    endsAt: wall(now, -30, 22),
    published: true,
    categories: [eventCategories[0].documentId],
    partners: [partners[0].documentId],
    blocks: [
      {
        type: 'PROGRAM',
        title: 'Programma',
        items: [{ title: 'Analyse van de uitslag', startsAt: wall(now, -30, 20), endsAt: wall(now, -30, 21) }],
      },
      { type: 'PERSON', title: 'Met', items: [{ title: 'Politieke redactie', person: 'Jeroen Smit' }] },
      { type: 'TICKET', title: 'Tickets', items: [{ title: 'Uitverkocht' }] },
      { type: 'OTHER', title: 'Terugkijken', items: [{ title: 'Video', link: '/video/verkiezingsspecial' }] },
    ],
  });
  await ticket(past.documentId, {
    name: 'Verkiezingsspecial: toegang',
    price: 1000,
    stock: 0,
    ticketSaleBeginsAt: wall(now, -60, 9),
    ticketSaleEndsAt: wall(now, -30, 19),
  });
  await store.set({ key: 'demoEventsSeeded', value: true });
  return true;
}
