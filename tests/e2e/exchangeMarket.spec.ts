import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { ExchangePage } from './pages/ExchangePage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/**
 * The market on the embedded default, through the sandbox wallet: A mints and lists, B buys from the row's Buy, a
 * signed-out visitor sees the same market (and is asked to sign in to buy), a server restart keeps it, and A pays a
 * dividend while the item is listed (the market's activity shows it). No exchange page says "BTC" or "not available". Its own server and database (a listing changes what every
 * other spec's market would show): `E2E_PORT + 3060`, clear of the suite's + 50, + 1000, + 2000, + 3000 and + 3030.
 */
const PORT = E2E_PORT + 3060;
const NAME = 'Market Parser';

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-market-'));
  server = await startServer(PORT, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** No exchange page speaks another currency or answers "not available": each tab's text, checked in turn. */
async function expectOneCurrency(page: Page): Promise<void> {
  const exchange = new ExchangePage(page);
  for (const tab of ['Marketplace', 'My Portfolio', 'Mint NFT'] as const) {
    await exchange.openTab(tab);
    await expect(page.locator('main')).not.toContainText('BTC');
    await expect(page.locator('main')).not.toContainText('not available');
  }
  await exchange.openTab('Marketplace');
}

async function person(browser: Browser): Promise<{ context: BrowserContext; page: Page; exchange: ExchangePage }> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  const page = await context.newPage();
  return { context, page, exchange: new ExchangePage(page) };
}

test('A mints and lists 100 tokens, B buys 10; the market and portfolios show it, to a visitor too, after a restart', async ({ browser }) => {
  const a = await person(browser);
  await a.exchange.open();
  await expect(a.exchange.page.getByText('No trades yet').first()).toBeVisible();
  await new SignInPage(a.page).signInAs('sandbox_alice');
  await a.exchange.open();
  await a.exchange.openTab('Mint NFT');
  await a.exchange.mintField('Project name').fill(NAME);
  await a.exchange.mintField('Description').fill('Parses code, fast.');
  await a.exchange.mintField('Initial token supply').fill('100');
  await a.exchange.mintField('Token price (BSV)').fill('0.0001');
  await a.exchange.mintField('Creator royalty on resales (%)').fill('5');
  await a.exchange.mintField('Code files').setInputFiles([{ name: 'parser.ts', mimeType: 'text/plain', buffer: Buffer.from('abc') }]);
  await a.exchange.submitMint();
  await a.exchange.mintPanel.getByRole('button', { name: 'Confirm mint' }).click();
  await expect(a.exchange.mintPanel.getByText(/^Minted: item /)).toBeVisible();

  await a.exchange.openTab('My Portfolio');
  await a.exchange.portfolioPanel.getByRole('button', { name: 'List tokens' }).click();
  const listForm = a.exchange.portfolioPanel.getByRole('form', { name: `List tokens of ${NAME}` });
  await listForm.getByLabel('Price per token (BSV)').fill('0.0001');
  await listForm.getByRole('button', { name: 'List on the market' }).click();
  await expect(listForm.getByText('Listed 100 tokens at 0.0001 BSV each.')).toBeVisible();

  const b = await person(browser);
  await b.exchange.open();
  await new SignInPage(b.page).signInAs('sandbox_bob');
  await b.exchange.open();
  await b.exchange.searchFor('Market Parser');
  const bRow = b.exchange.table.getByRole('row').filter({ hasText: NAME });
  await expect(bRow).toContainText('100 for sale');
  await bRow.getByRole('button', { name: `Buy ${NAME}` }).click();
  await b.exchange.dialog.getByLabel('Tokens to buy').fill('10');
  await expect(b.exchange.dialog).toContainText('0.001 BSV + platform fee 2.5 % 0.000025 BSV = 0.001025 BSV');
  await b.exchange.dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(b.exchange.dialog.getByText('Bought 10 tokens for 0.001025 BSV. They are in your portfolio.')).toBeVisible();

  // A signed-out visitor sees the listing (90 left, not marked Sample) and the figures from the trade.
  await server.stop();
  server = await startServer(PORT, { DATA_DIR: dataDir });
  const c = await person(browser);
  await c.exchange.open();
  await c.exchange.searchFor('Market Parser');
  await expect.poll(() => c.exchange.rowNames()).toEqual([NAME]);
  const row = c.exchange.table.getByRole('row').filter({ hasText: NAME });
  await expect(row).not.toContainText('Sample');
  await expect(row).toContainText('90 for sale');
  await row.getByRole('button', { name: `Buy ${NAME}` }).click();
  await expect(c.exchange.dialog.getByText(`Sign in with HandCash to buy tokens of ${NAME}: purchases are paid from your wallet.`)).toBeVisible();
  await expect(c.exchange.dialog.getByRole('button', { name: 'Sign in with HandCash' })).toBeVisible();
  await expect(c.exchange.dialog.getByLabel('Tokens to buy')).toHaveCount(0);
  await c.exchange.dialog.getByRole('button', { name: 'Close' }).click();
  const stats = c.page.locator('.exchange-stats').first();
  await expect(stats).not.toContainText('No trades yet');
  await expect(stats).toContainText('0.01 BSV');
  await expectOneCurrency(c.page);

  // B's portfolio, after the restart: 10 tokens, 10 % of the supply, cost basis 10 × p, valued at the last price p.
  await b.page.reload();
  await b.exchange.openTab('My Portfolio');
  await expect.poll(() => b.exchange.holdingNames()).toEqual([NAME]);
  await expect(b.exchange.holdingRow(NAME).getByRole('cell')).toHaveText(['10 tokens (10%)', '0.001 BSV', '0.001 BSV', '0 BSV (0.00%)', '0 BSV', '0 BSV', 'List tokens']);
  const totals = b.exchange.portfolioPanel.getByLabel('Portfolio totals');
  await expect(totals).toContainText('Value at last price0.001 BSV');
  await expect(totals).toContainText('Cost basis0.001 BSV');
  await expectOneCurrency(b.page);

  // A changes the listing's price (after a confirmation), then withdraws it: the market no longer shows it.
  await a.page.reload();
  await a.exchange.openTab('My Portfolio');
  const aRow = a.exchange.holdingRow(NAME);
  await expect(aRow.getByRole('rowheader')).toContainText('Listed: 90 at 0.0001 BSV each');
  // The minter pays a dividend while the item is listed: its form has its own button.
  await aRow.getByRole('button', { name: 'Distribute dividend' }).click();
  const dividend = aRow.getByRole('form', { name: `Distribute a dividend of ${NAME}` });
  await dividend.getByLabel('Dividend to holders (BSV)').fill('0.0001');
  await dividend.getByRole('button', { name: 'Distribute' }).click();
  // B holds 10 of the 100 tokens: 10 % of the dividend; the minter's own share stays with the minter.
  await expect(dividend.getByText(/^Paid 0\.00001 BSV to 1 holder, pro rata/)).toBeVisible();
  // The distributed dividend is the market's newest event.
  await a.page.reload();
  await a.exchange.openTab('Marketplace');
  const feed = a.page.getByRole('list', { name: 'Market activity' });
  await expect(feed.getByRole('listitem').first()).toContainText(`${NAME}: sandbox_alice distributed a dividend of 0.0001 BSV to 1 holder`);
  await a.exchange.openTab('My Portfolio');
  await aRow.getByRole('button', { name: 'Change' }).click();
  const change = aRow.getByRole('form', { name: `Change your listing of ${NAME}` });
  await change.getByLabel('Price per token (BSV)').fill('0.0002');
  await change.getByRole('button', { name: 'Review change' }).click();
  await expect(change).toContainText('List 90 tokens at 0.0002 BSV each instead?');
  await change.getByRole('button', { name: 'Confirm' }).click();
  await expect(a.exchange.portfolioPanel.getByText('Your listing is now 90 tokens at 0.0002 BSV each.')).toBeVisible();
  await expect(aRow.getByRole('rowheader')).toContainText('Listed: 90 at 0.0002 BSV each');
  const board = (await (await c.page.request.get('/api/market')).json()) as { listings: { listing: { priceSatoshis: number } }[] };
  expect(board.listings.map((row) => row.listing.priceSatoshis)).toEqual([20_000]);

  await aRow.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = aRow.getByRole('form', { name: `Withdraw your listing of ${NAME}` });
  await withdraw.getByRole('button', { name: 'Confirm' }).click();
  await expect(a.exchange.portfolioPanel.getByText('Your listing was withdrawn.')).toBeVisible();
  await expect(aRow.getByRole('button', { name: 'List tokens' })).toBeVisible();
  await c.page.reload();
  await c.exchange.markets.getByRole('region').first().waitFor();
  await c.exchange.searchFor('Market Parser');
  await expect.poll(() => c.exchange.rowNames()).toEqual([]);

  // B lists the 10 tokens for resale; C buys them from the row's Buy, and the one payment pays B, A's 5 % royalty
  // and the fee, each amount shown before confirming and in the receipt.
  await b.page.reload();
  await b.exchange.openTab('My Portfolio');
  await b.exchange.holdingRow(NAME).getByRole('button', { name: 'List tokens' }).click();
  const resale = b.exchange.portfolioPanel.getByRole('form', { name: `List tokens of ${NAME}` });
  await resale.getByLabel('Price per token (BSV)').fill('0.0002');
  await resale.getByRole('button', { name: 'List on the market' }).click();
  await expect(resale.getByText('Listed 10 tokens at 0.0002 BSV each.')).toBeVisible();
  await new SignInPage(c.page).signInAs('sandbox_carol');
  await c.exchange.open();
  await c.exchange.searchFor('Market Parser');
  const resaleRow = c.exchange.table.getByRole('row').filter({ hasText: NAME });
  await expect(resaleRow).toContainText('10 for sale');
  await resaleRow.getByRole('button', { name: `Buy ${NAME}` }).click();
  await c.exchange.dialog.getByLabel('Tokens to buy').fill('10');
  const split = c.exchange.dialog.getByLabel('How the one payment splits');
  await expect(split.locator('div')).toHaveText(['Seller sandbox_bob0.0019 BSV', 'Creator royalty 5 % to sandbox_alice0.0001 BSV', 'Platform fee0.00005 BSV']);
  await c.exchange.dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(c.exchange.dialog.getByText('Bought 10 tokens for 0.00205 BSV. They are in your portfolio.')).toBeVisible();
  await expect(split.locator('div')).toHaveText(['Paid to sandbox_bob0.0019 BSV', 'Paid to sandbox_alice0.0001 BSV', 'Paid to sandbox_platform0.00005 BSV']);
  await c.exchange.dialog.getByRole('button', { name: 'Close' }).click();
  await expectOneCurrency(c.page);
});
