import { defineConfig } from 'vitest/config';

const PWA_TEST = {
  environment: 'jsdom' as const,
  setupFiles: ['pwa/testing/setup.ts'],
  testTimeout: 15_000,
};

/** PWA test files that run in a jsdom and module cache of their own (see the pwa project). */
export const PWA_ISOLATED = [
  'pwa/app/early-listener.test.ts',
  'pwa/app/first-use.test.tsx',
  'pwa/app/first-use-held.test.tsx',
  'pwa/app/hydration-first-render.test.tsx',
  'pwa/app/layout/offline-banner.test.tsx',
  'pwa/app/pwa-install/install-app.test.tsx',
  'pwa/app/server-styles.test.tsx',
  'pwa/features/beach/beach-page.test.tsx',
  'pwa/features/beach/plan/best-time-section.test.tsx',
  'pwa/features/my-beaches/push-reminders.test.tsx',
  'pwa/features/beach/dog-rules/dog-rules-section.test.tsx',
  'pwa/features/beach/tides/tide-card-offline.test.tsx',
  'pwa/features/beach/tides/tide-card.test.tsx',
  'pwa/features/beach/places/water-quality-card.test.tsx',
  'pwa/features/community/upload-page.test.tsx',
  'pwa/features/contact/contact-form.test.tsx',
  'pwa/features/home/home-map-section.test.tsx',
  'pwa/ui/outbox/waiting-list.test.tsx',
  'pwa/features/water-quality/water-quality-page.test.tsx',
  'pwa/data/outbox/downscale-image.test.ts',
  'pwa/data/mirror/mirror-sync.test.ts',
  'pwa/data/mirror/mirror.test.ts',
  'pwa/data/outbox/outbox-runner.test.ts',
  'pwa/ui/map/beach-popup.test.ts',
  'pwa/ui/map/leaflet-layers.test.ts',
  'pwa/ui/map/map-load-boundary.test.tsx',
  'pwa/ui/map/save-map-offline-button.test.tsx',
  'pwa/ui/map/tile-watch.test.ts',
  'pwa/ui/share-menu.test.tsx',
];

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
        // The PWA's test files share a worker's jsdom and module cache (a jsdom and the app's
        // modules per file took most of the project's time: 220 s, now 113 s), except those that
        // change what others would see: they mock modules (vi.mock), stub globals, fake the clock,
        // write the document themselves, or keep state in modules (the install offer, the mirror's
        // hint, the map's loader). A file added of that kind belongs in PWA_ISOLATED
        // (scripts/test-isolation.test.ts checks the first four kinds).
        test: {
          name: 'pwa',
          include: ['pwa/**/*.test.{ts,tsx}'],
          exclude: PWA_ISOLATED,
          isolate: false,
          ...PWA_TEST,
        },
      },
      {
        test: { name: 'pwa-isolated', include: PWA_ISOLATED, ...PWA_TEST },
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
