import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'db/*dataset.test.ts'],
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
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
