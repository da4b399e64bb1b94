import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../../src/domain/exchange/codeItem';
import { renderApp } from '../../support/renderApp';

const ALICE = { handle: 'alice', paymail: 'alice@sandbox.invalid', publicKey: 'alice-id', avatarUrl: '', displayName: 'Alice' };
const ITEM_URL = 'http://localhost/sandbox-wallet/items/item-1';
const minted = (name: string): CodeItem => ({
  id: 'item-1',
  name,
  description: 'A wallet toolkit.',
  codeType: 'app',
  language: 'JavaScript',
  files: [],
  supply: 1000,
  price: 0.0015,
  revenueSharePercent: 70,
  mintedAt: 1,
  url: ITEM_URL,
});

/** A signed-in (or signed-out) visitor on the Mint NFT tab with an empty wallet. */
async function openMint(signedIn: boolean) {
  const user = userEvent.setup({ applyAccept: false });
  const portfolio = new MemoryPortfolio(summaryOfHoldings([]), []);
  if (!signedIn) portfolio.failure = 'signed-out';
  renderApp('/exchange', { portfolio, ...(signedIn ? { sessions: new MemorySessionGateway(new Map(), ALICE) } : {}) });
  await user.click(await screen.findByRole('tab', { name: 'Mint NFT' }, { timeout: 5000 }));
  const form = screen.getByRole('tabpanel', { name: 'Mint NFT' });
  return { user, portfolio, form };
}

async function previewValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, name: string) {
  await user.type(within(form).getByLabelText('Project name'), name);
  await user.type(within(form).getByLabelText('Description'), 'A wallet toolkit.');
  await user.type(within(form).getByLabelText('Initial token supply'), '1000');
  await user.type(within(form).getByLabelText('Token price (BSV)'), '0.0015');
  await user.click(within(form).getByRole('button', { name: 'Mint Code NFT' }));
  await within(form).findByRole('region', { name: 'What will be minted' });
}

describe('minting to the wallet', { timeout: 20_000 }, () => {
  it('signed out: the portfolio asks to sign in, and the mint buttons say why they cannot mint', async () => {
    const { user, portfolio, form } = await openMint(false);
    const why = 'Sign in with HandCash to mint: minting uses your wallet.';
    expect(within(form).getByRole('button', { name: 'Mint Code NFT', description: why })).toBeDefined();
    await previewValid(user, form, 'Wallet SDK');
    const confirm = within(form).getByRole('button', { name: 'Confirm mint', description: why });
    expect([confirm.hasAttribute('disabled'), portfolio.mints.length]).toEqual([true, 0]);
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    expect(within(screen.getByRole('tabpanel', { name: 'My Portfolio' })).getByRole('alert').textContent).toBe(
      'Sign in with HandCash to see your portfolio.',
    );
  });

  it('signed in: mints, links to the item (name as text) and shows it in My Portfolio', async () => {
    const { user, portfolio, form } = await openMint(true);
    const name = '<img src=x onerror=alert(1)>';
    portfolio.mintOutcome = { ok: true, value: { itemId: 'item-1', url: ITEM_URL } };
    await previewValid(user, form, name);
    // The wallet holds the item once it is minted; the portfolio is read again after the mint.
    portfolio.holdingsValue = [holdingOfItem(minted(name))];
    portfolio.summaryValue = summaryOfHoldings(portfolio.holdingsValue);
    await user.click(within(form).getByRole('button', { name: 'Confirm mint' }));
    expect(await within(form).findByText('Minted: item item-1.', { exact: false })).toBeDefined();
    expect(within(form).getByRole('link', { name: 'View the item' }).getAttribute('href')).toBe(ITEM_URL);
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    const holdings = await within(screen.getByRole('tabpanel', { name: 'My Portfolio' })).findByRole('table', { name: 'Holdings' });
    const [row] = await within(holdings).findAllByRole('rowheader');
    expect(row?.firstChild?.textContent).toBe(name);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps everything typed when the minter refuses, and says so', async () => {
    const { user, portfolio, form } = await openMint(true);
    portfolio.mintOutcome = { ok: false, error: { code: 'mint-refused' } };
    await previewValid(user, form, 'Wallet SDK');
    await user.click(within(form).getByRole('button', { name: 'Confirm mint' }));
    expect(await within(form).findByText('The minter refused this item; nothing was minted. Check the form, wait a moment and try again.')).toBeDefined();
    expect([
      (within(form).getByLabelText('Project name') as HTMLInputElement).value,
      (within(form).getByLabelText('Description') as HTMLTextAreaElement).value,
      (within(form).getByLabelText('Initial token supply') as HTMLInputElement).value,
      (within(form).getByLabelText('Token price (BSV)') as HTMLInputElement).value,
    ]).toEqual(['Wallet SDK', 'A wallet toolkit.', '1000', '0.0015']);
  });

  it('says the day’s limit of mints was reached, and keeps what was typed', async () => {
    const { user, portfolio, form } = await openMint(true);
    portfolio.mintOutcome = { ok: false, error: { code: 'mint-daily-limit' } };
    await previewValid(user, form, 'Wallet SDK');
    await user.click(within(form).getByRole('button', { name: 'Confirm mint' }));
    expect(
      await within(form).findByText('You have reached today’s limit of mints through the app’s minter; nothing was minted. You can mint again after midnight (UTC).'),
    ).toBeDefined();
    expect((within(form).getByLabelText('Project name') as HTMLInputElement).value).toBe('Wallet SDK');
  });
});
