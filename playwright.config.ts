import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { FAKE_GITHUB_PORT, GATEWAY_APP_PORT, GATEWAY_WEBHOOK_SECRET } from './tests/e2e/support/gatewaySetup';

/** The port the end-to-end suite's server listens on (the app's own default stays free). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4199);
/** The fake OpenAI-compatible model the assistant streams from in end-to-end tests (on loopback, beside the app). */
const FAKE_MODEL_PORT = E2E_PORT + 50;


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
    // The app's service worker would answer the pages' requests in place of the server (and of `page.route`): off
    // in every spec but the offline one (tests/e2e/offline.spec.ts), which turns it on.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'embedded', testIgnore: '**/gateway*.spec.ts' },
    // The GitHub gateway on, reading a fake GitHub of 250 issues on 3 pages.
    { name: 'gateway', testMatch: '**/gateway*.spec.ts', use: { baseURL: `http://localhost:${GATEWAY_APP_PORT}` } },
  ],
  webServer: [
  {
    command: 'node --import tsx tests/e2e/support/fakeModelServer.ts',
    url: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1/models`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { FAKE_MODEL_PORT: String(FAKE_MODEL_PORT) },
  },
  {
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
      AI_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
      // A database of this run's own, so no claim from an earlier run shows (and ./data stays untouched).
      DATA_DIR: join(tmpdir(), `workbench-e2e-${E2E_PORT}-${Date.now()}`),
    },
  },
  {
    command: 'node --import tsx tests/e2e/support/fakeGitHubServer.ts',
    url: `http://127.0.0.1:${FAKE_GITHUB_PORT}/_control/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  {
    command: 'node --import tsx src/server.ts',
    url: `http://localhost:${GATEWAY_APP_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(GATEWAY_APP_PORT),
      GITHUB_REPO: 'o/r',
      GITHUB_TOKEN: 'e2e-token',
      GITHUB_API_URL: `http://127.0.0.1:${FAKE_GITHUB_PORT}`,
      GITHUB_WEBHOOK_SECRET: GATEWAY_WEBHOOK_SECRET,
      HANDCASH_APP_ID: '',
      HANDCASH_APP_SECRET: '',
      EDITOR_ENABLED: 'true',
      DATA_DIR: join(tmpdir(), `workbench-e2e-${GATEWAY_APP_PORT}-${Date.now()}`),
    },
  },
  ],
});
