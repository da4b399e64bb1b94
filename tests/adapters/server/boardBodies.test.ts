import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardBodies } from '../../../src/adapters/server/boardBodies';
import type { ListingOnBoard, MarketBoard } from '../../../src/application/exchange/market/marketReads';

const entry = (id: string, name: string, lastPriceSatoshis: number | null): ListingOnBoard => ({
  listing: { id, itemId: `item-${id}`, seller: 'alice', quantity: 5, priceSatoshis: 1_000, listedAt: 1 },
  item: { itemId: `item-${id}`, owner: 'alice', name, description: 'A "quoted" library\n', codeType: 'library', language: 'TypeScript', supply: 100, mintedAt: 0 },
  stats: { itemId: `item-${id}`, lastPriceSatoshis, volume24hSatoshis: 0, trades24h: 0, change24hPercent: null, marketCapSatoshis: null, holders: 1 },
});
const boardOf = (listings: readonly ListingOnBoard[], volume: number | null): MarketBoard => ({
  listings,
  summary: { marketCapSatoshis: null, volume24hSatoshis: volume, activeTraders24h: 2, dividendsPaid24hSatoshis: 0 },
  rankings: { trending: listings.slice(0, 1).map((one) => one.item.itemId), gainers: [], topVolume: [] },
});
const plain = (board: MarketBoard) => new TextEncoder().encode(JSON.stringify({ success: true, ...board }));

describe('the market board body', () => {
  it('is the board as JSON with success, in UTF-8, the same bytes each time it is asked for', () => {
    const bodies = new BoardBodies();
    const board = boardOf([entry('1', 'Zürich ✓ parser', 10), entry('2', '</script>', null)], 5);
    expect(bodies.bodyOf(board)).toEqual(plain(board));
    expect(bodies.bodyOf(board)).toBe(bodies.bodyOf(board));
  });

  it('stays the plain JSON of each board when boards share entries (kept listings) and change some', () => {
    const names = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(fc.tuple(fc.nat(9), names, fc.option(fc.nat())), { maxLength: 6 }), fc.option(fc.nat())), { maxLength: 6 }), (steps) => {
        const bodies = new BoardBodies();
        let kept = new Map<number, ListingOnBoard>();
        for (const [changes, volume] of steps) {
          const next = new Map(kept);
          for (const [id, name, price] of changes) next.set(id, entry(String(id), name, price));
          kept = next;
          const board = boardOf([...kept.values()], volume);
          expect(new TextDecoder().decode(bodies.bodyOf(board))).toBe(JSON.stringify({ success: true, ...board }));
        }
      }),
    );
  });
});
