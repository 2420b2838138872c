import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Journeys run against the built product (console + CMS on one origin) in Debian's Chromium.
// A second server reports a newer version, for the update-available modal.
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT || 1410);
const NEWER_PORT = PORT + 1;
/** The meet journey's stand-in Jitsi server listens here (started by the spec itself, docs/meet.md). */
export const MEET_STANDIN_PORT = PORT + 7;
export const MEET_SECRET = 'e2e-meet-secret';
/** The settings journey's stand-in share provider (docs/settings.md), started by the spec itself. */
export const SOCIAL_STANDIN_PORT = PORT + 8;
const server = path.resolve(here, '..', '..', 'scripts', 'e2e-server.mjs');

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  // scripts/test.mjs asks for the JSON report (to count results); a developer's run just lists.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: path.resolve(here, '..', '..', 'test-results', 'e2e'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node ${server}`,
      url: `http://127.0.0.1:${PORT}/_health`,
      // The push journey's local push service is plain http on 127.0.0.1 (docs/push.md "Endpoints").
      env: {
        PORT: String(PORT),
        PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
        MEET_URL: `http://127.0.0.1:${MEET_STANDIN_PORT}`,
        MEET_APP_ID: 'newsroom',
        MEET_SECRET,
        MEET_SUPPORT_EMAIL: 'support@example.com',
        SOCIAL_SHARE_URL: `http://127.0.0.1:${SOCIAL_STANDIN_PORT}/share`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `node ${server}`,
      url: `http://127.0.0.1:${NEWER_PORT}/_health`,
      env: { PORT: String(NEWER_PORT), APP_VERSION_OVERRIDE: '99.0.0' },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});

export const NEWER_BASE_URL = `http://127.0.0.1:${NEWER_PORT}`;
