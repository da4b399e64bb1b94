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
 * Offers on the embedded default, through the sandbox wallet (issue 38, Build 3): A mints and lists 10 of 100 tokens,
 * C offers a price for 20 from the item's detail, A accepts it under "Offers on your tokens", and the holdings move:
 * A 80, C 20. Its own server and database (an offer changes what every other spec's market would show):
 * `E2E_PORT + 3290`.
 */
const PORT = E2E_PORT + 3290;
const NAME = 'Offer Parser';

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-offers-'));
  server = await startServer(PORT, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function person(browser: Browser, handle: string): Promise<{ context: BrowserContext; page: Page; exchange: ExchangePage }> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  const page = await context.newPage();
  const exchange = new ExchangePage(page);
  await exchange.open();
  await new SignInPage(page).signInAs(handle);
  await exchange.open();
  return { context, page, exchange };
}

test('C offers a price for 20 tokens, A accepts it, and the holdings move once', async ({ browser }) => {
  const a = await person(browser, 'sandbox_alice');
  await a.exchange.openTab('Mint NFT');
  await a.exchange.mintField('Project name').fill(NAME);
  await a.exchange.mintField('Description').fill('Parses offers.');
  await a.exchange.mintField('Initial token supply').fill('100');
  await a.exchange.mintField('Token price (BSV)').fill('0.0001');
  await a.exchange.mintField('Code files').setInputFiles([{ name: 'parser.ts', mimeType: 'text/plain', buffer: Buffer.from('abc') }]);
  await a.exchange.submitMint();
  await a.exchange.mintPanel.getByRole('button', { name: 'Confirm mint' }).click();
  await expect(a.exchange.mintPanel.getByText(/^Minted: item /)).toBeVisible();
  await a.exchange.openTab('My Portfolio');
  await a.exchange.portfolioPanel.getByRole('button', { name: 'List tokens' }).click();
  const listForm = a.exchange.portfolioPanel.getByRole('form', { name: `List tokens of ${NAME}` });
  await listForm.getByLabel('Tokens to list').fill('10');
  await listForm.getByLabel('Price per token (BSV)').fill('0.0001');
  await listForm.getByRole('button', { name: 'List on the market' }).click();
  await expect(listForm.getByText('Listed 10 tokens at 0.0001 BSV each.')).toBeVisible();

  const c = await person(browser, 'sandbox_carol');
  await c.exchange.searchFor(NAME);
  await c.exchange.table.getByRole('button', { name: NAME, exact: true }).click();
  const offers = c.exchange.dialog.getByRole('region', { name: 'Offers' });
  await expect(offers.getByText('No offers yet.')).toBeVisible();
  await offers.getByLabel('Tokens wanted').fill('20');
  await offers.getByLabel('Offer price per token (BSV)').fill('0.00009');
  await offers.getByRole('button', { name: 'Make offer' }).click();
  await expect(offers.getByText('Your offer is open.')).toBeVisible();
  await expect(offers.getByRole('listitem')).toContainText('sandbox_carol offers 0.00009 BSV each for 20 tokens');

  await a.page.reload();
  await a.exchange.openTab('My Portfolio');
  const onYourTokens = a.exchange.portfolioPanel.getByRole('region', { name: 'Offers on your tokens' });
  await expect(onYourTokens.getByRole('listitem')).toContainText('sandbox_carol offers 0.00009 BSV each for 20 tokens');
  await onYourTokens.getByRole('button', { name: 'Accept offer' }).click();
  await expect(onYourTokens.getByText('Offer accepted: the buyer paid and the tokens moved.')).toBeVisible();
  await expect(a.exchange.holdingRow(NAME).getByRole('cell').first()).toHaveText('80 tokens (80%)');

  await c.page.reload();
  await c.exchange.openTab('My Portfolio');
  await expect.poll(() => c.exchange.holdingNames()).toEqual([NAME]);
  await expect(c.exchange.holdingRow(NAME).getByRole('cell').first()).toHaveText('20 tokens (20%)');
  // C's offer is recorded accepted by A and paid once.
  const mine = (await (await c.page.request.get('/api/market/offers/mine')).json()) as { made: { status: string; seller: string; settlement: string }[] };
  expect(mine.made.map(({ status, seller, settlement }) => ({ status, seller, settlement }))).toEqual([{ status: 'accepted', seller: 'sandbox_alice', settlement: 'paid' }]);

  // The item's chart shows the trade, from the server's candles.
  await c.exchange.openTab('Marketplace');
  await c.exchange.searchFor(NAME);
  await c.exchange.table.getByRole('button', { name: NAME, exact: true }).click();
  await expect(c.exchange.dialog.getByRole('img', { name: /^Price history by hour: 1 trade, last 0\.00009 BSV per token, volume 0\.0018 BSV$/ })).toBeVisible();
  await c.exchange.dialog.getByRole('button', { name: 'Day' }).click();
  await expect(c.exchange.dialog.getByRole('img', { name: /^Price history by day: 1 trade/ })).toBeVisible();
  await c.page.keyboard.press('Escape');

  // The market's activity lists every step, newest first, and a new one arrives without a reload.
  await a.exchange.openTab('Marketplace');
  const feed = a.page.getByRole('list', { name: 'Market activity' });
  await expect(feed.getByRole('listitem').filter({ hasText: `${NAME}: ` }).first()).toBeVisible();
  const steps = (await feed.getByRole('listitem').filter({ hasText: `${NAME}: ` }).allTextContents()).map((line) => line.replace(/^.*? UTC /, ''));
  expect(steps).toEqual([
    `${NAME}: sandbox_carol bought 20 tokens from sandbox_alice at 0.00009 BSV each`,
    `${NAME}: sandbox_alice accepted the offer of sandbox_carol for 20 tokens`,
    `${NAME}: sandbox_carol offered for 20 tokens at 0.00009 BSV each`,
    `${NAME}: sandbox_alice listed 10 tokens at 0.0001 BSV each`,
    `${NAME}: sandbox_alice minted 100 tokens`,
  ]);
  const itemId = (mine.made[0] as unknown as { itemId: string }).itemId;
  expect((await c.page.request.post('/api/market/offers', { data: { itemId, quantity: 5, price: '0.00008', expiresInHours: 24 } })).status()).toBe(201);
  await expect(feed.getByRole('listitem').first()).toContainText(`${NAME}: sandbox_carol offered for 5 tokens at 0.00008 BSV each`);
});
