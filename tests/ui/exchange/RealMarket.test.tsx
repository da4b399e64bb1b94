import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTINGS } from '../../../src/adapters/sample/sampleListings';
import { listingId, type Listing } from '../../../src/domain/exchange/listing';
import { marketRanks } from '../../../src/domain/exchange/marketFigures';
import { MarketStats } from '../../../src/ui/pages/exchange/MarketStats';
import { TradingTable } from '../../../src/ui/pages/exchange/TradingTable';

const real: Listing = {
  ...SAMPLE_LISTINGS[0]!,
  id: listingId('market-l1'),
  name: 'Fast Parser',
  sample: false,
  market: { listingId: 'l1', itemId: 'item-1', seller: 'sandbox_alice', forSale: 90, askSatoshis: 10_000, traded: false },
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
      <MarketStats listings={[real]} figures={{ activeTraders24h: 0, dividendsPaid24hBtc: 0, btcUsdRate: 45_000, totals: { marketCap: null, volume24h: null } }} />,
    );
    expect(screen.getAllByText('No trades yet')).toHaveLength(2);
    expect(screen.queryByText(/2,883/)).toBeNull();
  });

  it('shows no dollar figure for the real market, which knows no exchange rate', () => {
    render(
      <MarketStats listings={[real]} figures={{ activeTraders24h: 2, dividendsPaid24hBtc: 0.001, btcUsdRate: null, totals: { marketCap: 0.01, volume24h: 0.001 } }} />,
    );
    expect(screen.getByText('0.01 BTC').textContent).toBe('0.01 BTC');
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByText('to token holders').textContent).toBe('to token holders');
  });
});
