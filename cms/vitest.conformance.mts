import { defineConfig } from 'vitest/config';

// The UBL conformance layer (`node scripts/test.mjs ubl`): documents made through the API, checked by the
// official validators in shared/validators (see conformance/validators.ts).
export default defineConfig({
  test: {
    include: ['conformance/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/global-setup.ts'],
  },
});
