import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { SignInPage } from './pages/SignInPage';
import { expectOneCurrency, marketPerson } from './support/marketPeople';
import { expect, test } from './support/test';

/**
 * The market on the embedded default, through the sandbox wallet (issue 38's "Done when"): A mints with a 5 % royalty
 * and lists, B buys from the row's Buy, a signed-out visitor sees the same market (and is asked to sign in to buy), a
 * server restart keeps it, A pays a dividend while the item is listed, changes and withdraws the listing, B resells to
 * C in one payment that pays B, A's royalty and the fee. Then C's offer on A's tokens is accepted and settles once, a
 * withdrawn and an expired offer are refused, the item's chart shows the three trades and the activity every step in
 * order. No exchange page says "BTC" or "not available". Its own server and database (a listing changes what every
 * other spec's market would show): `E2E_PORT + 3060`, clear of the suite's + 50, + 1000, + 2000, + 3000 and + 3030.
 */
const PORT = E2E_PORT + 3060;
const NAME = 'Market Parser';
/** An offer's hour lasts 20 s on this server, so an offer open for 1 hour expires while the test watches. */
const OFFER_HOUR_SECONDS = 20;

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-market-'));
  server = await startServer(PORT, { DATA_DIR: dataDir, OFFER_HOUR_SECONDS: String(OFFER_HOUR_SECONDS) });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const person = (browser: Browser) => marketPerson(browser, `http://localhost:${PORT}`);

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
  server = await startServer(PORT, { DATA_DIR: dataDir, OFFER_HOUR_SECONDS: String(OFFER_HOUR_SECONDS) });
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

test('C offers on A’s tokens and A accepts; a withdrawn and an expired offer cannot be accepted; the chart and the feed show every step', async ({ browser }) => {
  const a = await person(browser);
  await a.exchange.open();
  await new SignInPage(a.page).signInAs('sandbox_alice');
  await a.exchange.open();
  await a.exchange.openTab('My Portfolio');
  await a.exchange.holdingRow(NAME).getByRole('button', { name: 'List tokens' }).click();
  const listForm = a.exchange.portfolioPanel.getByRole('form', { name: `List tokens of ${NAME}` });
  await listForm.getByLabel('Tokens to list').fill('10');
  await listForm.getByLabel('Price per token (BSV)').fill('0.0003');
  await listForm.getByRole('button', { name: 'List on the market' }).click();
  await expect(listForm.getByText('Listed 10 tokens at 0.0003 BSV each.')).toBeVisible();

  // C offers for 20 of A's tokens from the item's detail; A accepts under "Offers on your tokens", and it settles once.
  const c = await person(browser);
  await c.exchange.open();
  await new SignInPage(c.page).signInAs('sandbox_carol');
  await c.exchange.open();
  await c.exchange.searchFor(NAME);
  await c.exchange.openDetails(NAME);
  const offers = c.exchange.dialog.getByRole('region', { name: 'Offers' });
  const offer = async (quantity: string, price: string, hours: string) => {
    await offers.getByLabel('Tokens wanted').fill(quantity);
    await offers.getByLabel('Offer price per token (BSV)').fill(price);
    await offers.getByLabel('Offer open for (hours)').fill(hours);
    await offers.getByRole('button', { name: 'Make offer' }).click();
    await expect(offers.getByRole('status')).toHaveText('Your offer is open.');
    await expect(offers.getByRole('listitem').first()).toContainText(`sandbox_carol offers ${price} BSV each for ${quantity} tokens`);
  };
  await offer('20', '0.00009', '24');
  const onYourTokens = a.exchange.portfolioPanel.getByRole('region', { name: 'Offers on your tokens' });
  const openOffersOfA = async () => {
    await a.page.reload();
    await a.exchange.openTab('My Portfolio');
    await expect(onYourTokens.getByRole('listitem')).toHaveCount(1);
  };
  await openOffersOfA();
  await expect(onYourTokens.getByRole('listitem')).toContainText('sandbox_carol offers 0.00009 BSV each for 20 tokens');
  await onYourTokens.getByRole('button', { name: 'Accept offer' }).click();
  await expect(onYourTokens.getByRole('status')).toHaveText('Offer accepted: the buyer paid and the tokens moved.');
  await expect(a.exchange.holdingRow(NAME).getByRole('cell').first()).toHaveText('70 tokens (70%)');
  type MadeOffer = { quantity: number; priceSatoshis: number; status: string; settlement: string | null };
  const made = async () => ((await (await c.page.request.get('/api/market/offers/mine')).json()) as { made: MadeOffer[] }).made;
  expect((await made()).map(({ status, settlement }) => ({ status, settlement }))).toEqual([{ status: 'accepted', settlement: 'paid' }]);

  // C withdraws an offer A's page still shows: A's Accept is refused with the rule, and the offer is gone from A's list.
  await offer('5', '0.00008', '24');
  await openOffersOfA();
  await offers.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(offers.getByRole('status')).toHaveText('Offer withdrawn.');
  await onYourTokens.getByRole('button', { name: 'Accept offer' }).click();
  await expect(onYourTokens.getByRole('status')).toHaveText('The buyer withdrew this offer.');
  await expect(onYourTokens.getByText('Nobody has made an offer on your tokens.')).toBeVisible();

  // An offer open for 1 hour (20 s here) expires while A's page shows it: A's Accept is refused with the rule.
  await offer('5', '0.00007', '1');
  await openOffersOfA();
  await expect.poll(async () => (await made()).find((one) => one.priceSatoshis === 7_000)?.status, { timeout: 40_000 }).toBe('expired');
  await onYourTokens.getByRole('button', { name: 'Accept offer' }).click();
  await expect(onYourTokens.getByRole('status')).toHaveText('This offer has expired and can no longer be accepted.');
  await expect(onYourTokens.getByText('Nobody has made an offer on your tokens.')).toBeVisible();
  await c.page.keyboard.press('Escape');

  // In the item's detail, A sees each offer's end and may accept none; the chart shows the three trades.
  await a.exchange.openTab('Marketplace');
  await a.exchange.searchFor(NAME);
  await a.exchange.openDetails(NAME);
  const itemOffers = a.exchange.dialog.getByRole('region', { name: 'Offers' }).getByRole('listitem');
  await expect(itemOffers).toHaveCount(3);
  await expect(itemOffers.nth(0)).toContainText(/^sandbox_carol offers 0\.00007 BSV each for 5 tokens of .+ · expired$/);
  await expect(itemOffers.nth(1)).toContainText(/^sandbox_carol offers 0\.00008 BSV each for 5 tokens of .+ · withdrawn$/);
  await expect(itemOffers.nth(2)).toContainText(/^sandbox_carol offers 0\.00009 BSV each for 20 tokens of .+ · accepted by sandbox_alice, paid$/);
  await expect(a.exchange.dialog.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  // B's 10 at 0.0001, C's 10 at 0.0002 and the offer's 20 at 0.00009: 0.0048 BSV in three trades.
  await expect(a.exchange.dialog.getByRole('img', { name: /^Price history by hour: 3 trades, last 0\.00009 BSV per token, volume 0\.0048 BSV$/ })).toBeVisible();
  await expect(a.exchange.dialog).not.toContainText('BTC');
  await expect(a.exchange.dialog).not.toContainText('not available');
  await a.page.keyboard.press('Escape');

  // The market's activity lists every step of both tests, newest first.
  await a.page.reload();
  const feed = a.page.getByRole('list', { name: 'Market activity' });
  await expect(feed.getByRole('listitem').filter({ hasText: `${NAME}: ` }).first()).toBeVisible();
  const steps = (await feed.getByRole('listitem').filter({ hasText: `${NAME}: ` }).allTextContents()).map((line) => line.replace(/^.*? UTC /, '').replace(`${NAME}: `, ''));
  expect(steps).toEqual([
    'sandbox_carol offered for 5 tokens at 0.00007 BSV each',
    'sandbox_carol withdrew an offer for 5 tokens',
    'sandbox_carol offered for 5 tokens at 0.00008 BSV each',
    'sandbox_carol bought 20 tokens from sandbox_alice at 0.00009 BSV each',
    'sandbox_alice accepted the offer of sandbox_carol for 20 tokens',
    'sandbox_carol offered for 20 tokens at 0.00009 BSV each',
    'sandbox_alice listed 10 tokens at 0.0003 BSV each',
    'sandbox_carol bought 10 tokens from sandbox_bob at 0.0002 BSV each',
    'sandbox_bob listed 10 tokens at 0.0002 BSV each',
    'sandbox_alice withdrew a listing of 90 tokens',
    'sandbox_alice changed a listing to 90 tokens at 0.0002 BSV each',
    'sandbox_alice distributed a dividend of 0.0001 BSV to 1 holder',
    'sandbox_bob bought 10 tokens from sandbox_alice at 0.0001 BSV each',
    'sandbox_alice listed 100 tokens at 0.0001 BSV each',
    'sandbox_alice minted 100 tokens',
  ]);
  await expectOneCurrency(a.page);
});
