import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** e2e specs drive the real built app, served by `npm start` on a fresh in-memory database. */
export default defineConfig({
  testDir: 'e2e',
  // Separate artefacts per build dir, so parallel runs on other ports don't collide.
  outputDir: `test-results/${process.env.PWA_OUT_DIR ?? 'dist'}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // Tests tagged @any-screen check what no screen size changes (the outbox's fault orders, the
    // worker's caching, the sync): they run on desktop (with PGlite and PostgreSQL) only, which
    // keeps CI under 30 minutes.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grepInvert: /@any-screen/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx api/start.ts',
    url: `http://localhost:${PORT}/api/stats`,
    env: {
      PORT: String(PORT),
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      PWA_OUT_DIR: process.env.PWA_OUT_DIR ?? 'dist',
      // Repeated sign-ups from one address would otherwise hit the per-IP registration limit.
      RATE_LIMIT_SCALE: '10',
      // /api/test-hooks, so the offline spec can change data on the server (refused in production).
      E2E_TEST_HOOKS: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
