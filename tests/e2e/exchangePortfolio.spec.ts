import { ExchangePage } from './pages/ExchangePage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

test.describe('My Portfolio on the sandbox wallet', () => {
  test('a sandbox mint appears in My Portfolio, links to the item and is still there after a reload', async ({ page }) => {
    const exchange = new ExchangePage(page);
    const signIn = new SignInPage(page);
    await exchange.open();
    await signIn.signInAs('sandbox_carol');
    await exchange.open();
    const name = `Carol's <b>Parser</b> ${Date.now()}`;
    await exchange.openTab('Mint NFT');
    await exchange.mintField('Project name').fill(name);
    await exchange.mintField('Description').fill('Parses code, fast.');
    await exchange.mintField('Initial token supply').fill('500');
    await exchange.mintField('Token price (BSV)').fill('0.00012345');
    await exchange.mintField('Code files').setInputFiles([{ name: 'parser.ts', mimeType: 'text/plain', buffer: Buffer.from('abc') }]);
    await exchange.submitMint();
    await exchange.mintPanel.getByRole('button', { name: 'Confirm mint' }).click();
    await expect(exchange.mintPanel.getByText(/^Minted: item [0-9a-f-]{36}\./)).toBeVisible();
    const link = exchange.mintPanel.getByRole('link', { name: 'View the item' });
    await expect(link).toHaveAttribute('href', /^http:\/\/localhost:\d+\/sandbox-wallet\/items\/[0-9a-f-]{36}$/);
    const itemPage = await link.getAttribute('href');

    await exchange.openTab('My Portfolio');
    await expect.poll(() => exchange.holdingNames()).toEqual([name]);
    await page.reload();
    await exchange.openTab('My Portfolio');
    await expect.poll(() => exchange.holdingNames()).toEqual([name]);
    await expect(exchange.portfolioPanel.getByRole('alert')).toHaveCount(0);
    await expect(exchange.portfolioPanel).toContainText('500 tokens (100%)');

    await page.goto(itemPage!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('main')).toContainText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test('signed out, My Portfolio asks to sign in and the mint button says why it cannot mint', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.openTab('My Portfolio');
    await expect(exchange.portfolioPanel.getByRole('alert')).toHaveText('Sign in with HandCash to see your portfolio.');
    await exchange.openTab('Mint NFT');
    await expect(exchange.mintPanel.getByRole('button', { name: 'Mint Code NFT' })).toHaveAccessibleDescription(
      'Sign in with HandCash to mint: minting uses your wallet.',
    );
  });
});
