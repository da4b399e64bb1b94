import { API_TOKEN_TEXTS, revokeLabel } from '../../src/ui/pages/settings/apiTokens.texts';
import { SANDBOX_GITHUB_LABEL } from '../../src/adapters/sandboxGitHub/sandboxGitHubSignIn.texts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/**
 * Its own server and database: the script claims a contract and links a GitHub login, which would change what the
 * specs sharing the suite's server see. Its own port, `E2E_PORT + 3190`, clear of the others.
 */
const PORT = E2E_PORT + 3190;
let server: ServerProcess;
let dataDir: string;
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-tokens-'));
  server = await startServer(PORT, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface NamedContract {
  readonly issueNumber: number;
  readonly title: string;
  readonly status: string;
  readonly rewardAmount: number;
  readonly rewardUnit: string;
}

test('a script with only a personal token lists the available contracts by name and claims one; a read token may not claim; a revoked token is refused', async ({ page, request, guards }) => {
  test.setTimeout(120_000);
  // Signed in with the wallet, then with GitHub through the sandbox's OAuth page (a claim is made as the linked login).
  await page.goto('/settings/tokens');
  await expect(page.getByText(API_TOKEN_TEXTS.signedOut)).toBeVisible();
  await new SignInPage(page).signInAs('sandbox_bob');
  const started = await page.request.post('/api/github-identity', { data: { returnPath: '/settings/tokens' } });
  await page.goto(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
  await expect(page.getByRole('note')).toHaveText(SANDBOX_GITHUB_LABEL);
  await page.getByRole('link', { name: 'Sign in as sandbox-alice' }).click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);

  const makeToken = async (name: string, scopes: readonly string[]): Promise<string> => {
    await page.getByRole('textbox', { name: API_TOKEN_TEXTS.name }).fill(name);
    for (const scope of ['read', 'claim', 'pay', 'market']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${scope}`) }).setChecked(scopes.includes(scope));
    }
    await page.getByRole('button', { name: API_TOKEN_TEXTS.create }).click();
    const secret = page.getByRole('textbox', { name: API_TOKEN_TEXTS.secretLabel });
    await expect(secret).toHaveValue(/^bsvw_/);
    return secret.inputValue();
  };
  const bot = await makeToken('bounty bot', ['read', 'claim']);
  const reader = await makeToken('reader', ['read']);
  await expect(page.getByRole('list', { name: API_TOKEN_TEXTS.listLabel }).getByRole('listitem')).toHaveCount(2);

  // The script: no cookie, only the token.
  const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  const listed = await request.get('/api/contracts?status=available&limit=100', as(bot));
  expect(listed.status()).toBe(200);
  const { contracts } = (await listed.json()) as { contracts: NamedContract[] };
  expect(contracts.length).toBeGreaterThan(0);
  expect(contracts.every((contract) => contract.status === 'available' && typeof contract.title === 'string' && contract.rewardUnit.length > 0)).toBe(true);
  const chosen = contracts.at(-1)!;
  const claim = { issueNumber: chosen.issueNumber, githubUsername: 'sandbox-alice', handcashHandle: '$sandbox_bob', estimatedDays: 3 };

  const refused = await request.post('/api/claims', { ...as(reader), data: claim });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([403, 'claim-scope-required']);
  const placed = await request.post('/api/claims', { ...as(bot), data: claim });
  expect(placed.status()).toBe(201);
  expect(((await placed.json()) as { claim: { claimedBy: string; issueNumber: number } }).claim).toMatchObject({ claimedBy: 'sandbox_bob', issueNumber: chosen.issueNumber });

  // Its last use shows on the page; revoked there, the token is refused at once.
  await page.reload();
  const botItem = page.getByRole('listitem').filter({ hasText: 'bounty bot' });
  await expect(botItem).toContainText('last used');
  await botItem.getByRole('button', { name: revokeLabel('bounty bot') }).click();
  await expect(botItem).toHaveCount(0);
  const afterRevoke = await request.get('/api/contracts?limit=1', as(bot));
  expect([afterRevoke.status(), ((await afterRevoke.json()) as { code: string }).code]).toEqual([401, 'token-invalid']);
  expect(guards.problems).toEqual([]);
});
