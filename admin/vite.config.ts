import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';

// The product version is the root package.json version (DESIGN: "version = root package.json").
const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const strapi = 'http://localhost:1337';

export default defineConfig({
  base: '/',
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  resolve: {
    alias: {
      // Shared constants are read from source so neither half needs a build step first.
      '@newsroom/config': fileURLToPath(new URL('../config/src/index.ts', import.meta.url)),
      // `@/` is admin/src, so a screen deep in resources/ imports shared pieces without climbing folders.
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': strapi, '/graphql': strapi, '/uploads': strapi },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        // React and its router change less often than our code: their own file stays cached across releases.
        // Nothing else is named: a named chunk takes every module of its libraries, also those only one
        // screen uses (rich-text editor, wizard steps), and would load them up front. Left to Rollup, they
        // stay with the screens that import them and load when those are first opened (C14,
        // scripts/bundle-budget.mjs).
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/router)\//.test(id)
            ? 'vendor'
            : undefined,
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The machine is shared with the CMS build: two workers at most.
    pool: 'threads',
    poolOptions: { threads: { maxThreads: 2, minThreads: 1 }, forks: { maxForks: 2, minForks: 1 } },
    // Tests that move the browser's time zone (process.env.TZ): only a process of their own picks that up.
    poolMatchGlobs: [['**/*.tz.test.{ts,tsx}', 'forks']],
    testTimeout: 20000,
  },
});
