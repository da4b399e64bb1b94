import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ContractsPage } from './pages/ContractsPage';
import { FAKE_GITHUB_ISSUES, FAKE_GITHUB_PORT, FAKE_GITHUB_PULL, GATEWAY_WEBHOOK_SECRET } from './support/gatewaySetup';
import { expect, test } from './support/test';

/** Delivers a signed webhook event to the gateway. */
async function deliver(request: APIRequestContext, event: string, payload: string): Promise<number> {
  const delivered = await request.post('/api/github/webhook', {
    headers: {
      'Content-Type': 'application/json',
      'X-GitHub-Event': event,
      'X-Hub-Signature-256': `sha256=${createHmac('sha256', GATEWAY_WEBHOOK_SECRET).update(payload).digest('hex')}`,
    },
    data: payload,
  });
  return delivered.status();
}

// The fake GitHub keeps its state for the whole run: the merge comes last.
test.describe.configure({ mode: 'serial' });

test.describe('contracts through the GitHub gateway', () => {
  test('shows all 250 issues of 3 pages and counts them all', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(page.getByRole('article')).toHaveCount(FAKE_GITHUB_ISSUES);
    await expect(contracts.statValue('Available')).toHaveText(String(FAKE_GITHUB_ISSUES - 1));
    await expect(contracts.statValue('Under Review')).toHaveText('1');
    // The sidebar badge (collapsed by default) counts the same pages.
    await expect(page.getByLabel(`${FAKE_GITHUB_ISSUES} open issues`)).toHaveText(String(FAKE_GITHUB_ISSUES));
  });

  test('a webhook that merges a pull request completes its contract on the open page, without a reload', async ({ page, request }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    const card = contracts.card(`Fake issue ${FAKE_GITHUB_PULL.fixes}`);
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'submitted');
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await request.post(`http://127.0.0.1:${FAKE_GITHUB_PORT}/_control/merge/${FAKE_GITHUB_PULL.number}`);
    const payload = JSON.stringify({ action: 'closed', pull_request: { number: FAKE_GITHUB_PULL.number, merged: true } });
    expect(await deliver(request, 'pull_request', payload)).toBe(202);
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'completed');
    await expect(contracts.statValue('Completed')).toHaveText('1');
    expect(reloaded).toBe(false);
  });

  test('when GitHub fails, the last data the gateway kept shows with the stale-data notice', async ({ page, request }) => {
    await request.post(`http://127.0.0.1:${FAKE_GITHUB_PORT}/_control/mode/error`);
    expect(await deliver(request, 'issues', JSON.stringify({ action: 'edited' }))).toBe(202);
    // The refresh trails the last upstream call by at most a second.
    await page.waitForTimeout(1_500);
    const contracts = new ContractsPage(page);
    await contracts.open();
    await expect(contracts.status).toContainText('refreshing failed: GitHub answered 500.');
    await expect(page.getByRole('article')).toHaveCount(FAKE_GITHUB_ISSUES);
    await request.post(`http://127.0.0.1:${FAKE_GITHUB_PORT}/_control/mode/ok`);
  });
});
