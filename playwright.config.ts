import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/admin-steps.ts';

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
    // A trace records a snapshot and a screenshot at every step, which made each test 2–5× slower
    // (axe alone: 5 s instead of 2): it is recorded on the retry of a failed test only.
    trace: 'on-first-retry',
  },
  projects: [
    // Tests run at desktop size, except the nine tagged @phone, which run at a phone's size only:
    // the screens people use at the beach, where the layout changes (a beach page with its rules
    // and the right-now line, the listing with its menu, offline, the outbox screens, the iPhone
    // install note, the admin dashboard's tab row), with axe at that size. Running tests at both
    // sizes took CI past 30 minutes on these 2-core machines.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
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
      // The first admin, made on start (e2e/admin-steps.ts signs in with it).
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
