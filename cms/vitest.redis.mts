import { configDefaults, defineConfig } from 'vitest/config';

// The API tests that need Redis (BullMQ workers, several processes): `*bullmq*.test.ts` and `*.redis.test.ts`, left out of the default run
// (vitest.config.mts) so a machine without Redis still passes it. Fails at once when Redis is absent.
export default defineConfig({
  test: {
    include: ['tests/**/*bullmq*.test.ts', 'tests/**/*.redis.test.ts'],
    exclude: configDefaults.exclude,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 1, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/redis-setup.ts'],
  },
});
