import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { PAY_DIALOG_TEXTS } from '../../src/ui/pages/contracts/payDialog.texts';
import { PAYMENT_TEXTS } from '../../src/ui/pages/contracts/payments.texts';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { ContractsPage } from './pages/ContractsPage';
import { PayRewardDialog } from './pages/PayRewardDialog';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';
import { watchedPerson } from './support/watchedPerson';

/**
 * Paying on the embedded default, through the sandbox wallet. Its own server and database (a payment changes what
 * every other spec would see): `E2E_PORT + 3030`, clear of the suite's + 50, + 1000, + 2000 and + 3000.
 */
const PORT = E2E_PORT + 3030;
const CONTRACT = 'Wallet balance widget';
const [maintainer, bob] = [SANDBOX_ACCOUNTS[0]!, SANDBOX_ACCOUNTS[1]!];

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-payments-'));
  server = await startServer(PORT, { DATA_DIR: dataDir, BSV_PER_BAPP: '0.00001', MAINTAINER_HANDLES: '' });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const person = (browser: Browser, problems: string[]) => watchedPerson(browser, `http://localhost:${PORT}`, problems);

test('a maintainer pays a completed contract; a signed-out visitor sees it paid; a non-maintainer is never offered to pay', async ({ browser }) => {
  const problems: string[] = [];
  const m = await person(browser, problems);
  const contracts = new ContractsPage(m.page);
  await contracts.open();
  await expect(contracts.page.getByRole('button', { name: PAYMENT_TEXTS.payReward })).toHaveCount(0);
  await new SignInPage(m.page).signInAs(maintainer.handle);

  await contracts.card(CONTRACT).getByRole('button', { name: PAYMENT_TEXTS.payReward }).click();
  const pay = new PayRewardDialog(m.page);
  await expect(pay.amount).not.toHaveValue('');
  // Nobody claimed it: the sample's pull request was merged without a claim, so paying takes a written reason.
  expect(await pay.fillAndReview(`$${bob.handle}`, 'Thanks for the widget', '0.05', 'Bob reviewed the merged widget')).toEqual([`$${bob.handle}`, '0.05 BSV']);
  await pay.confirm();
  const link = pay.dialog.getByRole('link', { name: PAYMENT_TEXTS.viewTransaction });
  await expect(link).toHaveAttribute('href', /^https:\/\/whatsonchain\.com\/tx\/[0-9a-f]{64}$/);
  const href = await link.getAttribute('href');
  await pay.dialog.getByRole('button', { name: PAY_DIALOG_TEXTS.close }).click();
  await expect(contracts.card(CONTRACT)).toContainText(`Paid 0.05 BSV → $${bob.handle}`);
  await expect(contracts.card(CONTRACT).getByRole('button', { name: PAYMENT_TEXTS.payReward })).toHaveCount(0);

  // Another browser, signed out, sees the payment and its transaction.
  const visitor = await person(browser, problems);
  const seen = new ContractsPage(visitor.page);
  await seen.open();
  await expect(seen.card(CONTRACT)).toContainText(`${PAYMENT_TEXTS.paid} 0.05 BSV`);
  await expect(seen.card(CONTRACT).getByRole('link', { name: PAYMENT_TEXTS.viewTransaction })).toHaveAttribute('href', href ?? '');
  await expect(seen.statValue(PAYMENT_TEXTS.paidOut)).toHaveText('0.05 BSV (1)');
  await expect(visitor.page.getByRole('button', { name: PAYMENT_TEXTS.payReward })).toHaveCount(0);

  // A signed-in person who is not a maintainer is never offered to pay.
  const other = await person(browser, problems);
  const theirs = new ContractsPage(other.page);
  await theirs.open();
  await new SignInPage(other.page).signInAs(bob.handle);
  await expect(theirs.card('Transaction builder snippets')).toBeVisible();
  await expect(other.page.getByRole('button', { name: PAYMENT_TEXTS.payReward })).toHaveCount(0);

  for (const { context } of [m, visitor, other]) await context.close();
  expect(problems).toEqual([]);
});
