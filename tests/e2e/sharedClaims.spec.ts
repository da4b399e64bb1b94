import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { CONTRACT_DIALOG_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { CLAIM_TEXTS } from '../../src/ui/pages/contracts/claims.texts';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { ContractsPage } from './pages/ContractsPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/**
 * This spec runs its own server (it restarts it), on its own port and its own embedded database: `E2E_PORT + 50` is
 * the fake model's, + 1000 and + 2000 the gateway run's.
 */
const PORT = E2E_PORT + 3000;
const CONTRACT = 'Exchange order book view';
const [alice, bob] = [SANDBOX_ACCOUNTS[0]!, SANDBOX_ACCOUNTS[1]!];

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  // A fresh embedded database takes a while to create on a busy machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-claims-'));
  server = await startServer(PORT, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser context of its own (another person), failing on console errors other than `expected`. */
async function person(browser: Browser, problems: string[], expected: RegExp[] = []): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  context.on('console', (message) => {
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) problems.push(message.text());
  });
  context.on('weberror', (error) => problems.push(error.error().message));
  return { context, page: await context.newPage() };
}

async function openSignedIn(page: Page, handle: string): Promise<ContractsPage> {
  const contracts = new ContractsPage(page);
  await contracts.open();
  await new SignInPage(page).signInAs(handle);
  await page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  return contracts;
}

test('claims are shared: A claims, B sees it and cannot claim, A releases, B claims, and it survives a restart', async ({ browser }) => {
  const problems: string[] = [];
  const a = await person(browser, problems);
  // B's refused claim answers 409, which Chromium logs: that refusal is the point of this step.
  const b = await person(browser, problems, [/status of 409/]);
  const pageA = await openSignedIn(a.page, alice.handle);
  const pageB = await openSignedIn(b.page, bob.handle);
  for (const [page, handle] of [[a.page, alice], [b.page, bob]] as const) {
    expect(await new SignInPage(page).readableByScripts()).not.toContain(sandboxToken(handle));
  }

  // A signs in with GitHub (the sandbox's page), then claims as that login: a typed one is not taken.
  await pageA.linkSandboxGitHub(CONTRACT, 'sandbox-alice');
  await pageA.openDetails(CONTRACT);
  await pageA.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
  await expect(pageA.dialog.getByLabel(/GitHub username/)).toHaveValue('sandbox-alice');
  await pageA.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
  await expect(pageA.dialog).toBeHidden();
  await expect(pageA.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');

  // B, whose page loaded before the claim, sees it without a reload (the server's change event): who holds it and
  // since when, and no claim is offered.
  await expect(pageB.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');
  await pageB.openDetails(CONTRACT);
  await expect(pageB.dialog).toContainText(/Claimed by sandbox-alice \(\$sandbox_alice\) since \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  await expect(pageB.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract })).toHaveCount(0);
  await expect(pageB.dialog.getByRole('button', { name: CLAIM_TEXTS.releaseClaim })).toHaveCount(0);
  await pageB.dialog.getByRole('button', { name: 'Close' }).click();

  // A releases.
  await pageA.openDetails(CONTRACT);
  await pageA.dialog.getByRole('button', { name: CLAIM_TEXTS.releaseClaim }).click();
  await expect(pageA.dialog).toBeHidden();
  await expect(pageA.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'available');

  // B reloads, sees it free, and claims it.
  await b.page.reload();
  await b.page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  await pageB.linkSandboxGitHub(CONTRACT, 'sandbox-bob');
  await pageB.openDetails(CONTRACT);
  await pageB.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
  await expect(pageB.dialog.getByLabel(/GitHub username/)).toHaveValue('sandbox-bob');
  await pageB.dialog.getByLabel(/HandCash handle/).fill('$bobcash');
  await pageB.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
  await expect(pageB.dialog).toBeHidden();

  // The server is killed and started again; a third visitor, signed out, sees B's claim. (A's and B's pages close
  // first: a killed server breaks their open change streams, which Chromium reports on the console.)
  for (const { context } of [a, b]) await context.close();
  await server.stop('SIGKILL');
  server = await startServer(PORT, { DATA_DIR: dataDir });
  const c = await person(browser, problems);
  const pageC = new ContractsPage(c.page);
  await pageC.open();
  await expect(pageC.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');
  await expect(pageC.card(CONTRACT)).toContainText(/\$bobcash · [67]d \d+h left/);
  await expect(new SignInPage(c.page).signInButton).toBeVisible();
  await pageC.openDetails(CONTRACT);
  await expect(pageC.dialog).toContainText('Claimed by sandbox-bob ($bobcash) since');

  await c.context.close();
  expect(problems).toEqual([]);
});
