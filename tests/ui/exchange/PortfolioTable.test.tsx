import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryMarketDesk } from '../../../src/adapters/memory/memoryMarketDesk.adapter';
import { MemoryPortfolio } from '../../../src/adapters/memory/memoryPortfolio.adapter';
import { holdingOfItem, summaryOfHoldings, type CodeItem } from '../../../src/domain/exchange/codeItem';
import { portfolioTotals } from '../../../src/domain/exchange/market/portfolioFigures';
import type { Holding, HoldingMarketFigures } from '../../../src/domain/exchange/portfolio';
import { renderApp } from '../../support/renderApp';

const item = (id: string, name: string): CodeItem => ({
  id,
  name,
  description: '',
  codeType: 'library',
  language: 'TypeScript',
  files: [],
  supply: 100,
  price: 0.5,
  revenueSharePercent: 70,
  mintedAt: 0,
  url: null,
});
const figures = (overrides: Partial<HoldingMarketFigures>): HoldingMarketFigures => ({
  costBasisSatoshis: 0,
  valueSatoshis: null,
  profitAndLossSatoshis: null,
  profitAndLossPercent: null,
  pendingDividendsSatoshis: 0,
  dividendsReceivedSatoshis: 0,
  listing: null,
  ...overrides,
});
const onMarket = (id: string, name: string, tokens: number, market: HoldingMarketFigures): Holding => ({
  ...holdingOfItem(item(id, name)),
  tokens,
  sharePercent: tokens,
  market,
});

/** Bob bought 10 at 0.0001 BSV, now worth 0.00015; Alice's minted parser is listed, untraded; a minted item never listed. */
const bought = onMarket('item-1', 'Fast Parser', 10, figures({ costBasisSatoshis: 100_000, valueSatoshis: 150_000, profitAndLossSatoshis: 50_000, profitAndLossPercent: 50, pendingDividendsSatoshis: 7, dividendsReceivedSatoshis: 10_000 }));
const listed = onMarket('item-2', 'Slow Lexer', 100, figures({ listing: { id: 'listing-2', quantity: 40, priceSatoshis: 20_000 } }));
const minted = holdingOfItem(item('item-3', 'Quiet Linter'));

function portfolioOf(holdings: readonly Holding[]) {
  const summary = { ...summaryOfHoldings(holdings), market: portfolioTotals(holdings.flatMap((holding) => (holding.market ? [holding.market] : []))) };
  return new MemoryPortfolio(summary, holdings);
}

async function openPortfolio(portfolio: MemoryPortfolio, desk = new MemoryMarketDesk()) {
  const user = userEvent.setup();
  renderApp('/exchange', { marketDesk: desk, portfolio });
  await screen.findByRole('table', {}, { timeout: 5000 });
  await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
  const panel = screen.getByRole('tabpanel', { name: 'My Portfolio' });
  const table = await within(panel).findByRole('table', { name: 'Holdings' });
  return { user, panel, table, desk };
}

const cells = (row: HTMLElement) => within(row).queryAllByRole('cell').map((cell) => cell.textContent);

describe('My Portfolio’s holdings table', { timeout: 20_000 }, () => {
  it('shows each holding’s figures from the market, “No trades yet” instead of a value, and the totals on top', async () => {
    const { panel, table } = await openPortfolio(portfolioOf([bought, listed, minted]));
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Item',
      'Tokens held',
      'Cost basis',
      'Value at last price',
      'P&L',
      'Pending dividends',
      'Dividends received',
      'Actions',
    ]);
    const [parser, lexer, linter] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    expect(cells(parser).slice(0, 6)).toEqual(['10 tokens (10%)', '0.001 BSV', '0.0015 BSV', '+0.0005 BSV (+50.00%)', '0.00000007 BSV', '0.0001 BSV']);
    expect(cells(lexer).slice(0, 6)).toEqual(['100 tokens (100%)', '0 BSV', 'No trades yet', 'No trades yet', '0 BSV', '0 BSV']);
    expect(within(lexer).getByRole('rowheader').textContent).toBe('Slow LexerListed: 40 at 0.0002 BSV each');
    // Minted, never listed: no market figure, and never the mint price as a value.
    expect(cells(linter).slice(0, 6)).toEqual(['100 tokens (100%)', '—', 'No trades yet', '—', '—', '—']);
    expect(table.textContent).not.toContain('0.5');

    const totals = within(panel).getByLabelText('Portfolio totals');
    const pairs = [...totals.querySelectorAll('div')].map((card) => [card.querySelector('dt')?.textContent, card.querySelector('dd')?.textContent]);
    expect(pairs).toEqual([
      ['Value at last price', '0.0015 BSV'],
      ['Cost basis', '0.001 BSV'],
      ['Profit and loss', '+0.0005 BSV (+50.00%)'],
      ['Pending dividends', '0.00000007 BSV'],
      ['Dividends received', '0.0001 BSV'],
      ['Holdings', '3'],
    ]);
  });

  it('says “No trades yet” in the totals when nothing held has traded', async () => {
    const { panel } = await openPortfolio(portfolioOf([listed]));
    const totals = within(panel).getByLabelText('Portfolio totals');
    expect(within(totals).getAllByText('No trades yet')).toHaveLength(2);
  });

  it('offers List tokens without a listing, Change and Withdraw of one’s own listing', async () => {
    const { table } = await openPortfolio(portfolioOf([bought, listed, minted]));
    const [parser, lexer, linter] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    const buttons = (row: HTMLElement) => within(row).getAllByRole('button').map((button) => button.textContent);
    expect([buttons(parser), buttons(lexer), buttons(linter)]).toEqual([['List tokens'], ['Change', 'Withdraw'], ['List tokens']]);
  });

  it('changes the listing after a confirmation, and reads the portfolio again', async () => {
    const portfolio = portfolioOf([listed]);
    const { user, panel, table, desk } = await openPortfolio(portfolio);
    await user.click(within(table).getByRole('button', { name: 'Change' }));
    const form = await within(table).findByRole('form', { name: 'Change your listing of Slow Lexer' });
    const quantity = within(form).getByLabelText('Tokens to list');
    const price = within(form).getByLabelText('Price per token (BSV)');
    expect([(quantity as HTMLInputElement).value, (price as HTMLInputElement).value]).toEqual(['40', '0.0002']);
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.clear(price);
    await user.type(price, '0.0003');
    await user.click(within(form).getByRole('button', { name: 'Review change' }));
    expect(within(form).getByText('List 30 tokens at 0.0003 BSV each instead?')).toBeDefined();
    expect(desk.changes).toEqual([]);
    // The portfolio read again after the change shows the new listing.
    portfolio.holdingsValue = [{ ...listed, market: figures({ listing: { id: 'listing-2', quantity: 30, priceSatoshis: 30_000 } }) }];
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Your listing is now 30 tokens at 0.0003 BSV each.')).toBeDefined();
    expect(desk.changes).toEqual([{ listingId: 'listing-2', quantity: 30, price: '0.0003' }]);
    expect(await within(table).findByText('Listed: 30 at 0.0003 BSV each')).toBeDefined();
  });

  it('words a refused change and keeps the form; Cancel goes back to editing', async () => {
    const desk = new MemoryMarketDesk();
    const { user, table } = await openPortfolio(portfolioOf([listed]), desk);
    await user.click(within(table).getByRole('button', { name: 'Change' }));
    const form = await within(table).findByRole('form', { name: 'Change your listing of Slow Lexer' });
    await user.click(within(form).getByRole('button', { name: 'Review change' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).queryByRole('button', { name: 'Confirm' })).toBeNull();
    desk.refusal = { code: 'exceeds-holdings' };
    await user.click(within(form).getByRole('button', { name: 'Review change' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(/cannot list more tokens than you hold/)).toBeDefined();
  });

  it('withdraws the listing only once confirmed; Cancel leaves it', async () => {
    const portfolio = portfolioOf([listed]);
    const { user, panel, table, desk } = await openPortfolio(portfolio);
    await user.click(within(table).getByRole('button', { name: 'Withdraw' }));
    let form = await within(table).findByRole('form', { name: 'Withdraw your listing of Slow Lexer' });
    expect(within(form).getByText('Take your 40 tokens off the market? Nobody can buy them until you list them again.')).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(desk.withdrawals).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Withdraw' }));
    form = await within(table).findByRole('form', { name: 'Withdraw your listing of Slow Lexer' });
    portfolio.holdingsValue = [{ ...listed, market: figures({}) }];
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Your listing was withdrawn.')).toBeDefined();
    expect(desk.withdrawals).toEqual(['listing-2']);
    expect(await within(table).findByRole('button', { name: 'List tokens' })).toBeDefined();
  });
});
