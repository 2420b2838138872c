/**
 * Demo sales set-up: two channels (the default one in euros with a continuing serial, an
 * international one in dollars numbered per year) and a catalogue with every product type. Through
 * the document service, so they pass the sales rules. Seeded once per database (its own key, so
 * older demo databases get it too).
 */
import { seedDemoSalesHistory } from './demo-sales-history';
import { seedDemoInvoices } from './demo-invoices';
import { DEMO_VACANCY_PRODUCTS } from './demo-vacancy-products';

const CHANNEL = 'api::channel.channel';

/** The company behind both demo channels. */
const DAGKRANT_MEDIA = {
  company: 'Dagkrant Media B.V.',
  street: 'Oudegracht',
  houseNumber: '120',
  postcode: '3511 AX',
  city: 'Utrecht',
  country: 'NL',
  coc: '30123456',
  vat: 'NL004495445B01',
};

export const DEMO_CHANNELS = [
  {
    name: 'De Dagkrant',
    ...DAGKRANT_MEDIA,
    iban: 'NL91ABNA0417164300',
    website: 'https://www.dagkrant.example',
    email: 'facturen@dagkrant.example',
    currency: 'EUR',
    invoiceSerialPrefix: 'DK',
    invoiceSerialLength: 6,
    invoiceStartWithSerial: 1,
    invoiceContinuedSerial: true,
    invoiceDefaultTax: 21,
    invoiceDefaultPaymentTerm: 14,
    invoiceColor: '#1D4E89',
    isDefault: true,
    paymentProviderEnabled: true,
    isActive: true,
  },
  {
    name: 'Newsroom International',
    ...DAGKRANT_MEDIA,
    iban: 'NL44RABO0123456789',
    email: 'billing@dagkrant.example',
    currency: 'USD',
    invoiceSerialPrefix: 'INT',
    invoiceSerialLength: 4,
    invoiceStartWithSerial: 1,
    invoiceContinuedSerial: false,
    invoiceDefaultTax: 0,
    invoiceDefaultPaymentTerm: 30,
    isDefault: false,
    paymentProviderEnabled: false,
    isActive: true,
  },
];

const PRODUCT = 'api::product.product';
const CATEGORY = 'api::product-category.product-category';
const TAG = 'api::profile-tag.profile-tag';

const DEMO_CATEGORIES = [
  { name: 'Abonnementen', slug: 'abonnementen' },
  { name: 'Vacaturebank', slug: 'vacaturebank' },
  { name: 'Evenementen', slug: 'evenementen' },
  { name: 'Webwinkel', slug: 'webwinkel' },
];

/** A catalogue with each product type; prices in cents. */
async function seedDemoCatalogue(strapi, channelId: string) {
  const category: Record<string, string> = {};
  for (const data of DEMO_CATEGORIES)
    category[data.slug] = (await strapi.documents(CATEGORY).create({ data })).documentId;
  const premium = await strapi.db.query(TAG).findOne({ where: { slug: 'premium' } });
  const access =
    premium ?? (await strapi.documents(TAG).create({ data: { name: 'Premium', slug: 'premium', kind: 'ACCESS' } }));
  const inYear = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const products = [
    {
      type: 'SUBSCRIPTION',
      name: 'Digitaal abonnement (maand)',
      price: 1295,
      taxPercentage: 9,
      sku: 'ABO-DIG-M',
      categories: [category.abonnementen],
      recurrenceCount: 1,
      recurrenceUnit: 'MONTHS',
      invoiceMode: 'INVOICE',
      autoActivate: true,
      tagsBirth: [access.documentId],
      tagsWill: [access.documentId],
    },
    {
      type: 'SUBSCRIPTION',
      name: 'Digitaal abonnement (jaar)',
      price: 12900,
      taxPercentage: 9,
      sku: 'ABO-DIG-J',
      categories: [category.abonnementen],
      recurrenceCount: 1,
      recurrenceUnit: 'YEARS',
      invoiceMode: 'INVOICE',
      tagsBirth: [access.documentId],
    },
    ...DEMO_VACANCY_PRODUCTS.map((data) => ({ ...data, categories: [category.vacaturebank] })),
    {
      type: 'TICKET',
      name: 'Lezersavond 2026',
      price: 1750,
      taxPercentage: 9,
      sku: 'TICKET-LA26',
      categories: [category.evenementen],
      ticketSaleBeginsAt: inYear(-30),
      ticketSaleEndsAt: inYear(30),
      stock: 200,
      maxPurchase: 4,
    },
    {
      type: 'PRODUCT',
      name: 'Jaarboek 2026',
      price: 2495,
      taxPercentage: 9,
      sku: 'BOEK-JB26',
      categories: [category.webwinkel],
      maxPurchase: 10,
    },
  ];
  for (const data of products)
    await strapi.documents(PRODUCT).create({ data: { ...data, channel: channelId, published: true } });
}

export async function seedDemoSales(strapi) {
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoSalesSeeded' })) return false;
  if ((await strapi.db.query(CHANNEL).count()) === 0) {
    for (const data of DEMO_CHANNELS) await strapi.documents(CHANNEL).create({ data });
  }
  const channel = await strapi.db.query(CHANNEL).findOne({ where: { isDefault: true } });
  if ((await strapi.db.query(PRODUCT).count()) === 0 && channel) await seedDemoCatalogue(strapi, channel.documentId);
  await seedDemoSalesHistory(strapi);
  await seedDemoInvoices(strapi);
  await store.set({ key: 'demoSalesSeeded', value: new Date().toISOString() });
  return true;
}
