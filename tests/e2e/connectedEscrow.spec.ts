import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { BOUNTY_TEXTS, claimLabel } from '../../src/ui/pages/bounties/bounties.texts';
import { startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { startFakeHandCashConnect, type FakeHandCashConnect } from './support/fakeHandCashConnect';
import { expect, test } from './support/test';

/**
 * Funded bounties on a connected repository end to end (issue 36), in the live mode through fakes on loopback:
 * GitHub's REST API for two repositories (the operator's `o/r` and `acme/tools`), its permission API, OAuth web flow
 * and signed webhooks (acme/tools' own delivery URL and secret), and HandCash Connect (every payment it made). Its own
 * server and database on `E2E_PORT + 3330`: maintainer M connects acme/tools and funds #7 and #8; A claims #7 and
 * A's merged pull request is paid from escrow once; #8 closes unmerged and M is refunded once.
 */
const PORT = E2E_PORT + 3330;
const BASE = `http://localhost:${PORT}`;
const M = { token: 'a'.repeat(64), handle: 'maint_e2e', github: 'maint-gh' };
const A = { token: 'b'.repeat(64), handle: 'octo_e2e', github: 'octo-e2e' };
const ESCROW = { token: 'c'.repeat(64), handle: 'escrow_e2e' };
const TOOLS = 'acme/tools';
/** 1,000 BAPP at 0.00001 BSV per BAPP. */
const REWARD_BSV = 0.01;

const toolsIssue = (number: number, title: string): Record<string, unknown> => ({
  number,
  html_url: `https://github.com/${TOOLS}/issues/${number}`,
  title,
  body: `## Description\n${title}.\n\n**Token Reward:** 1,000 BAPP`,
  state: 'open',
  assignee: null,
  labels: [],
  user: { login: 'acme' },
  author_association: 'OWNER',
  updated_at: '2026-11-20T10:00:00Z',
});

let github: FakeGitHub;
let handcash: FakeHandCashConnect;
let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  github = await startFakeGitHub({ issues: 3, pulls: [] });
  github.repositories[TOOLS] = { issues: [toolsIssue(8, 'Colour output for the CLI'), toolsIssue(7, 'A --json flag for every command')], pulls: [] };
  github.permissions[TOOLS] = { [M.github]: 'admin', 'reader-gh': 'read' };
  handcash = await startFakeHandCashConnect({ [M.token]: M.handle, [A.token]: A.handle, [ESCROW.token]: ESCROW.handle });
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-connected-escrow-'));
  server = await startServer(PORT, {
    DATA_DIR: dataDir,
    GITHUB_REPO: 'o/r',
    GITHUB_TOKEN: 'e2e-token',
    GITHUB_API_URL: github.url,
    GITHUB_WEBHOOK_SECRET: 'operator-secret',
    GITHUB_CLIENT_ID: github.oauth.clientId,
    GITHUB_CLIENT_SECRET: github.oauth.clientSecret,
    GITHUB_OAUTH_URL: github.url,
    HANDCASH_APP_ID: 'e2e-app',
    HANDCASH_APP_SECRET: 'e2e-secret',
    HANDCASH_CONNECT_URL: handcash.url,
    ESCROW_HANDLE: ESCROW.handle,
    HANDCASH_ESCROW_AUTH_TOKEN: ESCROW.token,
    MAINTAINER_HANDLES: 'someone_else',
    BSV_PER_BAPP: '0.00001',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await handcash?.close();
  await github?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A person's own browser context, signed in with their wallet token. */
async function signedIn(browser: Browser, token: string, problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE });
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  context.on('weberror', (error) => problems.push(error.error().message));
  const answer = await context.request.post('/api/session', { data: { authToken: token }, headers: { Origin: BASE } });
  expect(answer.status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Links GitHub login `login` through GitHub's OAuth web flow (the fake's authorize page sends the browser back). */
async function linkGitHub(page: Page, login: string): Promise<void> {
  github.oauth.login = login;
  const started = await page.request.post('/api/github-identity', { data: { returnPath: '/projects' }, headers: { Origin: BASE } });
  expect(started.status()).toBe(200);
  await page.goto(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
  await expect(page).toHaveURL(/\/projects$/);
}

/** Delivers a signed event to acme/tools' own delivery URL with its secret; resolves to the HTTP status. */
async function deliver(id: string, secret: string, event: string, body: Record<string, unknown>, delivery: string = randomUUID()): Promise<number> {
  const text = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
  const answer = await fetch(`${server.url}/api/github/webhook/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': event, 'X-GitHub-Delivery': delivery, 'X-Hub-Signature-256': signature },
    body: text,
  });
  return answer.status;
}

/** The payments HandCash made from `payer` to `payee`. */
const paid = (payer: string, payee: string) =>
  handcash.payments.filter((payment) => payment.payer === payer && JSON.stringify(payment.body).includes(`"destination":"${payee}"`));

let repository: { id: string; secret: string };

test('M connects acme/tools (a read-only login is refused) and funds #7: the escrow holds it and M’s wallet paid it', async ({ browser }) => {
  const problems: string[] = [];
  const m = await signedIn(browser, M.token, problems);
  await linkGitHub(m.page, 'reader-gh');
  const refused = await m.page.request.post('/api/repositories', { data: { fullName: TOOLS }, headers: { Origin: BASE } });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([403, 'repository-write-access-required']);
  await m.page.request.delete('/api/github-identity', { headers: { Origin: BASE } });
  await linkGitHub(m.page, M.github);
  const connected = await m.page.request.post('/api/repositories', { data: { fullName: TOOLS }, headers: { Origin: BASE } });
  expect(connected.status()).toBe(201);
  const made = (await connected.json()) as { repository: { id: string }; webhookSecret: string };
  repository = { id: made.repository.id, secret: made.webhookSecret };

  const funded = await m.page.request.post(`/api/repositories/${repository.id}/contracts/7/funding`, { data: { amount: String(REWARD_BSV) }, headers: { Origin: BASE } });
  expect([funded.status(), ((await funded.json()) as { escrow: { state: string; repository: string } }).escrow]).toMatchObject([201, { state: 'held', repository: TOOLS }]);
  expect(paid(M.handle, ESCROW.handle)).toHaveLength(1);
  const board = (await (await m.page.request.get(`/api/bounties?repository=${TOOLS}&funded=true`)).json()) as { bounties: { issueNumber: number; fundedSatoshis: number }[] };
  expect(board.bounties.map(({ issueNumber, fundedSatoshis }) => [issueNumber, fundedSatoshis])).toEqual([[7, REWARD_BSV * 1e8]]);
  await m.context.close();
  expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
});

test('A claims #7 on its project page; A’s merged pull request is paid from escrow exactly once, the same delivery sent twice', async ({ browser }) => {
  const problems: string[] = [];
  const a = await signedIn(browser, A.token, problems);
  await linkGitHub(a.page, A.github);
  await a.page.goto(`/projects/${TOOLS}`);
  const cards = a.page.getByRole('list', { name: BOUNTY_TEXTS.contractsHeading });
  await cards.getByRole('button', { name: claimLabel(7) }).click();
  await expect(cards.getByRole('listitem').filter({ hasText: 'A --json flag' })).toContainText('Claimed');

  const tools = github.repositories[TOOLS]!;
  tools.pulls.unshift({
    number: 70,
    html_url: `https://github.com/${TOOLS}/pull/70`,
    title: 'A --json flag',
    body: 'Fixes #7',
    state: 'open',
    merged_at: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    user: { login: A.github },
  });
  expect(await deliver(repository.id, repository.secret, 'pull_request', { action: 'opened', pull_request: { number: 70 } })).toBe(202);
  // The server read the pull request: under review for A (as GitHub, the work is open before it is merged).
  const statusOf7 = async () => ((await (await a.page.request.get(`/api/projects/${TOOLS}`)).json()) as { bounties: { issueNumber: number; status: string }[] }).bounties.find((bounty) => bounty.issueNumber === 7)?.status;
  await expect.poll(statusOf7, { timeout: 15_000 }).toBe('submitted');
  github.merge(70, TOOLS);
  Object.assign(tools.issues.find((issue) => issue['number'] === 7) ?? {}, { state: 'closed', updated_at: '2026-11-26T11:00:00Z' });
  const merged = { action: 'closed', pull_request: { number: 70, merged: true } };
  const delivery = randomUUID();
  expect(await deliver(repository.id, repository.secret, 'pull_request', merged, delivery)).toBe(202);
  await expect.poll(() => paid(ESCROW.handle, A.handle).length, { timeout: 15_000 }).toBe(1);
  expect(paid(ESCROW.handle, M.handle)).toEqual([]);
  expect(await deliver(repository.id, repository.secret, 'pull_request', merged, delivery)).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(paid(ESCROW.handle, A.handle)).toHaveLength(1);
  // "Paid out" and the leaderboard read every repository's payments: acme/tools#7's is listed, naming its repository.
  const payments = (await (await a.page.request.get('/api/payments')).json()) as { payments: { repository?: string; issueNumber: number; payee: string }[] };
  expect(payments.payments.map(({ repository: name, issueNumber, payee }) => [name, issueNumber, payee])).toEqual([[TOOLS, 7, A.handle]]);
  await a.context.close();
  expect(problems).toEqual([]);
});

test('M funds #8 and it closes unmerged: M is refunded exactly once', async ({ browser }) => {
  const problems: string[] = [];
  const m = await signedIn(browser, M.token, problems);
  const funded = await m.page.request.post(`/api/repositories/${repository.id}/contracts/8/funding`, { data: { amount: String(REWARD_BSV) }, headers: { Origin: BASE } });
  expect(funded.status()).toBe(201);
  expect(paid(M.handle, ESCROW.handle)).toHaveLength(2);
  Object.assign(github.repositories[TOOLS]!.issues.find((issue) => issue['number'] === 8) ?? {}, { state: 'closed', updated_at: '2026-11-26T12:00:00Z' });
  const closed = { action: 'closed', issue: { number: 8 } };
  const delivery = randomUUID();
  expect(await deliver(repository.id, repository.secret, 'issues', closed, delivery)).toBe(202);
  await expect.poll(() => paid(ESCROW.handle, M.handle).length, { timeout: 15_000 }).toBe(1);
  expect(await deliver(repository.id, repository.secret, 'issues', closed, delivery)).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(paid(ESCROW.handle, M.handle)).toHaveLength(1);
  const again = await m.page.request.post(`/api/repositories/${repository.id}/contracts/8/funding/cancel`, { headers: { Origin: BASE } });
  expect([again.status(), ((await again.json()) as { code: string }).code]).toEqual([409, 'already-refunded']);
  await m.context.close();
  expect(problems).toEqual([]);
});
