import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { CONTRACT_DIALOG_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { PAYOUTS_DUE_TEXTS, payNowLabel } from '../../src/ui/pages/contracts/payoutsDue.texts';
import { startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { startFakeHandCashConnect, type FakeHandCashConnect } from './support/fakeHandCashConnect';
import { ContractsPage } from './pages/ContractsPage';
import { expect, test } from './support/test';

/**
 * Pay on merge end to end, in the live mode, through fakes on loopback: GitHub's REST API and its signed webhooks, and
 * HandCash Connect (profiles and payments). This spec runs its own server on `E2E_PORT + 3100` (+ 50 is the fake
 * model's, + 1000 and + 2000 the gateway run's, + 3000 the shared claims spec's).
 */
const PORT = E2E_PORT + 3100;
const SECRET = 'pay-on-merge-secret';
const MAINTAINER = { token: 'a'.repeat(64), handle: 'maint_e2e' };
const CLAIMANT = { token: 'b'.repeat(64), handle: 'octo_e2e', github: 'octo-e2e' };

let github: FakeGitHub;
let handcash: FakeHandCashConnect;
let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  github = await startFakeGitHub({ issues: 3, pulls: [] });
  handcash = await startFakeHandCashConnect({ [MAINTAINER.token]: MAINTAINER.handle, [CLAIMANT.token]: CLAIMANT.handle });
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-pay-on-merge-'));
  server = await startServer(PORT, {
    DATA_DIR: dataDir,
    GITHUB_REPO: 'o/r',
    GITHUB_TOKEN: 'e2e-token',
    GITHUB_API_URL: github.url,
    GITHUB_WEBHOOK_SECRET: SECRET,
    HANDCASH_APP_ID: 'e2e-app',
    HANDCASH_APP_SECRET: 'e2e-secret',
    HANDCASH_CONNECT_URL: handcash.url,
    MAINTAINER_HANDLES: MAINTAINER.handle,
    BSV_PER_BAPP: '0.00001',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await handcash?.close();
  await github?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A person's own browser context, signed in with their wallet token, on the contracts page. */
async function signedIn(browser: Browser, token: string, problems: string[]): Promise<{ context: BrowserContext; page: Page; contracts: ContractsPage }> {
  const base = `http://localhost:${PORT}`;
  const context = await browser.newContext({ baseURL: base });
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  context.on('weberror', (error) => problems.push(error.error().message));
  const answer = await context.request.post('/api/session', { data: { authToken: token }, headers: { Origin: base } });
  expect(answer.status()).toBe(200);
  const page = await context.newPage();
  const contracts = new ContractsPage(page);
  await contracts.open();
  return { context, page, contracts };
}

/** Delivers a signed `pull_request` event, as GitHub does after a change; resolves to the HTTP status. */
async function deliver(body: Record<string, unknown>): Promise<number> {
  const text = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', SECRET).update(text).digest('hex')}`;
  const answer = await fetch(`${server.url}/api/github/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': 'pull_request', 'X-Hub-Signature-256': signature },
    body: text,
  });
  return answer.status;
}

/** A pull request on the fake GitHub by `login`, whose body says `body`. */
function openPull(number: number, login: string, body: string): void {
  github.pulls.unshift({
    number,
    html_url: `https://github.com/o/r/pull/${number}`,
    title: `Work ${number}`,
    body,
    state: 'open',
    merged_at: null,
    updated_at: '2026-11-26T10:00:00Z',
    user: { login },
  });
}

/** Merges pull request `number`, which closes issue `issueNumber` as GitHub does for a closing keyword. */
function merge(number: number, issueNumber: number): void {
  github.merge(number);
  const issue = github.issues.find((item) => item['number'] === issueNumber);
  if (issue !== undefined) Object.assign(issue, { state: 'closed', updated_at: '2026-11-26T11:00:00Z' });
}

async function claim(contracts: ContractsPage, title: string): Promise<void> {
  await contracts.openDetails(title);
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
  await contracts.dialog.getByLabel(/GitHub username/).fill(CLAIMANT.github);
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
  await expect(contracts.dialog).toBeHidden();
  await expect(contracts.card(title).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');
}

const statusOf = (contracts: ContractsPage, title: string) => contracts.card(title).locator('[data-status]');

test('with automatic payout on, the claimant’s merged pull request pays once with no click; another login’s leaves the claim alone', async ({ browser }) => {
  const problems: string[] = [];
  const maintainer = await signedIn(browser, MAINTAINER.token, problems);
  const panel = maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title });
  // The switch shows the server's answer: it turns once the choice is kept.
  await panel.getByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge }).click();
  await expect(panel.getByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge })).toBeChecked();

  const claimant = await signedIn(browser, CLAIMANT.token, problems);
  const title = 'Fake issue 3';
  await claim(claimant.contracts, title);

  // Another login's pull request closing the issue: the claim stays.
  openPull(60, 'mallory', 'Fixes #3');
  expect(await deliver({ action: 'opened', pull_request: { number: 60 } })).toBe(202);
  // The claimant's: under review for them.
  openPull(61, CLAIMANT.github, 'This closes: #3');
  expect(await deliver({ action: 'opened', pull_request: { number: 61 } })).toBe(202);
  await expect(statusOf(claimant.contracts, title)).toHaveAttribute('data-status', 'submitted');
  await expect(claimant.contracts.card(title)).toContainText('#61');
  await expect(claimant.contracts.card(title)).not.toContainText('#60');

  // The merge: completed, and paid from the maintainer's wallet with no click.
  merge(61, 3);
  const merged = { action: 'closed', pull_request: { number: 61, merged: true } };
  expect(await deliver(merged)).toBe(202);
  await expect(statusOf(maintainer.contracts, title)).toHaveAttribute('data-status', 'completed');
  await expect.poll(() => handcash.payments.length, { timeout: 10_000 }).toBe(1);
  expect(handcash.payments[0]).toEqual({ payer: MAINTAINER.handle, body: expect.objectContaining({ receivers: [{ sendAmount: 0.01, destination: CLAIMANT.handle }] }) });

  // GitHub delivers the same event again: nothing more is paid.
  expect(await deliver(merged)).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(handcash.payments).toHaveLength(1);
  await maintainer.page.reload();
  await expect(maintainer.contracts.card(title)).toContainText(`$${CLAIMANT.handle}`);
  await expect(maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title })).toContainText(PAYOUTS_DUE_TEXTS.none);
  for (const person of [maintainer, claimant]) await person.context.close();
  expect(problems).toEqual([]);
});

test('with automatic payout off, Payouts due lists the completed contract and one click pays it', async ({ browser }) => {
  const problems: string[] = [];
  const maintainer = await signedIn(browser, MAINTAINER.token, problems);
  const panel = maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title });
  const payOnMerge = panel.getByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge });
  await expect(payOnMerge).toBeChecked();
  await payOnMerge.click();
  await expect(payOnMerge).not.toBeChecked();

  const claimant = await signedIn(browser, CLAIMANT.token, problems);
  const title = 'Fake issue 2';
  await claim(claimant.contracts, title);
  openPull(62, CLAIMANT.github, 'Fixes o/r#2');
  expect(await deliver({ action: 'opened', pull_request: { number: 62 } })).toBe(202);
  await expect(statusOf(claimant.contracts, title)).toHaveAttribute('data-status', 'submitted');
  merge(62, 2);
  expect(await deliver({ action: 'closed', pull_request: { number: 62, merged: true } })).toBe(202);
  await expect(statusOf(maintainer.contracts, title)).toHaveAttribute('data-status', 'completed');

  const payNow = panel.getByRole('button', { name: payNowLabel(CLAIMANT.handle, '0.01') });
  await expect(panel.getByRole('listitem')).toHaveText([new RegExp(`#2 ${title}`)]);
  expect(handcash.payments).toHaveLength(1);
  await payNow.click();
  await expect(panel).toContainText(PAYOUTS_DUE_TEXTS.none);
  expect(handcash.payments).toHaveLength(2);
  expect(handcash.payments[1]?.body).toEqual(expect.objectContaining({ receivers: [{ sendAmount: 0.01, destination: CLAIMANT.handle }] }));
  for (const person of [maintainer, claimant]) await person.context.close();
  expect(problems).toEqual([]);
});
