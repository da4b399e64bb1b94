import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESCROW_TEXTS } from '../../src/ui/pages/contracts/escrow.texts';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { ContractsPage } from './pages/ContractsPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/**
 * Funding a bounty on the embedded default (issue 36, Build 2): the sandbox wallet plays every role, the maintainer's
 * wallet pays the reward into the sandbox's escrow account, and the card says "Funded 0.05 BSV" (2,000 BAPP at
 * 0.000025 BSV each). Its own server and database: `E2E_PORT + 3230`, clear of the other specs' servers.
 */
const PORT = E2E_PORT + 3230;
const CONTRACT = 'Paymail lookup in the send dialog';

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-escrow-'));
  server = await startServer(PORT, { DATA_DIR: dataDir, BSV_PER_BAPP: '0.000025' });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a maintainer funds a contract after confirming, and its card shows Funded; a visitor sees it too', async ({ page, browser }) => {
  const contracts = new ContractsPage(page);
  await contracts.open();
  await new SignInPage(page).signInAs('sandbox_alice');
  await contracts.open();
  await contracts.card(CONTRACT).getByRole('button', { name: ESCROW_TEXTS.fund }).click();
  const dialog = page.getByRole('dialog', { name: `${ESCROW_TEXTS.fundTitle} #14` });
  await expect(dialog.getByLabel(ESCROW_TEXTS.amount)).toHaveValue('0.05');
  await dialog.getByRole('button', { name: ESCROW_TEXTS.review }).click();
  await expect(dialog.getByText('Fund #14 with 0.05 BSV from your wallet?')).toBeVisible();
  await dialog.getByRole('button', { name: ESCROW_TEXTS.confirm }).click();
  await expect(dialog.getByRole('status')).toHaveText('Funded: 0.05 BSV is held in escrow.');
  await dialog.getByRole('button', { name: ESCROW_TEXTS.close }).click();
  // The server's live stream tells the page; the card then offers to cancel instead of to fund.
  await expect(contracts.card(CONTRACT).getByText('Funded 0.05 BSV')).toBeVisible();
  await expect(contracts.card(CONTRACT).getByRole('button', { name: ESCROW_TEXTS.cancelFunding })).toBeVisible();
  const visitor = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
  const seen = new ContractsPage(visitor);
  await seen.open();
  await expect(seen.card(CONTRACT).getByText('Funded 0.05 BSV')).toBeVisible();
  await expect(seen.card(CONTRACT).getByRole('button', { name: ESCROW_TEXTS.fund })).toHaveCount(0);
  await visitor.close();
});
