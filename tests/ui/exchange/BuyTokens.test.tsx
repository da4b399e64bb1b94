import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
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

async function openDialog(desk: MemoryMarketDesk, name: string) {
  const user = userEvent.setup();
  const listings = new MemoryListingCatalog([real, SAMPLE_LISTINGS[1]!], { ...SAMPLE_MARKET_FIGURES, totals: { marketCap: null, volume24h: null } }, []);
  renderApp('/exchange', { listingCatalog: listings, marketDesk: desk });
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  await user.click(within(table).getByRole('button', { name }));
  return { user, dialog: screen.getByRole('dialog', { name }) };
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

  it('draws the price history from the item’s trades, and says when there are none', async () => {
    const desk = new MemoryMarketDesk();
    desk.prices.set('item-1', [
      { at: 1, priceSatoshis: 10_000 },
      { at: 2, priceSatoshis: 12_000 },
    ]);
    const { dialog } = await openDialog(desk, 'Fast Parser');
    expect(await within(dialog).findByRole('img', { name: 'Price history: 2 trades, last 0.00012 BSV per token' })).toBeDefined();
    desk.prices.clear();
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
