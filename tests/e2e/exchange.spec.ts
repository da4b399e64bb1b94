import AxeBuilder from '@axe-core/playwright';
import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { SAMPLE_LISTINGS } from '../../src/adapters/sample/sampleListings';
import { ExchangePage } from './pages/ExchangePage';
import { expect, test } from './support/test';

const ALL_NAMES = SAMPLE_LISTINGS.map((listing) => listing.name);

async function expectNoAxeViolations(exchange: ExchangePage): Promise<void> {
  const audit = await new AxeBuilder({ page: exchange.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

test.describe('the code-NFT exchange', () => {
  test('narrows the trading table as a name or tag is typed', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await expect(exchange.heading).toHaveText(PAGE_TITLES.exchange);
    expect(await exchange.rowNames()).toEqual(ALL_NAMES);
    await exchange.searchFor('Wallet');
    await expect.poll(() => exchange.rowNames()).toEqual(['BSV Wallet SDK', 'UTXO Manager']);
    await exchange.searchFor('SCRYPT');
    await expect.poll(() => exchange.rowNames()).toEqual(['Atomic Token Swap', 'Multisig Escrow Contract']);
    await exchange.searchFor('');
    await expect.poll(() => exchange.rowNames()).toEqual(ALL_NAMES);
    await expect(exchange.countLine).toHaveText('10 of 10 listings');
  });

  test('opens a listing in a dialog and closes it with Escape, focus back on the row', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.openDetails('Atomic Token Swap');
    await expect(exchange.dialog).toHaveAccessibleName('Atomic Token Swap');
    await expect(exchange.dialog).toContainText('4.6 / 5');
    await expect(exchange.dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolations(exchange);
    await page.keyboard.press('Escape');
    await expect(exchange.dialog).toBeHidden();
    await expect(exchange.listingButton('Atomic Token Swap')).toBeFocused();
  });

  test('closes the dialog on an overlay click', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.openDetails('Paymail Resolver');
    await page.mouse.click(5, 5);
    await expect(exchange.dialog).toBeHidden();
  });

  test('shows the mint form with its hints, previews a valid mint and, signed out, says why it cannot mint', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.openTab('Mint NFT');
    await expect(exchange.tab('Mint NFT')).toHaveAttribute('aria-selected', 'true');
    const mint = exchange.mintPanel;
    await expect(mint).toContainText('70% to token holders, 30% to creator');
    await expect(mint).toContainText('Supports .js, .ts, .sol, .rs, .go, .py and more');
    await expect(mint).toContainText('Minting cost: 0.001 BSV');
    await expect(mint.getByLabel('Initial token supply')).toHaveAttribute('placeholder', '1000');
    await expect(mint.getByLabel('Token price (BSV)')).toHaveAttribute('step', '0.001');
    await mint.getByRole('slider', { name: 'Revenue sharing' }).fill('55');
    await expect(mint).toContainText('55% to token holders, 45% to creator');
    await expectNoAxeViolations(exchange);
    await exchange.mintField('Project name').fill('Wallet SDK');
    await exchange.mintField('Description').fill('A wallet toolkit.');
    await exchange.mintField('Initial token supply').fill('1000');
    await exchange.mintField('Token price (BSV)').fill('0.0015');
    await exchange.mintField('Code files').setInputFiles([{ name: 'wallet.ts', mimeType: 'text/plain', buffer: Buffer.from('abc') }]);
    await exchange.submitMint();
    const preview = mint.getByRole('region', { name: 'What will be minted' });
    await expect(preview.getByLabel('SHA-256 of wallet.ts')).toHaveText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(preview).toContainText('55% to token holders, 45% to creator');
    const why = 'Sign in with HandCash to mint: minting uses your wallet.';
    await expect(mint.getByRole('button', { name: 'Confirm mint' })).toBeDisabled();
    await expect(mint.getByRole('button', { name: 'Confirm mint' })).toHaveAccessibleDescription(why);
    await expect(mint.getByRole('button', { name: 'Mint Code NFT' })).toHaveAccessibleDescription(why);
  });

  test('scrolls the table sideways at 768px without widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    const exchange = new ExchangePage(page);
    await exchange.open();
    const region = await exchange.tableRegion.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(region.scroll).toBeGreaterThan(region.client);
    const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(documentWidth).toBeLessThanOrEqual(768);
    await expectNoAxeViolations(exchange);
  });
});
