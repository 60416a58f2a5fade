import { defineConfig, devices } from '@playwright/test';
import { freshDataDir } from './lib/testing/fresh-data-dir';
import { E2E_FEED_LOOKBACK_S } from './e2e/support/feed-lookback';
import { E2E_AUTH_ENV, storageStatePath } from './e2e/support/session-state';

/** Fixed loopback ports; override them to run two suites side by side. */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110);
const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
const ADMIN_STATE = storageStatePath('admin');

// Inherited by the web servers below and by the extra servers specs start with process.env.
Object.assign(process.env, E2E_AUTH_ENV);
// The suite's servers share one key, each with a budget of its own: a history sync in each would
// spend it in the background under every spec. The sync's own spec turns it on for its server.
process.env.FLOTA_SYNC_DAYS ??= '0';
// The app's store, empty at each run. Made by the runner alone: its workers load this file too,
// with its environment (not FLOTA_DATA_DIR itself, or every extra server would share it).
process.env.E2E_APP_DATA_DIR ??= freshDataDir();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    locale: 'es-AR',
    // Browsers elsewhere in the world must still see Argentina time.
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    // Signs in once per e2e user and saves the cookies (e2e/support/auth.ts).
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      // Every spec starts signed in as admin unless it says otherwise (test.use({ storageState })).
      use: { ...devices['Desktop Chrome'], storageState: ADMIN_STATE },
      dependencies: ['setup'],
    },
  ],
  webServer: [
    {
      command: 'npm run sim',
      url: `${SIM_URL}/v1/openapi.json`,
      env: { SIM_HOST: '127.0.0.1', SIM_PORT: String(SIM_PORT), SIM_CONFIG: 'e2e/fixtures/sim-config.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node --enable-source-maps dist/server/main.mjs -H 127.0.0.1 -p ${APP_PORT}`,
      url: `http://127.0.0.1:${APP_PORT}/`,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        FLEET_API_BASE_URL: SIM_URL,
        FLEET_API_KEY: 'svc_live_e2e_central',
        FLOTA_EVENTS_LOOKBACK_S: String(E2E_FEED_LOOKBACK_S),
        FLOTA_DATA_DIR: process.env.E2E_APP_DATA_DIR,
        ...E2E_AUTH_ENV,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
