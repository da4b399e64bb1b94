import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/** The port the end-to-end suite's server listens on (the app's own default stays free). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4199);


export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx src/server.ts',
    url: `http://localhost:${E2E_PORT}/api/config`,
    reuseExistingServer: false,
    // The server creates a fresh embedded database first: seconds, more on a busy machine.
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      GITHUB_REPO: '',
      HANDCASH_APP_ID: '',
      HANDCASH_APP_SECRET: '',
      EDITOR_ENABLED: 'true',
      // A database of this run's own, so no claim from an earlier run shows (and ./data stays untouched).
      DATA_DIR: join(tmpdir(), `workbench-e2e-${E2E_PORT}-${Date.now()}`),
    },
  },
});
