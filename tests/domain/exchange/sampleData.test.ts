import { describe, expect, it } from 'vitest';
import { TOKEN_TOTAL_SUPPLY } from '../../../src/domain/exchange/exchangeConstants';
import { circulatingSupply } from '../../../src/domain/exchange/listing';
import { marketStats } from '../../../src/domain/exchange/marketStats';
import { CODE_TYPE_OPTIONS, LANGUAGE_OPTIONS, revenueSplitText } from '../../../src/domain/exchange/mintForm';
import { holdingShareText, SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../../src/domain/exchange/portfolio';
import { SAMPLE_LISTINGS } from '../../../src/domain/exchange/sampleListings';

describe('the sample catalogue', () => {
  it('holds 8 to 12 listings with distinct ids, ordered by market cap', () => {
    const caps = SAMPLE_LISTINGS.map((listing) => listing.marketCap);
    expect(SAMPLE_LISTINGS.length).toBeGreaterThanOrEqual(8);
    expect(SAMPLE_LISTINGS.length).toBeLessThanOrEqual(12);
    expect(new Set(SAMPLE_LISTINGS.map((listing) => listing.id)).size).toBe(SAMPLE_LISTINGS.length);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
  });

  it('keeps every listing plausible: rating out of 5, supply within the total, a language the mint form offers', () => {
    const offences = SAMPLE_LISTINGS.flatMap((listing) => [
      ...(listing.rating < 0 || listing.rating > 5 ? [`${listing.name}: rating`] : []),
      ...(circulatingSupply(listing) > TOKEN_TOTAL_SUPPLY ? [`${listing.name}: supply`] : []),
      ...(!(LANGUAGE_OPTIONS as readonly string[]).includes(listing.language) ? [`${listing.name}: language`] : []),
      ...(!CODE_TYPE_OPTIONS.some((option) => option.value === listing.codeType) ? [`${listing.name}: code type`] : []),
    ]);
    expect(offences).toEqual([]);
  });

  it('derives circulating supply from market cap and price', () => {
    expect([circulatingSupply({ marketCap: 525, price: 0.0125 }), circulatingSupply({ marketCap: 5, price: 0 })]).toEqual([
      42000, 0,
    ]);
  });
});

describe('the sample portfolio', () => {
  it('holds 25 tokens (12.5 %) of the first three listings, each valued at 0.125 times the price', () => {
    expect(sampleHoldings(SAMPLE_LISTINGS).map(({ listing, tokens, sharePercent, value }) => [listing.name, tokens, sharePercent, value])).toEqual([
      ['BSV Wallet SDK', 25, 12.5, 0.0125 * 0.125],
      ['Atomic Token Swap', 25, 12.5, 0.034 * 0.125],
      ['Micropayment Paywall', 25, 12.5, 0.0048 * 0.125],
    ]);
  });

  it('describes a holding as its tokens and share of supply', () => {
    expect(sampleHoldings(SAMPLE_LISTINGS).map(holdingShareText)).toEqual(Array(3).fill('25 tokens (12.5%)'));
  });

  it('shows at most three holdings and agrees with the summary', () => {
    const holdings = sampleHoldings(SAMPLE_LISTINGS);
    const total = holdings.reduce((sum, holding) => sum + holding.value, 0);
    expect(sampleHoldings(SAMPLE_LISTINGS.slice(0, 2))).toHaveLength(2);
    expect(SAMPLE_PORTFOLIO_SUMMARY.holdingsCount).toBe(holdings.length);
    expect(SAMPLE_PORTFOLIO_SUMMARY.totalValue.toFixed(4)).toBe(total.toFixed(4));
  });
});

describe('the market stat cards', () => {
  it('sum market cap and volume over the catalogue and add the static trader and dividend figures', () => {
    expect(marketStats(SAMPLE_LISTINGS)).toEqual([
      { label: 'Total Market Cap', value: '2,883 BTC', note: '≈ $129.7M' },
      { label: '24h Volume', value: '122.3 BTC', note: '≈ $5.5M' },
      { label: 'Active Traders', value: '10,571', note: 'in the last 24 hours' },
      { label: 'Dividends Paid 24h', value: '4.82 BTC', note: '≈ $216.9K to token holders' },
    ]);
  });
});

describe('the mint form hints', () => {
  it('split revenue between token holders and the creator', () => {
    expect([revenueSplitText(70), revenueSplitText(10), revenueSplitText(90)]).toEqual([
      '70% to token holders, 30% to creator',
      '10% to token holders, 90% to creator',
      '90% to token holders, 10% to creator',
    ]);
  });
});
