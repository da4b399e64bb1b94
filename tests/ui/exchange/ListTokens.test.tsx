import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { holdingOfItem, summaryOfHoldings } from '../../../src/domain/exchange/codeItem';
import { listingId } from '../../../src/domain/exchange/listing';
import { renderApp } from '../../support/renderApp';

const minted = {
  ...holdingOfItem({
  id: 'item-1',
  name: 'Fast Parser',
  description: 'Parses fast',
  codeType: 'library',
  language: 'TypeScript',
  files: [],
  supply: 100,
  price: 0.0001,
  revenueSharePercent: 70,
  mintedAt: 0,
  url: null,
  }),
  minted: true,
};

describe('listing tokens from My Portfolio', { timeout: 15_000 }, () => {
  it('lists tokens of a minted item at a price, and words a refusal from its code', async () => {
    const user = userEvent.setup();
    const desk = new MemoryMarketDesk();
    renderApp('/exchange', { marketDesk: desk, portfolio: new MemoryPortfolio(summaryOfHoldings([minted]), [minted]) });
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    const panel = screen.getByRole('tabpanel', { name: 'My Portfolio' });
    await user.click(await within(panel).findByRole('button', { name: 'List tokens' }));
    const form = await within(panel).findByRole('form', { name: 'List tokens of Fast Parser' });
    await user.type(within(form).getByLabelText('Price per token (BSV)'), '0.0001');
    await user.click(within(form).getByRole('button', { name: 'List on the market' }));
    expect(await within(form).findByText('Listed 100 tokens at 0.0001 BSV each.')).toBeDefined();
    expect(desk.listings).toEqual([{ itemId: 'item-1', quantity: 100, price: '0.0001' }]);
    desk.refusal = { code: 'exceeds-holdings' };
    await user.click(within(form).getByRole('button', { name: 'List on the market' }));
    expect(await within(form).findByText(/cannot list more tokens than you hold/)).toBeDefined();

    desk.refusal = null;
    expect(within(panel).queryByRole('form', { name: 'Distribute a dividend of Fast Parser' })).toBeNull();
  });

  it('lets the minter distribute a dividend while the item is listed, and offers it to no buyer', async () => {
    const user = userEvent.setup();
    const desk = new MemoryMarketDesk();
    const market = { costBasisSatoshis: 0, valueSatoshis: null, profitAndLossSatoshis: null, profitAndLossPercent: null, pendingDividendsSatoshis: 0, dividendsReceivedSatoshis: 0 };
    const listed = { ...minted, market: { ...market, listing: { id: 'l1', quantity: 40, priceSatoshis: 10_000 } } };
    const bought = { ...minted, minted: false, listing: { ...minted.listing, id: listingId('item-2'), name: 'Bought Lib' }, market: { ...market, listing: null } };
    renderApp('/exchange', { marketDesk: desk, portfolio: new MemoryPortfolio(summaryOfHoldings([listed, bought]), [listed, bought]) });
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    const panel = screen.getByRole('tabpanel', { name: 'My Portfolio' });
    expect(await within(panel).findAllByRole('button', { name: 'Distribute dividend' })).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Withdraw' })).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Distribute dividend' }));
    const dividend = await within(panel).findByRole('form', { name: 'Distribute a dividend of Fast Parser' });
    await user.type(within(dividend).getByLabelText('Dividend to holders (BSV)'), '0.00001');
    await user.click(within(dividend).getByRole('button', { name: 'Distribute' }));
    expect(await within(dividend).findByText(/^Paid 0\.00001 BSV to 1 holder, pro rata/)).toBeDefined();
    expect(desk.dividends).toEqual([{ itemId: 'item-1', amount: '0.00001', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{24}$/) }]);
  });
});
