/**
 * Demo sales set-up: two channels (the default one in euros with a continuing serial, an
 * international one in dollars numbered per year). Through the document service, so they pass the
 * channel rules. Seeded once per database (its own key, so older demo databases get it too).
 */
const CHANNEL = 'api::channel.channel';

export const DEMO_CHANNELS = [
  {
    name: 'De Dagkrant',
    company: 'Dagkrant Media B.V.',
    street: 'Oudegracht',
    houseNumber: '120',
    postcode: '3511 AX',
    city: 'Utrecht',
    country: 'NL',
    coc: '30123456',
    vat: 'NL004495445B01',
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
    company: 'Dagkrant Media B.V.',
    street: 'Oudegracht',
    houseNumber: '120',
    postcode: '3511 AX',
    city: 'Utrecht',
    country: 'NL',
    coc: '30123456',
    vat: 'NL004495445B01',
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

export async function seedDemoSales(strapi) {
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoSalesSeeded' })) return false;
  if ((await strapi.db.query(CHANNEL).count()) === 0) {
    for (const data of DEMO_CHANNELS) await strapi.documents(CHANNEL).create({ data });
  }
  await store.set({ key: 'demoSalesSeeded', value: new Date().toISOString() });
  return true;
}
