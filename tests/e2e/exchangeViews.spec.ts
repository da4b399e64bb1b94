import { ExchangePage } from './pages/ExchangePage';
import { expect, test } from './support/test';

const BY_MARKET_CAP = ['BSV Wallet SDK', 'Atomic Token Swap', 'Micropayment Paywall', 'UTXO Manager', 'Ordinals Inscriber',
  'On-Chain Voting DAO', 'Paymail Resolver', 'Price Oracle Feed', 'Multisig Escrow Contract', 'Tx Builder Snippet'];

const FILTERED: readonly (readonly [string, readonly string[]])[] = [
  ['Apps', ['Micropayment Paywall', 'Ordinals Inscriber', 'Price Oracle Feed']],
  ['Contracts', ['Atomic Token Swap', 'On-Chain Voting DAO', 'Multisig Escrow Contract']],
  ['Libraries', ['BSV Wallet SDK', 'UTXO Manager', 'Paymail Resolver']],
  ['Trending', ['BSV Wallet SDK', 'Atomic Token Swap', 'Ordinals Inscriber', 'On-Chain Voting DAO']],
  ['All Markets', BY_MARKET_CAP],
];

const SORTED: readonly (readonly [string, readonly string[]])[] = [
  ['Volume', ['Ordinals Inscriber', 'Micropayment Paywall', 'Atomic Token Swap', 'BSV Wallet SDK', 'Price Oracle Feed',
    'On-Chain Voting DAO', 'UTXO Manager', 'Paymail Resolver', 'Multisig Escrow Contract', 'Tx Builder Snippet']],
  ['24h Change', ['Ordinals Inscriber', 'Atomic Token Swap', 'BSV Wallet SDK', 'On-Chain Voting DAO', 'UTXO Manager',
    'Tx Builder Snippet', 'Multisig Escrow Contract', 'Micropayment Paywall', 'Paymail Resolver', 'Price Oracle Feed']],
  ['Price', ['Atomic Token Swap', 'Ordinals Inscriber', 'Multisig Escrow Contract', 'BSV Wallet SDK', 'On-Chain Voting DAO',
    'UTXO Manager', 'Price Oracle Feed', 'Micropayment Paywall', 'Paymail Resolver', 'Tx Builder Snippet']],
  ['Market Cap', BY_MARKET_CAP],
];

test.describe('market views', () => {
  test('each filter tab shows its listings and says how many', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    for (const [filter, names] of FILTERED) {
      await exchange.chooseFilter(filter);
      await expect(exchange.filterButton(filter)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => exchange.rowNames()).toEqual(names);
      await expect(exchange.countLine).toHaveText(`${names.length} of 10 listings`);
    }
  });

  test('each sort orders the rows largest first, ties by name', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    for (const [sort, names] of SORTED) {
      await exchange.chooseSort(sort);
      await expect.poll(() => exchange.rowNames()).toEqual(names);
    }
  });

  test('Cards shows the same listings as cards; a search combines with the filter', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.layoutButton('Cards').click();
    await expect(exchange.table).toHaveCount(0);
    await expect.poll(() => exchange.cardNames()).toEqual(BY_MARKET_CAP);
    await exchange.chooseFilter('Libraries');
    await exchange.searchFor('wallet');
    await expect.poll(() => exchange.cardNames()).toEqual(['BSV Wallet SDK', 'UTXO Manager']);
    await expect(exchange.countLine).toHaveText('2 of 10 listings');
    await exchange.cardsRegion.getByRole('button', { name: 'Buy UTXO Manager' }).click();
    await expect(exchange.dialog.getByText('This is a sample listing: it shows what the market looks like and cannot be bought.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/BTC|not available/);
  });

  test('a reload keeps the view, and back and forward step through views', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.chooseFilter('Contracts');
    await exchange.chooseSort('Price');
    await exchange.layoutButton('Cards').click();
    await expect(page).toHaveURL(/\/exchange\?filter=contract&sort=price&view=cards$/);
    await page.reload();
    await expect.poll(() => exchange.cardNames()).toEqual(['Atomic Token Swap', 'Multisig Escrow Contract', 'On-Chain Voting DAO']);
    await expect(exchange.filterButton('Contracts')).toHaveAttribute('aria-pressed', 'true');
    await expect(exchange.sort).toHaveValue('price');
    await page.goBack();
    await expect.poll(() => exchange.rowNames()).toEqual(['Atomic Token Swap', 'Multisig Escrow Contract', 'On-Chain Voting DAO']);
    await page.goBack();
    await expect.poll(() => exchange.rowNames()).toEqual(['Atomic Token Swap', 'On-Chain Voting DAO', 'Multisig Escrow Contract']);
    await page.goBack();
    await expect.poll(() => exchange.rowNames()).toEqual(BY_MARKET_CAP);
    await page.goForward();
    await expect(exchange.filterButton('Contracts')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => exchange.rowNames()).toEqual(['Atomic Token Swap', 'On-Chain Voting DAO', 'Multisig Escrow Contract']);
  });

  test('an unknown view in the URL falls back to the default without an error', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open('?filter=games&sort=size&view=list');
    await expect.poll(() => exchange.rowNames()).toEqual(BY_MARKET_CAP);
    await expect(exchange.filterButton('All Markets')).toHaveAttribute('aria-pressed', 'true');
  });

  test('searches 10,000 listings, rendering only the rows in view', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open('?listings=10000');
    await expect(exchange.countLine).toHaveText('10,000 of 10,000 listings');
    await expect(exchange.table).toHaveAttribute('aria-rowcount', '10001');
    expect(await exchange.table.getByRole('row').count()).toBeLessThan(40);
    await exchange.searchFor('Paymail Resolver 99');
    await expect(exchange.countLine).toHaveText('11 of 10,000 listings');
    await expect.poll(async () => (await exchange.rowNames())[0]).toMatch(/^Paymail Resolver 99\d?$/);
    await exchange.chooseFilter('Trending');
    await expect(page).toHaveURL(/listings=10000/);
    await exchange.searchFor('');
    await exchange.tableRegion.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const last = exchange.table.getByRole('row').last();
    await expect(last).toHaveAttribute('aria-rowindex', await exchange.table.getAttribute('aria-rowcount').then(String));
  });
});
