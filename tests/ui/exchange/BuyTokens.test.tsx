import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { holdingOfItem, summaryOfHoldings } from '../../../src/domain/exchange/codeItem';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES } from '../../../src/adapters/sample/sampleMarket';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import { renderApp } from '../../support/renderApp';

const real: Listing = {
  ...SAMPLE_LISTINGS[0]!,
  id: listingId('market-l1'),
  name: 'Fast Parser',
  sample: false,
  market: { listingId: 'l1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100 },
};

const ALICE = { handle: 'alice', paymail: 'alice@sandbox.invalid', publicKey: 'alice-id', avatarUrl: '', displayName: 'Alice' };

/** The market with the real listing and a sample; signed in as Alice unless `signedIn` is false. */
async function openMarket(desk: MemoryMarketDesk, { signedIn = true, portfolio }: { signedIn?: boolean; portfolio?: MemoryPortfolio } = {}) {
  const user = userEvent.setup();
  const listings = new MemoryListingCatalog([real, SAMPLE_LISTINGS[1]!], { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } }, []);
  renderApp('/exchange', {
    listingCatalog: listings,
    marketDesk: desk,
    ...(portfolio === undefined ? {} : { portfolio }),
    ...(signedIn ? { sessions: new MemorySessionGateway(new Map(), ALICE) } : {}),
  });
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  return { user, table };
}

async function openDialog(desk: MemoryMarketDesk, name: string, options: { signedIn?: boolean } = {}) {
  const { user, table } = await openMarket(desk, options);
  await user.click(within(table).getByRole('button', { name }));
  return { user, dialog: (await screen.findByRole('dialog', { name })) };
}

describe('buying from the detail dialog', { timeout: 15_000 }, () => {
  it('shows the cost with the platform fee and buys once with one idempotency key', async () => {
    const desk = new MemoryMarketDesk();
    const { user, dialog } = await openDialog(desk, 'Fast Parser');
    await user.click(within(dialog).getByRole('button', { name: 'Buy Tokens' }));
    const quantity = await within(dialog).findByLabelText('Tokens to buy');
    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(dialog.textContent).toContain('0.001 BSV + platform fee 2.5 % 0.000025 BSV = 0.001025 BSV');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(await within(dialog).findByText('Bought 10 tokens for 0.001025 BSV. They are in your portfolio.')).toBeDefined();
    expect(desk.purchases).toEqual([{ listingId: 'l1', quantity: 10, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{24}$/) }]);
  });

  it('words a refusal from its code, and says a sample cannot be bought', async () => {
    const desk = new MemoryMarketDesk();
    desk.refusal = { code: 'not-enough-tokens' };
    const { user, dialog } = await openDialog(desk, 'Fast Parser');
    await user.click(within(dialog).getByRole('button', { name: 'Buy Tokens' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm purchase' }));
    expect(await within(dialog).findByText(/someone bought them first\. Nothing was paid\./)).toBeDefined();
  });

  it('draws the price and volume from the item’s candles by hour, and by day when asked', async () => {
    const desk = new MemoryMarketDesk();
    const candle = (startsAt: number, open: number, close: number, volume: number) => ({
      startsAt,
      openSatoshis: open,
      highSatoshis: Math.max(open, close) + 1_000,
      lowSatoshis: Math.min(open, close) - 1_000,
      closeSatoshis: close,
      tokens: 1,
      volumeSatoshis: volume,
      trades: 1,
    });
    desk.candleSets.set('item-1', {
      hour: [candle(0, 10_000, 11_000, 50_000), candle(3_600_000, 11_000, 9_000, 25_000), candle(7_200_000, 9_000, 12_000, 100_000)],
      day: [{ ...candle(0, 10_000, 12_000, 175_000), trades: 3 }],
    });
    const user = userEvent.setup();
    const { dialog } = await openDialog(desk, 'Fast Parser');
    const byHour = await within(dialog).findByRole('img', { name: 'Price history by hour: 3 trades, last 0.00012 BSV per token, volume 0.00175 BSV' });
    const candles = within(byHour).getAllByTestId('candle');
    expect(candles.map((each) => each.getAttribute('class'))).toEqual(['exchange-candle-rising', 'exchange-candle-falling', 'exchange-candle-rising']);
    const volumes = candles.map((each) => Number(each.querySelectorAll('rect')[1]!.getAttribute('height')));
    expect(volumes[2]).toBeGreaterThan(volumes[0]!);
    expect(volumes[0]).toBeGreaterThan(volumes[1]!);
    expect(within(dialog).getByRole('button', { name: 'Hour' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Day' }));
    const byDay = await within(dialog).findByRole('img', { name: 'Price history by day: 3 trades, last 0.00012 BSV per token, volume 0.00175 BSV' });
    expect(within(byDay).getAllByTestId('candle')).toHaveLength(1);
  });

  it('says when the price history cannot be read', async () => {
    const desk = new MemoryMarketDesk();
    desk.refusal = { code: 'unavailable' };
    const { dialog } = await openDialog(desk, 'Fast Parser');
    expect(await within(dialog).findByText('The price history could not be read. Try again later.')).toBeDefined();
  });

  it('says a real listing without trades has no price history yet', async () => {
    const { dialog } = await openDialog(new MemoryMarketDesk(), 'Fast Parser');
    expect(await within(dialog).findByText(/^No trades yet: the price history starts/)).toBeDefined();
  });

  it('marks the stat cards "No trades yet" on a market without trades', async () => {
    await openDialog(new MemoryMarketDesk(), 'Fast Parser');
    expect(screen.getAllByText('No trades yet').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the row’s Buy and Sell', { timeout: 15_000 }, () => {
  it('says how many tokens each real row has for sale', async () => {
    const { table } = await openMarket(new MemoryMarketDesk());
    const row = within(table).getByRole('button', { name: 'Fast Parser' }).closest('tr')!;
    expect(within(row).getByText('90 for sale')).toBeDefined();
  });

  it('opens the purchase flow of that listing from the row’s Buy, the same as Buy Tokens', async () => {
    const desk = new MemoryMarketDesk();
    const { user } = await openMarket(desk);
    await user.click(screen.getByRole('button', { name: 'Buy Fast Parser' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Fast Parser' }));
    const quantity = await within(dialog).findByLabelText('Tokens to buy');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(await within(dialog).findByText('Bought 2 tokens for 0.000205 BSV. They are in your portfolio.')).toBeDefined();
    expect(desk.purchases).toEqual([{ listingId: 'l1', quantity: 2, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{24}$/) }]);
  });

  it('asks a signed-out visitor to sign in, from Buy and from Sell, and buys nothing', async () => {
    const desk = new MemoryMarketDesk();
    const { user } = await openMarket(desk, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Buy Fast Parser' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Fast Parser' }));
    expect(await within(dialog).findByText('Sign in with HandCash to buy tokens of Fast Parser: purchases are paid from your wallet.')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Sign in with HandCash' })).toBeDefined();
    expect(within(dialog).queryByLabelText('Tokens to buy')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Sell Fast Parser' }));
    expect(await screen.findByText('Sign in with HandCash to sell your tokens of Fast Parser.')).toBeDefined();
    expect(desk.purchases).toEqual([]);
  });

  it('opens the listing form of one’s own holding from Sell, and says so when nothing is held', async () => {
    const held = { ...holdingOfItem({ id: 'item-1', name: 'Fast Parser', description: '', codeType: 'library', language: 'TypeScript', files: [], supply: 100, price: 0.0001, revenueSharePercent: 0, mintedAt: 0, url: null }), tokens: 10 };
    const desk = new MemoryMarketDesk();
    const { user } = await openMarket(desk, { portfolio: new MemoryPortfolio(summaryOfHoldings([held]), [held]) });
    await user.click(screen.getByRole('button', { name: 'Sell Fast Parser' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Fast Parser' }));
    const form = await within(dialog).findByRole('form', { name: 'List tokens of Fast Parser' });
    await user.type(within(form).getByLabelText('Price per token (BSV)'), '0.0002');
    await user.click(within(form).getByRole('button', { name: 'List on the market' }));
    expect(await within(form).findByText('Listed 10 tokens at 0.0002 BSV each.')).toBeDefined();
    expect(desk.listings).toEqual([{ itemId: 'item-1', quantity: 10, price: '0.0002' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: `Sell ${SAMPLE_LISTINGS[1]!.name}` }));
    expect(await screen.findByText(/This is a sample listing: it shows what the market looks like, and its tokens cannot be sold\./)).toBeDefined();
  });

  it('answers no control with "not available" and shows no BTC', async () => {
    const { user } = await openMarket(new MemoryMarketDesk());
    for (const name of ['Buy Fast Parser', `Buy ${SAMPLE_LISTINGS[1]!.name}`]) {
      await user.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('button', { name: 'Buy Tokens' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
    expect(document.body.textContent).not.toMatch(/not available|BTC/);
  });

  it('shows before confirming how the one payment splits on a resale (seller, 5 % royalty, fee), and the receipt’s receivers', async () => {
    const resale: Listing = { ...real, market: { ...real.market!, seller: 'bob', creator: 'alice', royaltyPercent: 5 } };
    const desk = new MemoryMarketDesk();
    desk.receivers = [
      { handle: 'bob', satoshis: 95_000 },
      { handle: 'alice', satoshis: 5_000 },
      { handle: 'platform', satoshis: 2_500 },
    ];
    const user = userEvent.setup();
    const listings = new MemoryListingCatalog([resale], { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } }, []);
    renderApp('/exchange', { listingCatalog: listings, marketDesk: desk, sessions: new MemorySessionGateway(new Map(), ALICE) });
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Buy Fast Parser' }));
    const dialog = (await screen.findByRole('dialog', { name: 'Fast Parser' }));
    const quantity = await within(dialog).findByLabelText('Tokens to buy');
    await user.clear(quantity);
    await user.type(quantity, '10');
    const split = () => within(dialog).getByLabelText('How the one payment splits');
    const pairs = (list: HTMLElement) => Array.from(list.querySelectorAll('div'), (line) => line.textContent);
    expect(pairs(split())).toEqual(['Seller bob0.00095 BSV', 'Creator royalty 5 % to alice0.00005 BSV', 'Platform fee0.000025 BSV']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await within(dialog).findByText(/^Bought 10 tokens/);
    expect(pairs(split())).toEqual(['Paid to bob0.00095 BSV', 'Paid to alice0.00005 BSV', 'Paid to platform0.000025 BSV']);
  });
});
