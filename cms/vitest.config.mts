import { configDefaults, defineConfig } from 'vitest/config';

// API tests boot a real Strapi (compiled dist/) on a throw-away database per test file.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The tests that need Redis run in their own suite (vitest.redis.mts).
    exclude: [...configDefaults.exclude, 'tests/**/*bullmq*.test.ts', 'tests/**/*.redis.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/global-setup.ts'],
  },
});
