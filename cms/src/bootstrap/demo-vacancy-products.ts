// On its own (no imports): the vacancy demo and the tests that read its constants load it without Strapi.
/** The vacancy products (the vacancy demo buys them for its employer, and makes them when the catalogue lacks them). */
export const DEMO_VACANCY_PRODUCTS = [
  {
    type: 'VACANCY',
    name: 'Vacatureplaatsing 30 dagen',
    price: 34900,
    taxPercentage: 21,
    sku: 'VAC-30',
    maxVacancies: 1,
  },
  {
    type: 'VACANCY_OPTION',
    name: 'Uitgelichte vacature',
    price: 9900,
    taxPercentage: 21,
    sku: 'VAC-UIT',
    vacancyOption: 'HIGHLIGHT',
  },
  {
    type: 'VACANCY_OPTION',
    name: 'Vacature langer online',
    price: 4900,
    taxPercentage: 21,
    sku: 'VAC-LANG',
    vacancyOption: 'LONGER_RUN',
  },
];
