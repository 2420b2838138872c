// The environment every test app boots with (tests/helpers/app.ts), shared with the template database
// built once per run (template-build.cjs): a template is only a valid start when it was seeded the same way.
const { randomBytes } = require('node:crypto');

const secret = () => randomBytes(16).toString('base64');

/** Settings that change what a first boot seeds: an app started with one of these gets a fresh database. */
const SEEDING_KEYS = /^(DEMO_|NODE_ENV$)/;

function testEnv() {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
    STARTUP_MESSAGE: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    SERVE_ADMIN_PANEL: 'false',
    CRON_ENABLED: 'false',
    // The year of demo orders (2,000) would slow every boot; demo-sales.test.ts turns it on.
    DEMO_SALES_HISTORY: 'false',
    // Demo campaigns, lists and segments would stand in every engagement test's counts; demo-engagement.test.ts turns them on.
    DEMO_ENGAGEMENT: 'false',
    // Demo forms and their submissions (leads, log lines, outbox mail) would stand in the forms tests' counts; demo-forms.test.ts turns them on.
    DEMO_FORMS: 'false',
    // Demo zones (home-top ...) would stand in the marketing tests' keys; demo-marketing.test.ts turns them on.
    DEMO_MARKETING: 'false',
    // Demo subscriptions would make invoices in the sales tests' counts.
    DEMO_SUBSCRIPTIONS: 'false',
    // Demo vacancies would stand in the vacancy tests' lists; demo-vacancies.test.ts turns them on.
    DEMO_VACANCIES: 'false',
    // Demo events and partners would stand in the events tests' lists; demo-events.test.ts turns them on.
    DEMO_EVENTS: 'false',
    DEMO_TICKETS: 'false',
    // Demo folders and images (/files) would stand in the file manager tests' root listing.
    DEMO_FILES: 'false',
    // Demo social accounts and shares would stand in the settings tests' defaults and lists.
    DEMO_SETTINGS: 'false',
    DEMO_DATA: 'true',
    DEMO_CONTENT_ITEMS: '0',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

const seedsDifferently = (extraEnv) => Object.keys(extraEnv).some((key) => SEEDING_KEYS.test(key));

module.exports = { testEnv, seedsDifferently };
