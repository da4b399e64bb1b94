import { CLAIMS_STORAGE_KEY } from '../../src/application/contracts/claimsRepository';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { CONTRACT_TEXTS } from '../../src/ui/pages/contracts/contracts.texts';
import { serializeSession } from '../../src/domain/session/parseStoredSession';
import { createSession } from '../../src/domain/session/session';
import { SESSION_STORAGE_KEY } from '../../src/domain/session/sessionConstants';
import edgeCaseIssues from './fixtures/edgeCaseIssues.json' with { type: 'json' };
import { ContractsPage } from './pages/ContractsPage';
import { expect, test } from './support/test';

const HOSTILE_TITLE = '<img src=x onerror=alert(1)> <script>alert("x")</script>';

test.describe('contracts from the embedded sample repository', () => {
  test('derive every status, count them, and keep pull requests out', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(page.getByRole('article')).toHaveCount(11);
    const statuses = await page.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => [card.querySelector('h2')?.textContent, card.querySelector('[data-status]')?.getAttribute('data-status')]),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      'Wallet balance widget': 'completed',
      'Transaction builder snippets': 'completed',
      'Terminal command history': 'submitted',
      'sCrypt contract templates': 'in_progress',
      'Exchange order book view': 'available',
      'Core maintainer: editor architecture': 'available',
      'Accessibility pass over every page': 'available',
      'ARC broadcaster for signed transactions': 'available',
      'Status bar cursor position': 'submitted',
      'Mint form validation': 'available',
      'Paymail lookup in the send dialog': 'available',
    });
    expect(await Promise.all(['Available', 'In Progress', 'Under Review', 'Completed'].map((label) => contracts.statValue(label).textContent()))).toEqual(['8', '1', '2', '2']);
  });

  test('does not let #12 link to #1, and reads percent rewards and defaults', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(contracts.card('Status bar cursor position')).toContainText('Pull request #22 (open)');
    await expect(contracts.card('Wallet balance widget')).not.toContainText('#22');
    await expect(contracts.card('Core maintainer: editor architecture')).toContainText('2,500,000 BAPP');
    await expect(contracts.card('Core maintainer: editor architecture')).toContainText('High');
    await expect(contracts.card('Mint form validation')).toContainText('20,000,000 BAPP');
    await expect(contracts.card('Paymail lookup in the send dialog')).toContainText('2,000 BAPP');
    await expect(contracts.card('Paymail lookup in the send dialog')).toContainText('Medium');
  });

  test('shows writing contracts on their own tab, keeping the BCODE unit', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    await contracts.tab('Writing Contracts').click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(contracts.card('Token page translations')).toContainText('500 BCODE');
  });

  test('caps deliverables at 8', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    await contracts.openDetails('Accessibility pass over every page');
    await expect(contracts.dialog.getByRole('heading', { name: CONTRACT_TEXTS.deliverables })).toBeVisible();
    await expect(contracts.dialog.locator('ul').last().getByRole('listitem')).toHaveCount(8);
    await expect(contracts.dialog).not.toContainText('Audit report');
    await page.keyboard.press('Escape');
    await expect(contracts.dialog).toBeHidden();
  });

  test('shows a hostile title as text and an issue with no body with the defaults (test fixtures)', async ({ page }) => {
    await page.route('**/sample-github/repos/*/*/issues?*', (route) => route.fulfill({ json: edgeCaseIssues }));
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(contracts.card(HOSTILE_TITLE).getByRole('heading')).toHaveText(HOSTILE_TITLE);
    expect(await page.locator('.contracts-page img, .contracts-page script').count()).toBe(0);
    await expect(contracts.card('Untitled idea')).toContainText('2,000 BAPP');
    await expect(contracts.card('Untitled idea')).toContainText('Medium');
  });

  test('opens details only for available contracts and closes them by overlay and close button', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(contracts.card('Wallet balance widget').getByRole('button', { name: CONTRACT_TEXTS.viewDetails })).toHaveCount(0);
    const opener = contracts.card('Exchange order book view').getByRole('button', { name: CONTRACT_TEXTS.viewDetails });
    await opener.click();
    await expect(contracts.dialog.getByRole('button', { name: CONTRACT_TEXTS.signInHandCash })).toBeVisible();
    await contracts.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(contracts.dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByTestId('dialog-overlay').click({ position: { x: 5, y: 5 } });
    await expect(contracts.dialog).toBeHidden();
  });

  test('claims a contract when signed in, and the claim survives a reload', async ({ page }) => {
    const session = serializeSession(
      createSession({ handle: 'satoshi', paymail: 'satoshi@handcash.io', publicKey: 'pk', avatarUrl: '', displayName: 'Satoshi' }, 'a'.repeat(64), Date.now(), 3600),
    );
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, session] as const);
    const contracts = new ContractsPage(page);
    await contracts.open();
    await contracts.openDetails('Exchange order book view');
    await contracts.dialog.getByRole('button', { name: CONTRACT_TEXTS.claimThisContract }).click();
    await expect(contracts.dialog.getByLabel(/HandCash handle/)).toHaveValue('satoshi');
    await contracts.dialog.getByRole('button', { name: CONTRACT_TEXTS.submitClaim }).click();
    await expect(contracts.dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
    await contracts.dialog.getByLabel(/GitHub username/).fill('satoshi-dev');
    await contracts.dialog.getByLabel(CONTRACT_TEXTS.estimatedDays).selectOption('14');
    await contracts.dialog.getByRole('button', { name: CONTRACT_TEXTS.submitClaim }).click();
    await expect(contracts.dialog).toBeHidden();
    const card = contracts.card('Exchange order book view');
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'claimed');
    await expect(card).toContainText(/\$satoshi · 1[34]d \d+h left/);
    await page.reload();
    await page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
    await expect(contracts.card('Exchange order book view').locator('[data-status]')).toHaveAttribute('data-status', 'claimed');
    await expect(contracts.statValue('In Progress')).toHaveText('2');
  });

  test('shows a claim past its deadline as expired', async ({ page }) => {
    const claimedAt = Date.now() - 10 * DAY_MS;
    const claims = JSON.stringify({ 5: { issueNumber: 5, githubUsername: 'late', handcashHandle: 'late', claimedAt, deadline: claimedAt + 3 * DAY_MS } });
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CLAIMS_STORAGE_KEY, claims] as const);
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(contracts.card('Exchange order book view').locator('[data-status]')).toHaveAttribute('data-status', 'expired');
    await expect(contracts.card('Exchange order book view')).toContainText('Expired');
  });
});

test.describe('contracts when GitHub fails', () => {
  const cases: readonly { name: string; status: number; headers: Record<string, string>; body: string; expected: RegExp }[] = [
    {
      name: '403 with a spent rate limit',
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 25 * 60) },
      body: '{"message":"API rate limit exceeded"}',
      expected: /rate limit.*resets in 2[56] minutes/,
    },
    { name: '500', status: 500, headers: {}, body: '{"message":"boom"}', expected: /GitHub answered 500/ },
    { name: 'a non-array answer', status: 200, headers: {}, body: '{"not":"a list"}', expected: /not a list/ },
  ];
  for (const failure of cases) {
    test(`shows the fallback card on ${failure.name}`, async ({ page, guards }) => {
      await page.route('**/sample-github/repos/*/*/issues?*', (route) =>
        route.fulfill({ status: failure.status, headers: { 'content-type': 'application/json', ...failure.headers }, body: failure.body }),
      );
      const contracts = new ContractsPage(page);
      await contracts.open();
      const card = page.getByRole('alert').filter({ hasText: 'View Contracts on GitHub' });
      await expect(card).toContainText(failure.expected);
      await expect(card.getByRole('link')).toHaveAttribute('href', 'https://github.com/bitcoin-apps-suite/bitcoin-code/issues');
      // Chromium reports the failed fetch itself on the console; that error is the point of this test.
      guards.problems.splice(0, guards.problems.length, ...guards.problems.filter((problem) => !/status of (403|500)/.test(problem)));
    });
  }
});
