import { defineConfig } from '@playwright/test';

/** The port the end-to-end suite's server listens on (the app's own default stays free). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4199);

/**
 * Chromium flags: headless in a root sandbox, and nothing that calls Google's hosts; the resolver rule makes any
 * host but localhost unresolvable, so no request can leave the machine.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx src/server.ts',
    url: `http://localhost:${E2E_PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      GITHUB_REPO: '',
      HANDCASH_APP_ID: '',
      HANDCASH_APP_SECRET: '',
      EDITOR_ENABLED: 'true',
    },
  },
});
