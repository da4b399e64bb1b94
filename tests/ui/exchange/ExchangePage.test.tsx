import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { MARKET_FILTERS, NO_MATCHES_TEXT, SORT_OPTIONS } from '../../../src/domain/exchange/exchangeConstants';
import { SAMPLE_LISTINGS } from '../../../src/domain/exchange/sampleListings';
import { renderApp } from '../../support/renderApp';

const ALL_NAMES = SAMPLE_LISTINGS.map((listing) => listing.name);

/** Renders the app at /exchange and waits for the lazily loaded page; returns the trading table too. */
async function openExchange() {
  const user = userEvent.setup();
  renderApp('/exchange');
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGE_TITLES.exchange);
  return { user, table };
}

/** The names of the trading table's rows, top to bottom. */
const rowNames = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((header) => within(header).getByRole('button').textContent);

const nameButton = (table: HTMLElement, name: string) => within(table).getByRole('button', { name });

describe('the exchange page', { timeout: 15_000 }, () => {
  it('opens on the Marketplace tab with the stat cards, the portfolio panel and every listing', async () => {
    const { table } = await openExchange();
    const tabs = screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
    expect(tabs).toEqual([['Marketplace', 'true'], ['My Portfolio', 'false'], ['Mint NFT', 'false']]);
    const panel = screen.getByRole('tabpanel', { name: 'Marketplace' });
    for (const label of ['Total Market Cap', 'Dividends Paid 24h', '24h P&L', 'Pending Dividends']) expect(within(panel).getByText(label)).toBeDefined();
    expect(within(panel).getByRole('button', { name: 'Claim' })).toBeDefined();
    expect(within(panel).getByRole('list', { name: 'Top Gainers' }).textContent).toContain('+24.6%');
    expect(rowNames(table)).toEqual(ALL_NAMES);
  });

  it('filters the rows by name or tag as the search is typed, ignoring case', async () => {
    const { user, table } = await openExchange();
    const search = screen.getByRole('searchbox', { name: 'Search markets' });
    await user.type(search, 'SCRYPT');
    expect(rowNames(table)).toEqual(['Atomic Token Swap', 'Multisig Escrow Contract']);
    expect(within(screen.getByRole('region', { name: 'Markets' })).getByRole('status').textContent).toBe(`2 of ${ALL_NAMES.length} listings`);
    await user.clear(search);
    await user.type(search, 'paywall');
    expect(rowNames(table)).toEqual(['Micropayment Paywall']);
    await user.clear(search);
    await user.type(search, 'cobol');
    expect(rowNames(table)).toEqual([]);
    expect(table.textContent).toContain(NO_MATCHES_TEXT);
    await user.clear(search);
    expect(rowNames(table)).toEqual(ALL_NAMES);
  });

  it('lets the filter tabs, sort select and view toggle be operated without changing the rows', async () => {
    const { user, table } = await openExchange();
    const filters = screen.getByRole('group', { name: 'Market filter' });
    for (const filter of MARKET_FILTERS) {
      await user.click(within(filters).getByRole('button', { name: filter }));
      expect(within(filters).getByRole('button', { name: filter }).getAttribute('aria-pressed')).toBe('true');
      expect(rowNames(table)).toEqual(ALL_NAMES);
    }
    for (const option of SORT_OPTIONS) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), option);
      expect(rowNames(table)).toEqual(ALL_NAMES);
    }
    const cards = within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Cards' });
    await user.click(cards);
    expect(cards.getAttribute('aria-pressed')).toBe('true');
    expect(rowNames(table)).toEqual(ALL_NAMES);
  });

  it('opens a row in a detail dialog and closes it with Escape, returning focus to the row', async () => {
    const { user, table } = await openExchange();
    const row = nameButton(table, 'BSV Wallet SDK').closest('tr')!;
    await user.click(within(row).getByText('0.0125 BTC'));
    const dialog = screen.getByRole('dialog', { name: 'BSV Wallet SDK' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const figures = within(dialog).getAllByRole('definition').map((figure) => figure.textContent);
    expect(figures).toEqual(['525 BTC', '1,247', '15,420', '4.8 / 5']);
    expect(dialog.textContent).toContain(SAMPLE_LISTINGS[0]!.description);
    for (const name of ['Buy Tokens', 'View Source', 'Download']) expect(within(dialog).getByRole('button', { name })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(nameButton(table, 'BSV Wallet SDK'));
  });

  it('opens from the keyboard and closes by the Close button or an overlay click, not a click inside', async () => {
    const { user, table } = await openExchange();
    nameButton(table, 'UTXO Manager').focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'UTXO Manager' });
    await user.click(within(dialog).getByText('Rating'));
    expect(screen.getByRole('dialog')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(nameButton(table, 'UTXO Manager'));
    await user.click(nameButton(table, 'Paymail Resolver'));
    await user.click(screen.getByRole('dialog', { name: 'Paymail Resolver' }).parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open dialog', async () => {
    const { user, table } = await openExchange();
    await user.click(nameButton(table, 'UTXO Manager'));
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('does nothing on Buy and Sell, and does not open the dialog for them', async () => {
    const { user } = await openExchange();
    for (const name of ['Buy BSV Wallet SDK', 'Sell BSV Wallet SDK']) await user.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches tabs by click and with the arrow keys', async () => {
    const { user } = await openExchange();
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    const portfolio = screen.getByRole('tabpanel', { name: 'My Portfolio' });
    expect(within(portfolio).getByText('Total Revenue')).toBeDefined();
    expect(within(portfolio).getAllByText('25 tokens (12.5%)')).toHaveLength(3);
    expect(screen.queryByRole('tabpanel', { name: 'Marketplace' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mint NFT' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mint NFT' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Marketplace' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Mint NFT' })).toBeDefined();
  });

  it('opens the Mint NFT and My Portfolio tabs from the portfolio panel, focus on the tab', async () => {
    const { user } = await openExchange();
    await user.click(screen.getByRole('button', { name: 'Mint New Code' }));
    const mint = screen.getByRole('tab', { name: 'Mint NFT' });
    expect([mint.getAttribute('aria-selected'), document.activeElement]).toEqual(['true', mint]);
    await user.click(screen.getByRole('tab', { name: 'Marketplace' }));
    await user.click(screen.getByRole('button', { name: 'Portfolio Analytics' }));
    expect(screen.getByRole('tab', { name: 'My Portfolio' }).getAttribute('aria-selected')).toBe('true');
  });
});
