import { describe, expect, it } from 'vitest';
import { activeTraders, itemMarketStats, marketRankings, marketSummary, priceHistory } from '../../../../src/domain/exchange/market/marketStats';
import type { Trade } from '../../../../src/domain/exchange/market/marketRecords';
import { positionOf } from '../../../../src/domain/exchange/market/positionValuation';
import { platformFee, quotePurchase } from '../../../../src/domain/exchange/market/purchaseRules';
import { checkListing } from '../../../../src/domain/exchange/market/listingRules';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 12);
const trade = (itemId: string, priceSatoshis: number, quantity: number, hoursAgo: number, buyer = 'bob', seller = 'alice'): Trade => ({
  itemId,
  buyer,
  seller,
  quantity,
  priceSatoshis,
  at: NOW - hoursAgo * HOUR,
});

describe('market figures from trades', () => {
  it('has no figure before the first trade', () => {
    expect(itemMarketStats('x', [], 100, 1, NOW)).toEqual({
      itemId: 'x',
      lastPriceSatoshis: null,
      volume24hSatoshis: 0,
      trades24h: 0,
      change24hPercent: null,
      marketCapSatoshis: null,
      holders: 1,
    });
    expect(marketSummary([itemMarketStats('x', [], 100, 1, NOW)], 0, 0)).toEqual({
      marketCapSatoshis: null,
      volume24hSatoshis: null,
      activeTraders24h: 0,
      dividendsPaid24hSatoshis: 0,
    });
  });

  it('takes the last price, the day’s volume, the change from the price a day ago, and cap = last price × supply', () => {
    const trades = [trade('x', 100, 5, 30), trade('x', 150, 2, 3), trade('x', 120, 10, 1, 'carol', 'bob')];
    expect(itemMarketStats('x', trades, 1_000, 3, NOW)).toEqual({
      itemId: 'x',
      lastPriceSatoshis: 120,
      volume24hSatoshis: 150 * 2 + 120 * 10,
      trades24h: 2,
      change24hPercent: 20,
      marketCapSatoshis: 120_000,
      holders: 3,
    });
    expect(marketSummary([itemMarketStats('x', trades, 1_000, 3, NOW)], activeTraders(trades, NOW), 7)).toEqual({
      marketCapSatoshis: 120_000,
      volume24hSatoshis: 1_500,
      activeTraders24h: 3,
      dividendsPaid24hSatoshis: 7,
    });
    expect(priceHistory(trades).map((point) => point.priceSatoshis)).toEqual([100, 150, 120]);
  });

  it('ranks only items traded today: most trades, biggest gain, most volume', () => {
    const stats = [
      itemMarketStats('a', [trade('a', 100, 1, 2), trade('a', 90, 1, 1)], 10, 2, NOW),
      itemMarketStats('b', [trade('b', 10, 500, 2)], 10, 2, NOW),
      itemMarketStats('c', [trade('c', 10, 1, 40)], 10, 2, NOW),
    ];
    expect(marketRankings(stats, 3)).toEqual({ trending: ['a', 'b'], gainers: ['b', 'a'], topVolume: ['b', 'a'] });
  });
});

describe('a position', () => {
  it('keeps the average cost of the tokens held, values them at the last price', () => {
    const trades = [trade('x', 100, 10, 5), trade('x', 200, 10, 4), trade('x', 300, 5, 1, 'carol', 'bob')];
    expect(positionOf('bob', 'x', 0, trades, 300)).toEqual({
      itemId: 'x',
      tokens: 15,
      costBasisSatoshis: 2_250,
      valueSatoshis: 4_500,
      profitAndLossSatoshis: 2_250,
    });
    expect(positionOf('alice', 'x', 100, trades, null)).toEqual({
      itemId: 'x',
      tokens: 80,
      costBasisSatoshis: 0,
      valueSatoshis: null,
      profitAndLossSatoshis: null,
    });
  });
});

describe('listing and purchase rules', () => {
  const listing = { id: 'l1', itemId: 'x', seller: 'alice', quantity: 5, priceSatoshis: 1_000, listedAt: 0 };

  it('pays the seller the price and the platform 2.5 % on top, rounded down to a whole satoshi', () => {
    expect(quotePurchase(listing, 'bob', 3, 'fees')).toEqual({
      ok: true,
      value: {
        listingId: 'l1',
        itemId: 'x',
        buyer: 'bob',
        seller: 'alice',
        quantity: 3,
        priceSatoshis: 1_000,
        subtotalSatoshis: 3_000,
        feeSatoshis: 75,
        totalSatoshis: 3_075,
        receivers: [
          { handle: 'alice', satoshis: 3_000 },
          { handle: 'fees', satoshis: 75 },
        ],
      },
    });
    expect([platformFee(1), platformFee(39), platformFee(40), platformFee(41), platformFee(80), platformFee(81)]).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('refuses one’s own listing, more than is for sale, and quantities that are not whole', () => {
    expect(quotePurchase(listing, 'Alice', 1, 'fees')).toEqual({ ok: false, error: 'own-listing' });
    expect(quotePurchase(listing, 'bob', 6, 'fees')).toEqual({ ok: false, error: 'not-enough-tokens' });
    expect(quotePurchase(listing, 'bob', 0.5, 'fees')).toEqual({ ok: false, error: 'invalid-quantity' });
  });

  it('lists only whole tokens at a whole-satoshi price, within what the seller holds', () => {
    expect(checkListing({ quantity: 10, priceSatoshis: 5 }, 10)).toEqual({ ok: true, value: { quantity: 10, priceSatoshis: 5 } });
    expect(checkListing({ quantity: 11, priceSatoshis: 5 }, 10)).toEqual({ ok: false, error: 'exceeds-holdings' });
    expect(checkListing({ quantity: 1, priceSatoshis: 0 }, 10)).toEqual({ ok: false, error: 'invalid-price' });
    expect(checkListing({ quantity: 0, priceSatoshis: 1 }, 10)).toEqual({ ok: false, error: 'invalid-quantity' });
  });
});

describe('the day’s window of whole hours', () => {
  it('counts the current hour and the 23 before it, and measures the change from the last price before them', () => {
    const now = NOW + 30 * 60_000; // half past the hour
    const trades = [trade('x', 100, 1, 24), trade('x', 200, 1, 23), trade('x', 300, 1, 0)];
    // 24 hours before half past is half past in hour -24: outside; hour -23 is inside.
    expect(itemMarketStats('x', trades, 10, 1, now)).toMatchObject({ lastPriceSatoshis: 300, trades24h: 2, volume24hSatoshis: 500, change24hPercent: 200 });
    expect(activeTraders([...trades, trade('x', 1, 1, 24, 'dave', 'erin')], now)).toBe(2);
  });

  it('does not count trades of a later hour than now’s', () => {
    expect(itemMarketStats('x', [trade('x', 100, 1, 1), trade('x', 500, 1, -1)], 10, 1, NOW)).toMatchObject({ lastPriceSatoshis: 100, trades24h: 1 });
  });
});
