/**
 * Demo vacancies (issue #20, docs/vacancies.md) for every vacancy screen: categories, typed properties, an employer
 * ("Dagblad Demo B.V.") with credits and a vacancy admin who signs in as vacatures@example.com / Vacatures123!
 * (the employer API), vacancies in each state (live, highlighted, planned, draft, closed) and applications at
 * each step of the pipeline. Once per database; DEMO_VACANCIES=false skips it (the API tests).
 */
import type { Row, Strapi } from '../strapi-types';
import { DEMO_VACANCY_PRODUCTS } from './demo-vacancy-products';

const VACANCY = 'api::vacancy.vacancy';
const CUSTOMER = 'api::customer.customer';
const PRODUCT = 'api::product.product';
const ORDER = 'api::order.order';
const PROFILE = 'api::profile.profile';
const APPLICATION = 'api::vacancy-application.vacancy-application';
const DAY = 86_400_000;

export const DEMO_VACANCY_ADMIN = { email: 'vacatures@example.com', password: 'Vacatures123!' };

const CATEGORIES = [
  { name: 'Journalistiek', description: 'Redactie, verslaggeving en eindredactie.' },
  { name: 'Marketing en verkoop', description: 'Advertentieverkoop, marketing en abonnementen.' },
  { name: 'Techniek', description: 'Ontwikkeling, data en beheer.' },
];
const PROPERTIES = [
  { name: 'Opleidingsniveau', slug: 'opleiding', type: 'CHOICE', choices: ['MBO', 'HBO', 'WO'] },
  { name: 'Rijbewijs nodig', slug: 'rijbewijs', type: 'BOOLEAN' },
  { name: 'Ervaring in jaren', slug: 'ervaring', type: 'NUMBER' },
];

const PEOPLE = [
  ['Sanne', 'de Vries', 'NEW'],
  ['Daan', 'Bakker', 'REVIEWING'],
  ['Lotte', 'Visser', 'INVITED'],
  ['Bram', 'Smit', 'REJECTED'],
  ['Fleur', 'Mulder', 'HIRED'],
] as const;

async function vacancyAdmin(strapi: Strapi, customerId: number) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user =
    (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: DEMO_VACANCY_ADMIN.email } })) ??
    (await strapi.plugin('users-permissions').service('user').add({
      username: DEMO_VACANCY_ADMIN.email,
      email: DEMO_VACANCY_ADMIN.email,
      password: DEMO_VACANCY_ADMIN.password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    }));
  await strapi.db.query(PROFILE).create({
    data: {
      email: DEMO_VACANCY_ADMIN.email,
      firstName: 'Vera',
      lastName: 'Vacaturebeheer',
      type: 'CUSTOMER',
      language: 'NL',
      user: user.id,
      isDemo: true,
      accountStatus: 'CONFIRMED',
      customer: customerId,
      vacancyAdmin: true,
      employeeAcceptedAt: new Date(),
    },
  });
}

/**
 * The employer's credits come the way a customer's do: a paid order of 5 vacancy placements, 2 highlights and one
 * longer run (the order's payment grants them, docs/vacancies.md), of the demo catalogue's products.
 */
async function buyCredits(strapi: Strapi, customer: string) {
  const quantities: Record<string, number> = { 'VAC-30': 5, 'VAC-UIT': 2, 'VAC-LANG': 1 };
  const lines: Row[] = [];
  for (const data of DEMO_VACANCY_PRODUCTS) {
    const found = await strapi.db.query(PRODUCT).findOne({ where: { sku: data.sku }, select: ['documentId'] });
    const product = found ?? (await strapi.documents(PRODUCT).create({ data: { ...data, published: true } } as Row));
    lines.push({ product: product.documentId, quantity: quantities[data.sku] });
  }
  const order = (await strapi.documents(ORDER).create({ data: { currency: 'EUR', customer, lines } } as Row)) as Row;
  await strapi.service('api::order.actions').run(String(order.documentId), 'pay', null);
}

export async function seedDemoVacancies(strapi: Strapi, now = Date.now()) {
  if (process.env.DEMO_VACANCIES === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoVacanciesSeeded' })) return false;
  const categories: Row[] = [];
  for (const data of CATEGORIES)
    categories.push(await strapi.documents('api::vacancy-category.vacancy-category').create({ data } as Row));
  for (const data of PROPERTIES)
    await strapi.documents('api::vacancy-property.vacancy-property').create({ data } as Row);
  const employer = (await strapi.documents(CUSTOMER).create({
    data: { name: 'Dagblad Demo B.V.', email: 'info@dagblad-demo.nl', contact: 'Redactiesecretariaat' },
  } as Row)) as Row;
  await vacancyAdmin(strapi, Number(employer.id));
  await buyCredits(strapi, String(employer.documentId));
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const base = {
    employer: employer.documentId,
    location: 'Utrecht',
    contactName: 'Redactiesecretariaat',
    contactEmail: 'vacatures@dagblad-demo.nl',
    salaryPeriod: 'MONTH',
  };
  const plans = [
    { title: 'Verslaggever regio Utrecht', status: 'PUBLISHED', from: -3, until: 25, highlighted: true, category: 0 },
    { title: 'Eindredacteur online', status: 'PUBLISHED', from: -10, until: 20, category: 0 },
    { title: 'Accountmanager advertenties', status: 'PUBLISHED', from: -1, until: 29, category: 1 },
    { title: 'Data-engineer', status: 'PUBLISHED', from: 2, until: 30, category: 2 },
    { title: 'Fotograaf (concept)', status: 'DRAFT', from: null, until: null, category: 0 },
    { title: 'Stagiair redactie', status: 'CLOSED', from: -40, until: -10, category: 0 },
  ];
  const vacancies: Row[] = [];
  for (const [i, plan] of plans.entries())
    vacancies.push(
      await strapi.documents(VACANCY).create({
        data: {
          ...base,
          title: plan.title,
          description: `${plan.title} bij Dagblad Demo. Je werkt in een klein team aan nieuws voor de regio.`,
          status: plan.status,
          publishFrom: plan.from === null ? null : at(plan.from),
          publishUntil: plan.until === null ? null : at(plan.until),
          highlighted: !!plan.highlighted,
          employmentType: i % 2 ? 'PART_TIME' : 'FULL_TIME',
          hoursMin: i % 2 ? 24 : 32,
          hoursMax: i % 2 ? 32 : 40,
          salaryMin: 300000 + i * 20000,
          salaryMax: 380000 + i * 20000,
          categories: [categories[plan.category].documentId],
          properties: { opleiding: i === 3 ? 'WO' : 'HBO', rijbewijs: i === 0, ervaring: i + 1 },
          creditUsed: plan.status !== 'DRAFT',
          postedBy: DEMO_VACANCY_ADMIN.email,
          history: [
            { at: new Date(now).toISOString(), by: { id: null, name: 'system' }, action: 'create', note: 'demo' },
          ],
        },
      } as Row),
    );
  await strapi.db
    .connection('vacancy_credit_balances')
    .where({ customer_id: employer.id, kind: 'VACANCY' })
    .update({ used: 5 });
  await strapi.db
    .connection('vacancy_credit_balances')
    .where({ customer_id: employer.id, kind: 'HIGHLIGHT' })
    .update({ used: 1 });
  for (const [i, [firstName, lastName, status]] of PEOPLE.entries()) {
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\s+/g, '')}@example.net`;
    const profile = await strapi.documents(PROFILE).create({
      data: { email, firstName, lastName, type: 'LEAD', source: 'vacancy-application', isDemo: true },
    } as Row);
    await strapi.db.query(APPLICATION).create({
      data: {
        vacancy: vacancies[i % 3].id,
        profile: (profile as Row).id,
        firstName,
        lastName,
        email,
        motivation: 'Ik lees jullie krant al jaren en wil graag bij jullie werken.',
        status,
        history: [
          {
            at: new Date(now - (5 - i) * DAY).toISOString(),
            by: { id: null, name: 'system' },
            action: 'create',
            to: 'NEW',
          },
        ],
      },
    });
  }
  await store.set({ key: 'demoVacanciesSeeded', value: new Date(now).toISOString() });
  return true;
}
