import { CONTRACT_DIALOG_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { CONTRACT_TEXTS } from '../../src/ui/pages/contracts/contracts.texts';
import edgeCaseIssues from './fixtures/edgeCaseIssues.json' with { type: 'json' };
import { faultForBrowser } from '../../src/adapters/github/githubFaultText';
import { parseIssueList } from '../../src/adapters/github/githubRecordSchemas';
import { deriveContracts } from '../../src/domain/contracts/deriveContracts';
import { wireOfContracts } from '../../src/adapters/http/contractsWire';
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
    await expect(contracts.dialog.getByRole('heading', { name: CONTRACT_DIALOG_TEXTS.deliverables })).toBeVisible();
    await expect(contracts.dialog.locator('ul').last().getByRole('listitem')).toHaveCount(8);
    await expect(contracts.dialog).not.toContainText('Audit report');
    await page.keyboard.press('Escape');
    await expect(contracts.dialog).toBeHidden();
  });

  test('shows a hostile title as text and an issue with no body with the defaults (test fixtures)', async ({ page }) => {
    // The server derives the contracts (as it would from these issues); the page shows what it says.
    const contractsOf = deriveContracts(parseIssueList(edgeCaseIssues) ?? [], [], new Map(), Date.now());
    await page.route((url) => url.pathname === '/api/contracts', (route) => route.fulfill({ json: { success: true, fault: null, ...wireOfContracts(contractsOf) }, headers: { etag: '"edge"' } }));
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
    await expect(contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInHandCash })).toBeVisible();
    await contracts.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(contracts.dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByTestId('dialog-overlay').click({ position: { x: 5, y: 5 } });
    await expect(contracts.dialog).toBeHidden();
  });
});

test.describe('contracts when GitHub fails', () => {
  // The server has never read the repository: it answers 502 `code-host-unavailable` with GitHub's fault.
  const cases: readonly { name: string; fault: Parameters<typeof faultForBrowser>[0]; expected: RegExp }[] = [
    { name: '403 with a spent rate limit', fault: { kind: 'rate-limited', retryAt: Date.now() + 25 * 60_000 }, expected: /rate limit.*resets in 2[56] minutes/ },
    { name: '500', fault: { kind: 'http-status', status: 500 }, expected: /GitHub answered 500/ },
    { name: 'a non-array answer', fault: { kind: 'wrong-shape' }, expected: /not a list/ },
  ];
  for (const failure of cases) {
    test(`shows the fallback card on ${failure.name}`, async ({ page, guards }) => {
      await page.route((url) => url.pathname === '/api/contracts', (route) =>
        route.fulfill({
          status: 502,
          headers: { 'content-type': 'application/problem+json' },
          body: JSON.stringify({ code: 'code-host-unavailable', fault: faultForBrowser(failure.fault) }),
        }),
      );
      const contracts = new ContractsPage(page);
      await contracts.open();
      const card = page.getByRole('alert').filter({ hasText: 'View Contracts on GitHub' });
      await expect(card).toContainText(failure.expected);
      await expect(card.getByRole('link')).toHaveAttribute('href', 'https://github.com/bitcoin-apps-suite/bitcoin-code/issues');
      // Chromium reports the failed fetch itself on the console; that error is the point of this test.
      guards.problems.splice(0, guards.problems.length, ...guards.problems.filter((problem) => !/status of 502/.test(problem)));
    });
  }
});
