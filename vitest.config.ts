import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core runs test files. Left to itself Vitest ran one file at a time on this 2-core
    // machine (four files that each wait 4 s took 16 s; with two workers, 8 s; the API suite on
    // PostgreSQL 209 s → 156 s). The API test files each work on their own copy of the database,
    // so they run side by side.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'db/*dataset.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'pwa',
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['pwa/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'db/migrations.test.ts'],
          environment: 'node',
          globalSetup: ['api/testing/global-setup.ts'],
          // The API test files share a worker's module cache: each builds its own app on its own
          // database copy, so nothing they hold is global, and importing the app graph once per
          // worker instead of once per file took the project from 290 s to 159 s on PGlite and the
          // PostgreSQL run (test:pg) from 171 s to 65 s — CI back under 30 minutes.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
