import { ExchangePage } from './pages/ExchangePage';
import { expect, test } from './support/test';

const file = (name: string, size = 3) => ({ name, mimeType: 'text/plain', buffer: Buffer.alloc(size, 97) });

test.describe('the mint form', () => {
  test('shows every validation message, each naming its field, and keeps what was typed', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.openTab('Mint NFT');
    await exchange.submitMint();
    await expect.poll(() => exchange.mintErrors()).toEqual([
      'Project name is required.',
      'Description is required.',
      'Initial token supply is required.',
      'Token price (BSV) is required.',
    ]);
    await expect(exchange.mintField('Project name')).toBeFocused();

    await exchange.mintField('Project name').fill('Wallet SDK');
    await exchange.mintField('Description').fill('A wallet toolkit.');
    await exchange.mintField('Initial token supply').fill('2.5');
    await exchange.mintField('Token price (BSV)').fill('0');
    await exchange.submitMint();
    await expect.poll(() => exchange.mintErrors()).toEqual([
      'Initial token supply must be a whole number.',
      'Token price (BSV) must be greater than 0.',
    ]);
    await expect(exchange.mintField('Initial token supply')).toBeFocused();

    await exchange.mintField('Initial token supply').fill('-4');
    await exchange.mintField('Token price (BSV)').fill('0.123456789');
    await exchange.submitMint();
    await expect.poll(() => exchange.mintErrors()).toEqual([
      'Initial token supply must be greater than 0.',
      'Token price (BSV) can have at most 8 decimals.',
    ]);

    await exchange.mintField('Initial token supply').fill('1000');
    await exchange.mintField('Token price (BSV)').fill('1e-3');
    await exchange.mintField('Code files').setInputFiles([file('wallet.ts'), file('notes.txt'), file('big.sol', 256 * 1024 + 1)]);
    await exchange.submitMint();
    await expect.poll(() => exchange.mintErrors()).toEqual([
      'Code files: notes.txt is not an accepted type (.js .ts .sol .rs .go .py .jsx .tsx .json .md).',
      'Code files: big.sol is larger than 256 KB.',
      'Token price (BSV) must be a number, like 0.001.',
    ]);

    await exchange.mintField('Token price (BSV)').fill('0.001');
    await exchange.mintField('Code files').setInputFiles(Array.from({ length: 21 }, (_, index) => file(`part${index}.md`)));
    await exchange.submitMint();
    await expect.poll(() => exchange.mintErrors()).toEqual(['Code files: choose at most 20 files.']);
    await expect(exchange.mintField('Code files')).toHaveAttribute('aria-invalid', 'true');

    await expect(exchange.mintField('Project name')).toHaveValue('Wallet SDK');
    await expect(exchange.mintField('Description')).toHaveValue('A wallet toolkit.');
    await expect(exchange.mintField('Initial token supply')).toHaveValue('1000');
    await expect(exchange.mintField('Token price (BSV)')).toHaveValue('0.001');
  });

  test('the file picker follows the dark theme', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await exchange.open();
    await exchange.openTab('Mint NFT');
    const button = await exchange.mintField('Code files').evaluate((input) => {
      const style = getComputedStyle(input, '::file-selector-button');
      return { background: style.backgroundColor, color: style.color };
    });
    expect(button).toEqual({ background: 'rgb(45, 45, 48)', color: 'rgb(230, 230, 230)' });
  });
});
