import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { GITHUB_IDENTITY_CALLBACK_PATH } from '../../src/adapters/http/githubIdentityPaths';
import { AUTO_PAYOUT_SWITCH_TEXTS } from '../../src/ui/pages/contracts/autoPayoutSwitch.texts';
import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { CONTRACT_TEXTS } from '../../src/ui/pages/contracts/contracts.texts';
import { PAYOUT_DUE_REASONS, PAYOUTS_DUE_TEXTS, payNowLabel } from '../../src/ui/pages/contracts/payoutsDue.texts';
import { startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { startFakeHandCashConnect, type FakeHandCashConnect } from './support/fakeHandCashConnect';
import { ContractsPage } from './pages/ContractsPage';
import { expect, test } from './support/test';

/**
 * Pay on merge end to end, in the live mode, through fakes on loopback: GitHub's REST API, its OAuth web flow (the
 * claimant links their login with "Sign in with GitHub") and its signed webhooks, and HandCash Connect (profiles and
 * payments). This spec runs its own server on `E2E_PORT + 3100` (+ 50 is the fake
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
  github.oauth.login = CLAIMANT.github;
  handcash = await startFakeHandCashConnect({ [MAINTAINER.token]: MAINTAINER.handle, [CLAIMANT.token]: CLAIMANT.handle });
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-pay-on-merge-'));
  server = await startServer(PORT, {
    DATA_DIR: dataDir,
    GITHUB_REPO: 'o/r',
    GITHUB_TOKEN: 'e2e-token',
    GITHUB_API_URL: github.url,
    GITHUB_WEBHOOK_SECRET: SECRET,
    // GitHub's OAuth web flow: the fake's authorize page, token exchange and `/user`, on the same loopback port.
    GITHUB_CLIENT_ID: github.oauth.clientId,
    GITHUB_CLIENT_SECRET: github.oauth.clientSecret,
    GITHUB_OAUTH_URL: github.url,
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

/** Delivers a signed `pull_request` (or `event`) event, as GitHub does after a change (its delivery id once per event, kept when it delivers again); resolves to the HTTP status. */
async function deliver(body: Record<string, unknown>, delivery: string = randomUUID(), event = 'pull_request'): Promise<number> {
  const text = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', SECRET).update(text).digest('hex')}`;
  const answer = await fetch(`${server.url}/api/github/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': event, 'X-GitHub-Delivery': delivery, 'X-Hub-Signature-256': signature },
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
    // Opened now: after the claim, so new work when its author is the claimant.
    created_at: new Date().toISOString(),
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

/**
 * The claimant links their GitHub login through GitHub's OAuth web flow (the fake's authorize page sends the browser
 * back with a code the server exchanges with the client secret), then claims: the claim records the linked login.
 */
async function linkGitHubAndClaim(contracts: ContractsPage, title: string): Promise<void> {
  await contracts.openDetails(title);
  const asked = github.oauth.requests.length;
  const callback = contracts.page.waitForRequest((request) => request.url().includes(`${GITHUB_IDENTITY_CALLBACK_PATH}?`));
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }).click();
  // The browser went to the fake's authorize page, which sent it back to the server's callback with a code.
  expect(new URL((await callback).url()).searchParams.get('code')).toMatch(/^[0-9a-f]{20}$/);
  await expect(contracts.page).toHaveURL(/\/contracts$/);
  await contracts.heading.waitFor();
  await contracts.page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  // The server exchanged the code with the client secret, then read the login with the token it got.
  expect(github.oauth.requests.slice(asked).map(({ method, path, body }) => ({ method, path: path.split('?')[0], secret: body?.client_secret ?? null }))).toEqual([
    { method: 'GET', path: '/login/oauth/authorize', secret: null },
    { method: 'POST', path: '/login/oauth/access_token', secret: github.oauth.clientSecret },
    { method: 'GET', path: '/user', secret: null },
  ]);

  await contracts.openDetails(title);
  await expect(contracts.dialog).toContainText(`${GITHUB_IDENTITY_TEXTS.signedInAs} ${CLAIMANT.github}`);
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
  const username = contracts.dialog.getByLabel(/GitHub username/);
  await expect(username).toHaveValue(CLAIMANT.github);
  await expect(username).toHaveAttribute('readonly', '');
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
  await expect(contracts.dialog).toBeHidden();
  await expect(contracts.card(title).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');
}

/** The maintainer's switch of a contract's automatic payout, in its details, once it shows the server's choice. */
async function autoPayoutSwitch(contracts: ContractsPage, title: string) {
  await contracts.openDetails(title);
  const box = contracts.dialog.getByRole('checkbox', { name: AUTO_PAYOUT_SWITCH_TEXTS.label });
  await expect(box).toBeEnabled();
  return box;
}

const statusOf = (contracts: ContractsPage, title: string) => contracts.card(title).locator('[data-status]');

test('with automatic payout on, the claimant’s merged pull request pays once with no click; another login’s leaves the claim alone', async ({ browser }) => {
  const problems: string[] = [];
  const maintainer = await signedIn(browser, MAINTAINER.token, problems);
  const title = 'Fake issue 3';
  // This contract's own switch, in its details: it shows the server's answer, so it turns once the choice is kept.
  const payOnMerge = await autoPayoutSwitch(maintainer.contracts, title);
  await expect(payOnMerge).not.toBeChecked();
  await payOnMerge.click();
  await expect(payOnMerge).toBeChecked();
  await maintainer.page.reload();
  await expect(await autoPayoutSwitch(maintainer.contracts, title)).toBeChecked();
  await maintainer.page.keyboard.press('Escape');
  await expect(maintainer.contracts.dialog).toBeHidden();
  // Only this contract: the choice for all stays off.
  const panel = maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title });
  await expect(panel.getByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge })).not.toBeChecked();

  const claimant = await signedIn(browser, CLAIMANT.token, problems);
  await linkGitHubAndClaim(claimant.contracts, title);

  // The issue's author raises the reward after the claim (1,000 to 45,000 BAPP): the card says the terms changed
  // since the claim, beside the claimed reward; the merge below still pays the frozen 1,000 BAPP (0.01 BSV).
  const issue = github.issues.find((item) => item['number'] === 3);
  Object.assign(issue ?? {}, { body: '## Description\nWork for fake issue 3.\n\n**Token Reward:** 45,000 BAPP', updated_at: '2026-11-26T10:30:00Z' });
  expect(await deliver({ action: 'edited', issue: { number: 3 } }, randomUUID(), 'issues')).toBe(202);
  const claimedTerms = claimant.contracts.card(title).getByRole('region', { name: CONTRACT_TEXTS.claimedTermsLabel });
  await expect(claimedTerms).toContainText(CONTRACT_TEXTS.termsChanged);
  await expect(claimedTerms).toContainText('1,000 BAPP');
  await expect(claimant.contracts.card(title)).toContainText('45,000 BAPP');

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
  const mergeDelivery = randomUUID();
  expect(await deliver(merged, mergeDelivery)).toBe(202);
  await expect(statusOf(maintainer.contracts, title)).toHaveAttribute('data-status', 'completed');
  await expect.poll(() => handcash.payments.length, { timeout: 10_000 }).toBe(1);
  expect(handcash.payments[0]).toEqual({ payer: MAINTAINER.handle, body: expect.objectContaining({ receivers: [{ sendAmount: 0.01, destination: CLAIMANT.handle }] }) });

  // GitHub delivers the same event again: nothing more is paid.
  expect(await deliver(merged, mergeDelivery)).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(handcash.payments).toHaveLength(1);
  // The claimant's inbox told them (claimed, pull request opened, merged, paid): the menu bar counts the unread notices.
  await claimant.page.reload();
  await expect(claimant.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox, 0 briefs, [1-9]\d* unread notices?$/ })).toBeVisible();
  await maintainer.page.reload();
  await expect(maintainer.contracts.card(title)).toContainText(`$${CLAIMANT.handle}`);
  await expect(maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title })).toContainText(PAYOUTS_DUE_TEXTS.none);
  for (const person of [maintainer, claimant]) await person.context.close();
  expect(problems).toEqual([]);
});

test('with automatic payout on for all but off for this contract, Payouts due lists it once completed and one click pays it', async ({ browser }) => {
  const problems: string[] = [];
  const maintainer = await signedIn(browser, MAINTAINER.token, problems);
  const title = 'Fake issue 2';
  // Every contract paid on merge (the panel's switch for all)…
  const panel = maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title });
  const forAll = panel.getByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge });
  await expect(forAll).not.toBeChecked();
  await forAll.click();
  await expect(forAll).toBeChecked();
  // …but this one: its own switch shows the choice for all, and turned off here it waits for a click.
  const payOnMerge = await autoPayoutSwitch(maintainer.contracts, title);
  await expect(payOnMerge).toBeChecked();
  await expect(maintainer.contracts.dialog).toContainText(AUTO_PAYOUT_SWITCH_TEXTS.throughAll);
  await payOnMerge.click();
  await expect(payOnMerge).not.toBeChecked();
  await maintainer.page.keyboard.press('Escape');
  await expect(forAll).toBeChecked();

  // A new session of the claimant's: they link their GitHub login again.
  const claimant = await signedIn(browser, CLAIMANT.token, problems);
  await linkGitHubAndClaim(claimant.contracts, title);
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

test('another login’s merged pull request for a claimed contract pays nobody and lands in Payouts due with the reason', async ({ browser }) => {
  const problems: string[] = [];
  const maintainer = await signedIn(browser, MAINTAINER.token, problems);
  const title = 'Fake issue 1';
  const panel = maintainer.page.getByRole('region', { name: PAYOUTS_DUE_TEXTS.title });
  // Paying on merge is on for every contract (the test before turned it on).
  await expect(panel.getByRole('checkbox', { name: PAYOUTS_DUE_TEXTS.payOnMerge })).toBeChecked();
  const claimant = await signedIn(browser, CLAIMANT.token, problems);
  await linkGitHubAndClaim(claimant.contracts, title);
  const paidBefore = handcash.payments.length;

  // B (another GitHub login) opens and merges a pull request closing #1: GitHub closes the issue.
  openPull(63, 'mallory', 'Fixes https://github.com/o/r/issues/1');
  expect(await deliver({ action: 'opened', pull_request: { number: 63 } })).toBe(202);
  merge(63, 1);
  expect(await deliver({ action: 'closed', pull_request: { number: 63, merged: true } })).toBe(202);
  await expect(statusOf(maintainer.contracts, title)).toHaveAttribute('data-status', 'completed');
  await maintainer.page.reload();
  const item = panel.getByRole('listitem').filter({ hasText: `#1 ${title}` });
  await expect(item).toContainText(PAYOUT_DUE_REASONS['not-claimant-work']);
  await expect(item.getByRole('button', { name: PAYOUTS_DUE_TEXTS.payWithDialog })).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(handcash.payments).toHaveLength(paidBefore);
  for (const person of [maintainer, claimant]) await person.context.close();
  expect(problems).toEqual([]);
});
