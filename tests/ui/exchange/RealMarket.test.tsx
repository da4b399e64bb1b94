import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import { marketRanks } from '../../../src/domain/exchange/marketFigures';
import { AnalyticsPanel } from '../../../src/ui/pages/exchange/AnalyticsPanel';
import { MarketStats } from '../../../src/ui/pages/exchange/MarketStats';
import { TradingTable } from '../../../src/ui/pages/exchange/TradingTable';

const real: Listing = {
  ...SAMPLE_LISTINGS[0]!,
  id: listingId('market-l1'),
  name: 'Fast Parser',
  sample: false,
  market: { listingId: 'l1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false, changeKnown: false, supply: 100 },
};

describe('a real market beside the sample', () => {
  it('marks every sample listing "Sample" and no real one', () => {
    const listings = [real, SAMPLE_LISTINGS[1]!];
    render(
      <MemoryRouter initialEntries={['/exchange']}>
        <TradingTable listings={listings} ranks={marketRanks(listings)} />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText('Sample') !== null)).toEqual([false, true]);
  });

  it('says "No trades yet" in a real untraded listing’s trade figures and `—` for figures the market does not keep, not 0', () => {
    const listings = [real, { ...real, id: listingId('market-l2'), name: 'Traded One', market: { ...real.market!, listingId: 'l2', traded: true } }];
    render(
      <MemoryRouter initialEntries={['/exchange']}>
        <TradingTable listings={listings} ranks={marketRanks(listings)} />
      </MemoryRouter>,
    );
    const [untradedRow, tradedRow] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(untradedRow!).getAllByText('No trades yet')).toHaveLength(3);
    expect(within(untradedRow!).getByText('—').textContent).toBe('—');
    expect(within(tradedRow!).queryByText('No trades yet')).toBeNull();
  });

  it('says "No trades yet" on the cap and volume cards before the first trade, instead of a number', () => {
    render(
      <MarketStats listings={[real]} figures={{ activeTraders24h: 0, dividendsPaid24hBsv: 0, usdPerBsv: 45_000, totals: { marketCap: null, volume24h: null } }} />,
    );
    expect(screen.getAllByText('No trades yet')).toHaveLength(2);
    expect(screen.queryByText(/2,883/)).toBeNull();
  });

  it('shows no dollar figure without a rate the operator configured', () => {
    render(
      <MarketStats listings={[real]} figures={{ activeTraders24h: 2, dividendsPaid24hBsv: 0.001, usdPerBsv: null, totals: { marketCap: 0.01, volume24h: 0.001 } }} />,
    );
    expect(screen.getByText('0.01 BSV').textContent).toBe('0.01 BSV');
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByText('to token holders').textContent).toBe('to token holders');
  });

  it('shows dollar figures beside BSV at the operator’s rate', () => {
    render(
      <MarketStats listings={[real]} figures={{ activeTraders24h: 2, dividendsPaid24hBsv: 0.5, usdPerBsv: 40, totals: { marketCap: 10, volume24h: 1 } }} />,
    );
    expect(screen.getByText('≈ $400').textContent).toBe('≈ $400');
    expect(screen.getByText('≈ $20 to token holders').textContent).toBe('≈ $20 to token holders');
  });

  it('shows a real item’s own supply (not the sample’s 1,000,000), and a change only when one is known', () => {
    const traded = (id: string, changeKnown: boolean): Listing => ({ ...real, id: listingId(id), name: id, change24h: changeKnown ? 12.5 : 0, market: { ...real.market!, listingId: id, traded: true, changeKnown } });
    const listings = [real, traded('No Change', false), traded('Rising', true)];
    render(
      <MemoryRouter initialEntries={['/exchange']}>
        <TradingTable listings={listings} ranks={marketRanks(listings)} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
    const column = (name: RegExp) => headers.findIndex((header) => name.test(header));
    const rows = within(table).getAllByRole('row').slice(1);
    const cell = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index - 1]?.textContent;
    expect(rows.map((row) => cell(row, column(/supply/i)))).toEqual(['100', '100', '100']);
    expect(table.textContent).not.toContain('1,000,000');
    expect(rows.map((row) => cell(row, column(/24h/i)))).toEqual(['No trades yet', '—', '+12.5%']);
  });

  it('ranks a real untraded listing without inventing its change or volume in the analytics panel', () => {
    render(<AnalyticsPanel listings={[real]} news={[]} />);
    for (const name of ['Top Gainers', 'Top Volume']) {
      expect(within(screen.getByRole('list', { name })).getByRole('listitem').textContent).toContain('No trades yet');
    }
    expect(screen.queryByText('0.0%')).toBeNull();
  });

  it('marks every news headline Sample: the real market has no news', () => {
    render(<AnalyticsPanel listings={[]} news={[{ headline: 'Wallet libraries lead', age: '2h ago' }]} />);
    expect(within(screen.getByRole('list', { name: 'Market News' })).getByRole('listitem').textContent).toBe('Wallet libraries lead 2h agoSample');
  });
});
