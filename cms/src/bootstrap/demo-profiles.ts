/**
 * Demo audience: 40 profiles of every type with tags of each kind, newsletters, a few addresses,
 * a staff note and one CV, so the profile screens have something to show. Written through the
 * document service, so the demo data passes the same rules as the console's writes.
 */
const PROFILE = 'api::profile.profile';

const FIRST = ['Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Ruben', 'Fleur', 'Thijs', 'Noor', 'Jesse', 'Lisa', 'Milan'];
const LAST = ['Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters'];
const TYPES = ['LEAD', 'ACCOUNT', 'CUSTOMER', 'SUBSCRIBER', 'CUSTOMER_NO_ACCOUNT', 'SUBSCRIBER_NO_ACCOUNT'];
const CITIES = [
  ['Utrecht', '3511 AB'],
  ['Amsterdam', '1012 JS'],
  ['Rotterdam', '3011 AD'],
  ['Groningen', '9711 LM'],
  ['Zwolle', '8011 PK'],
];

export const DEMO_TAGS = [
  { name: 'Premium', slug: 'premium', kind: 'ACCESS' },
  { name: 'Plus-abonnement', slug: 'plus', kind: 'ACCESS' },
  { name: 'Lezersavond 2026', slug: 'lezersavond-2026', kind: 'EVENT' },
  { name: 'Debat verkiezingen', slug: 'debat-verkiezingen', kind: 'EVENT' },
  { name: 'Politiek', slug: 'politiek', kind: 'INTEREST' },
  { name: 'Sport', slug: 'sport', kind: 'INTEREST' },
  { name: 'Cultuur', slug: 'cultuur', kind: 'INTEREST' },
];

export const DEMO_NEWSLETTERS = [
  {
    name: 'Dagelijkse nieuwsbrief',
    slug: 'dagelijks',
    description: 'Elke ochtend het belangrijkste nieuws.',
    public: true,
  },
  {
    name: 'Weekoverzicht',
    slug: 'weekoverzicht',
    description: 'Op zaterdag de beste verhalen van de week.',
    public: true,
  },
  { name: 'Sport', slug: 'sport', description: 'Uitslagen en achtergronden.', public: true },
  { name: 'Cultuuragenda', slug: 'cultuuragenda', description: 'Wat er te doen is in de regio.', public: true },
  { name: 'Zakelijk', slug: 'zakelijk', description: 'Voor adverteerders en partners.', public: false },
];

const CV = {
  workStatus: 'FREELANCE',
  experienceYears: 8,
  hoursPerWeek: 32,
  salaryIndication: 420000,
  location: 'Utrecht',
  radius: 40,
  about: 'Eindredacteur en fotograaf met een voorliefde voor lokale verhalen.',
  published: true,
  experience: [
    {
      startDate: '2019-03-01',
      current: true,
      jobTitle: 'Eindredacteur',
      company: 'Utrechts Dagblad',
      description: 'Eindredactie van de regiopagina’s.',
    },
    { startDate: '2016-09-01', endDate: '2019-02-28', jobTitle: 'Verslaggever', company: 'De Stadskrant' },
  ],
  education: [
    {
      startDate: '2012-09-01',
      endDate: '2016-06-30',
      school: 'Hogeschool Utrecht',
      jobTitle: 'Journalistiek',
      diploma: true,
    },
  ],
  courses: [
    {
      startDate: '2021-01-11',
      endDate: '2021-03-29',
      school: 'Fotovakschool',
      jobTitle: 'Nieuwsfotografie',
      diploma: true,
    },
  ],
  freelance: {
    location: 'Midden-Nederland',
    published: true,
    hourlyFee: 6500,
    profession: 'Fotograaf',
    assignment: 'Reportages, portretten en evenementen.',
  },
};

const pickIds = (list: { documentId: string }[], i: number, n: number) =>
  Array.from({ length: n }, (_, k) => list[(i + k * 3) % list.length].documentId);

export async function seedDemoProfiles(strapi, author: { id: number; name: string } | null) {
  const tags = [];
  for (const tag of DEMO_TAGS) tags.push(await strapi.documents('api::profile-tag.profile-tag').create({ data: tag }));
  const newsletters = [];
  for (const newsletter of DEMO_NEWSLETTERS)
    newsletters.push(await strapi.documents('api::newsletter.newsletter').create({ data: newsletter }));
  const access = tags.filter((t) => t.kind === 'ACCESS');
  const others = tags.filter((t) => t.kind !== 'ACCESS');

  for (let i = 0; i < 40; i++) {
    const firstName = FIRST[i % FIRST.length];
    const lastName = LAST[(i * 7) % LAST.length];
    const type = TYPES[i % TYPES.length];
    const [city, postcode] = CITIES[i % CITIES.length];
    const addresses =
      i % 4 === 0
        ? [
            {
              firstName,
              lastName,
              address: `Dorpsstraat ${i + 1}`,
              postcode,
              city,
              country: 'NL',
              defaultBilling: true,
              defaultShipping: i % 8 !== 0,
            },
            ...(i % 8 === 0
              ? [
                  {
                    company: 'Redactiebureau Noord',
                    firstName,
                    lastName,
                    address: 'Rue de la Loi 16',
                    postcode: '1000',
                    city: 'Brussel',
                    country: 'BE',
                    defaultShipping: true,
                  },
                ]
              : []),
          ]
        : [];
    const profile = await strapi.documents(PROFILE).create({
      data: {
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${i}@example.nl`.toLowerCase().replace(/\s+/g, ''),
        type,
        language: i % 5 === 0 ? 'EN' : 'NL',
        source: 'demo',
        optIn: i % 3 !== 0,
        isDemo: true,
        accountStatus: type.endsWith('NO_ACCOUNT') ? 'UNKNOWN' : 'CONFIRMED',
        tags: [
          ...(type.startsWith('SUBSCRIBER') ? [access[i % access.length].documentId] : []),
          ...pickIds(others, i, 1 + (i % 3)),
        ],
        newsletters: i % 3 === 0 ? [] : pickIds(newsletters, i, 1 + (i % 4)),
        addresses,
        ...(i === 3 ? { cv: CV } : {}),
      } as any,
    });
    if (author && i < 3) {
      await strapi.documents('api::profile-note.profile-note').create({
        data: {
          profile: profile.documentId,
          text: [
            'Belde over een bezorgklacht; opgelost met een gratis week.',
            'Wil graag uitgenodigd worden voor de lezersavond.',
            'Adres gewijzigd na verhuizing.',
          ][i],
          author: author.id,
          authorName: author.name,
        } as any,
      });
    }
  }
}
