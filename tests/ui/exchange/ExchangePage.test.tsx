import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { MemoryListingCatalog } from '../../../src/adapters/memory/memoryListingCatalog.adapter';
import { sampleCatalogue } from '../../../src/adapters/sample/sampleCatalogue';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS } from '../../../src/adapters/sample/sampleMarket';
import { NO_MATCHES_TEXT } from '../../../src/ui/pages/exchange/exchange.texts';
import { renderApp } from '../../support/renderApp';

const ALL_NAMES = SAMPLE_LISTINGS.map((listing) => listing.name);

/** Renders the app at /exchange and waits for the lazily loaded page; returns the trading table too. */
async function openExchange(path = '/exchange') {
  const user = userEvent.setup();
  const { router, adapters } = renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGE_TITLES.exchange);
  return { user, table, router, adapters };
}

/** The count line of the Markets section. */
const countLine = () => within(screen.getByRole('region', { name: 'Markets' })).getByText(/ of [\d,]+ listings$/);

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
    expect(countLine().textContent).toBe(`2 of ${ALL_NAMES.length} listings`);
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

  it('filters by tab and sorts by the select, keeping the view in the URL', async () => {
    const { user, table, router } = await openExchange();
    const filters = screen.getByRole('group', { name: 'Market filter' });
    await user.click(within(filters).getByRole('button', { name: 'Contracts' }));
    expect(within(filters).getByRole('button', { name: 'Contracts' }).getAttribute('aria-pressed')).toBe('true');
    expect(rowNames(table)).toEqual(['Atomic Token Swap', 'On-Chain Voting DAO', 'Multisig Escrow Contract']);
    expect(countLine().textContent).toBe('3 of 10 listings');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price');
    expect(rowNames(table)).toEqual(['Atomic Token Swap', 'Multisig Escrow Contract', 'On-Chain Voting DAO']);
    expect(router.state.location.search).toBe('?filter=contract&sort=price');
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), 'escrow');
    expect(rowNames(table)).toEqual(['Multisig Escrow Contract']);
    expect(countLine().textContent).toBe('1 of 10 listings');
  });

  it('opens the view a URL describes, and an unknown value as the default', async () => {
    const { table } = await openExchange('/exchange?filter=trending&sort=change&q=o');
    expect(rowNames(table)).toEqual(['Ordinals Inscriber', 'Atomic Token Swap', 'On-Chain Voting DAO']);
    expect((screen.getByRole('searchbox', { name: 'Search markets' }) as HTMLInputElement).value).toBe('o');
  });

  it('falls back to the default view for unknown values, without an error', async () => {
    const { table } = await openExchange('/exchange?filter=games&sort=size&view=list');
    expect(rowNames(table)).toEqual(ALL_NAMES);
    expect(within(screen.getByRole('group', { name: 'Market filter' })).getByRole('button', { name: 'All Markets' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the same listings as cards, each with its place among all', async () => {
    const { user } = await openExchange();
    await user.click(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Cards' }));
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('region', { name: 'Markets cards' })).getAllByRole('listitem');
    expect(cards.map((card) => [within(card).getAllByRole('button')[0]!.textContent, card.getAttribute('aria-posinset'), card.getAttribute('aria-setsize')]).slice(0, 2)).toEqual([
      ['BSV Wallet SDK', '1', '10'],
      ['Atomic Token Swap', '2', '10'],
    ]);
    await user.click(within(cards[1]!).getByRole('button', { name: 'Atomic Token Swap' }));
    expect((await screen.findByRole('dialog', { name: 'Atomic Token Swap' }))).toBeDefined();
  });

  it('renders only the rows in view at 10,000 listings, with their place among all', async () => {
    renderApp('/exchange', { listingCatalog: new MemoryListingCatalog(sampleCatalogue(10_000), SAMPLE_MARKET_FIGURES, SAMPLE_MARKET_NEWS) });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeLessThan(40);
    expect([table.getAttribute('aria-rowcount'), rows[1]!.getAttribute('aria-rowindex')]).toEqual(['10001', '2']);
    expect(countLine().textContent).toBe('10,000 of 10,000 listings');
  });

  it('opens a row in a detail dialog and closes it with Escape, returning focus to the row', async () => {
    const { user, table } = await openExchange();
    const row = nameButton(table, 'BSV Wallet SDK').closest('tr')!;
    await user.click(within(row).getByText('0.0125 BSV'));
    const dialog = (await screen.findByRole('dialog', { name: 'BSV Wallet SDK' }));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const figures = within(dialog).getAllByRole('definition').map((figure) => figure.textContent);
    expect(figures).toEqual(['525 BSV', '1,247', '15,420', '4.8 / 5']);
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
    const dialog = (await screen.findByRole('dialog', { name: 'UTXO Manager' }));
    await user.click(within(dialog).getByText('Rating'));
    expect((await screen.findByRole('dialog'))).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(nameButton(table, 'UTXO Manager'));
    await user.click(nameButton(table, 'Paymail Resolver'));
    await user.click((await screen.findByRole('dialog', { name: 'Paymail Resolver' })).parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open dialog', async () => {
    const { user, table } = await openExchange();
    await user.click(nameButton(table, 'UTXO Manager'));
    const dialog = (await screen.findByRole('dialog'));
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('opens the dialog at the purchase flow from a sample row’s Buy, which says a sample cannot be bought', async () => {
    const { user } = await openExchange();
    await user.click(screen.getByRole('button', { name: 'Buy BSV Wallet SDK' }));
    const dialog = (await screen.findByRole('dialog', { name: 'BSV Wallet SDK' }));
    expect(await within(dialog).findByText('This is a sample listing: it shows what the market looks like and cannot be bought.')).toBeDefined();
  });

  it('says in the dialog that a sample cannot be bought and has no files for View Source and Download', async () => {
    const { user, table } = await openExchange();
    await user.click(nameButton(table, 'UTXO Manager'));
    const dialog = (await screen.findByRole('dialog', { name: 'UTXO Manager' }));
    const noFiles = 'UTXO Manager is a sample listing: it has no files. View Source and Download give the files of items minted here.';
    const expected: readonly [string, string][] = [
      ['View Source', noFiles],
      ['Download', noFiles],
    ];
    await user.click(within(dialog).getByRole('button', { name: 'Buy Tokens' }));
    expect(await within(dialog).findByText('This is a sample listing: it shows what the market looks like and cannot be bought.')).toBeDefined();
    for (const [name, text] of expected) {
      await user.click(within(dialog).getByRole('button', { name }));
      // View Source and Download load their words with the first click.
      await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(text));
    }
    expect(within(dialog).queryByRole('region')).toBeNull();
  });

  it('asks the portfolio to claim the dividends and says dividends reach the wallet as they are paid', async () => {
    const { user, adapters } = await openExchange();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(adapters.portfolio.claims).toBe(1);
    expect(screen.getByRole('region', { name: 'Your Portfolio' }).textContent).toContain(
      'Dividends are paid straight to your wallet as they are distributed: there is nothing to claim. Pending: 0.0008 BSV.',
    );
  });

  it('switches tabs by click and with the arrow keys', async () => {
    const { user } = await openExchange();
    await user.click(screen.getByRole('tab', { name: 'My Portfolio' }));
    const portfolio = screen.getByRole('tabpanel', { name: 'My Portfolio' });
    // The sample portfolio (no wallet): its holdings say Sample, and no totals are shown as if they were real.
    const rows = within(await within(portfolio).findByRole('table', { name: 'Holdings' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(Array(3).fill('25 tokens (12.5%)'));
    expect(rows.every((row) => /BSV \(Sample\)/.test(row.textContent ?? ''))).toBe(true);
    expect(within(portfolio).queryByText('Total Revenue')).toBeNull();
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
