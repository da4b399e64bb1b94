import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryMarketRepository } from '../../../../src/adapters/memory/memoryMarketRepository.adapter';
import { LiveBoard } from '../../../../src/application/exchange/market/liveBoard';
import type { MarketListing } from '../../../../src/domain/exchange/market/marketRecords';
import { ALICE, BOB, market, mintedItem, person } from './marketFixture';

const HOUR = 3_600_000;

/**
 * A repository that counts whole reads (all listings) and reads of some items; it can hold whole reads until released
 * (the listings are read when released, so writes made meanwhile may or may not be in them) and fail the next ones.
 */
class CountingRepository extends MemoryMarketRepository {
  wholeReads = 0;
  itemReads: string[][] = [];
  failWholeReads = 0;
  private held: Promise<void> | null = null;
  override async openListings(itemIds?: readonly string[]) {
    if (itemIds !== undefined) {
      this.itemReads.push([...itemIds]);
      return super.openListings(itemIds);
    }
    this.wholeReads += 1;
    if (this.failWholeReads > 0) {
      this.failWholeReads -= 1;
      throw new Error('the database did not answer');
    }
    await this.held;
    return super.openListings();
  }

  holdWholeReads(): { release: () => void } {
    let release = () => {};
    this.held = new Promise((resolve) => {
      release = () => {
        this.held = null;
        resolve();
      };
    });
    return { release };
  }
}

async function twoItems() {
  const repository = new CountingRepository();
  const m = market([mintedItem('item-1', 100), mintedItem('item-2', 50)], repository);
  const first = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 100, priceBsv: '0.0001' });
  const second = await m.listings.list(ALICE, { itemId: 'item-2', quantity: 50, priceBsv: '0.0002' });
  if (!first.ok || !second.ok) throw new Error('listing refused');
  const board = new LiveBoard(repository, () => m.clock.now(), 10_000);
  return { m, repository, board, first: first.value, second: second.value };
}

describe('the live board', () => {
  it('serves the same board while nothing is written, and reads only the traded item after a purchase', async () => {
    const { m, repository, board, first } = await twoItems();
    const before = await board.board();
    expect(await board.board()).toBe(before);
    expect(repository.wholeReads).toBe(1);
    await m.purchases.buy(BOB, { listingId: first.id, quantity: 10, idempotencyKey: 'bob-buys-ten' });
    const after = await board.board();
    expect(repository.wholeReads).toBe(1);
    expect(repository.itemReads).toEqual([['item-1']]);
    expect(after.listings.map(({ listing, stats }) => [listing.itemId, listing.quantity, stats.lastPriceSatoshis, stats.holders])).toEqual([
      ['item-2', 50, null, 1],
      ['item-1', 90, 10_000, 2],
    ]);
    expect(after.summary).toMatchObject({ marketCapSatoshis: 1_000_000, volume24hSatoshis: 100_000, activeTraders24h: 2 });
  });

  it('drops a withdrawn listing at once, and reads everything again in the background in the next hour or after the full-read time', async () => {
    const { m, repository, board, second } = await twoItems();
    await board.board();
    await m.listings.withdraw('alice', second.id);
    expect((await board.board()).listings.map(({ listing }) => listing.itemId)).toEqual(['item-1']);
    m.clock.advance(HOUR);
    await board.board();
    await board.settled();
    expect(repository.wholeReads).toBe(2);
    m.clock.advance(10_000);
    await board.board();
    await board.settled();
    expect(repository.wholeReads).toBe(3);
  });

  it('answers from the kept board at once when the hour turns, while one whole read runs in the background', async () => {
    const { m, repository, board } = await twoItems();
    const kept = await board.board();
    m.clock.advance(HOUR);
    const gate = repository.holdWholeReads();
    const answers = await Promise.all([board.board(), board.board(), board.board()]);
    expect(answers.every((answer) => answer === kept)).toBe(true);
    expect(repository.wholeReads).toBe(2);
    gate.release();
    await board.settled();
    const swapped = await board.board();
    expect(swapped).not.toBe(kept);
    expect(swapped).toEqual(await new LiveBoard(repository, () => m.clock.now(), 0).board());
    expect(repository.wholeReads).toBe(3);
    // Nothing traded: each entry reads the same, so the kept entries (and the answer's JSON kept with them) stay.
    expect(swapped.listings.every((entry, index) => entry === kept.listings[index])).toBe(true);
  });

  it('shows a purchase made while the background read runs', async () => {
    const { m, repository, board, first } = await twoItems();
    await board.board();
    m.clock.advance(HOUR);
    const gate = repository.holdWholeReads();
    await board.board();
    await m.purchases.buy(BOB, { listingId: first.id, quantity: 10, idempotencyKey: 'bob-buys-during-the-read' });
    const during = await board.board();
    expect(during.listings.find(({ listing }) => listing.itemId === 'item-1')?.listing.quantity).toBe(90);
    gate.release();
    await board.settled();
    const after = await board.board();
    expect(after.listings.find(({ listing }) => listing.itemId === 'item-1')?.stats).toMatchObject({ lastPriceSatoshis: 10_000, holders: 2 });
    expect(after).toEqual(await new LiveBoard(repository, () => m.clock.now(), 0).board());
    // The traded item's entry is new; the other item's entry, read the same, is the one kept.
    expect(after.listings.find(({ listing }) => listing.itemId === 'item-1')).not.toBe(during.listings.find(({ listing }) => listing.itemId === 'item-1'));
    expect(after.listings.find(({ listing }) => listing.itemId === 'item-2')).toBe(during.listings.find(({ listing }) => listing.itemId === 'item-2'));
  });

  it('shows a purchase whose write lands while the whole read is reading', async () => {
    const { m, repository, board, first } = await twoItems();
    await board.board();
    m.clock.advance(HOUR);
    const gate = repository.holdWholeReads();
    await board.board();
    // The whole read has taken its revision and is reading; the purchase is written before its answers come back.
    const buying = m.purchases.buy(BOB, { listingId: first.id, quantity: 10, idempotencyKey: 'bob-buys-mid-read' });
    await buying;
    gate.release();
    await board.settled();
    const after = await board.board();
    expect(after.listings.find(({ listing }) => listing.itemId === 'item-1')?.listing.quantity).toBe(90);
    expect(after).toEqual(await new LiveBoard(repository, () => m.clock.now(), 0).board());
  });

  it('keeps the old board when the background read fails, and tries again at the next request', async () => {
    const { m, repository, board } = await twoItems();
    const kept = await board.board();
    m.clock.advance(HOUR);
    repository.failWholeReads = 1;
    expect(await board.board()).toBe(kept);
    await board.settled();
    expect(await board.board()).toBe(kept);
    expect(repository.wholeReads).toBe(3);
    await board.settled();
    const swapped = await board.board();
    expect(swapped).not.toBe(kept);
    expect(swapped).toEqual(await new LiveBoard(repository, () => m.clock.now(), 0).board());
  });

  it('shares one read among requests that arrive together', async () => {
    const { repository, board } = await twoItems();
    const [a, b] = await Promise.all([board.board(), board.board()]);
    expect(a).toBe(b);
    expect(repository.wholeReads).toBe(1);
  });
});

/** One step of a random market: a listing (or its change), a purchase, a withdrawal, a dividend, or time passing. */
type Step =
  | { readonly kind: 'list'; readonly seller: number; readonly item: number; readonly quantity: number; readonly price: number }
  | { readonly kind: 'buy'; readonly buyer: number; readonly listing: number; readonly quantity: number }
  | { readonly kind: 'withdraw'; readonly listing: number }
  | { readonly kind: 'dividend' }
  | { readonly kind: 'wait'; readonly minutes: number };

const PEOPLE = [ALICE, BOB, person('carol'), person('dave')];
const ITEMS = ['item-1', 'item-2', 'item-3'];
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('list' as const), seller: fc.nat(2), item: fc.nat(2), quantity: fc.integer({ min: 1, max: 12 }), price: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('buy' as const), buyer: fc.nat(3), listing: fc.nat(9), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), listing: fc.nat(9) }),
  fc.constant({ kind: 'dividend' as const }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 90 }) }),
);

/** The board once the whole read it started (the hour turned) has taken the kept board's place. */
async function settledBoard(live: LiveBoard) {
  await live.board();
  await live.settled();
  return live.board();
}

describe('the live board kept by the items written', () => {
  it('is the board read whole, after any sequence of listings, purchases, withdrawals, dividends and time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(step, fc.boolean()), { maxLength: 25 }), async (steps) => {
        const repository = new MemoryMarketRepository();
        const m = market([mintedItem('item-1', 100), mintedItem('item-2', 50), mintedItem('item-3', 80)], repository);
        const live = new LiveBoard(repository, () => m.clock.now(), Number.POSITIVE_INFINITY);
        const listed: MarketListing[] = [];
        let key = 0;
        await live.board();
        for (const [next, look] of steps) {
          if (next.kind === 'list') {
            const answer = await m.listings.list(PEOPLE[next.seller] ?? ALICE, { itemId: ITEMS[next.item] ?? 'item-1', quantity: next.quantity, priceBsv: `0.0000${next.price}` });
            if (answer.ok) listed.push(answer.value);
          } else if (next.kind === 'buy') {
            const listing = listed[next.listing % Math.max(1, listed.length)];
            if (listing !== undefined) await m.purchases.buy(PEOPLE[next.buyer] ?? BOB, { listingId: listing.id, quantity: next.quantity, idempotencyKey: `key-${++key}` });
          } else if (next.kind === 'withdraw') {
            const listing = listed[next.listing % Math.max(1, listed.length)];
            if (listing !== undefined) await m.listings.withdraw(listing.seller, listing.id);
          } else if (next.kind === 'dividend') {
            await m.dividends.distribute(ALICE, { itemId: 'item-1', amountBsv: '0.00001', idempotencyKey: `dividend-${++key}` });
          } else {
            m.clock.advance(next.minutes * 60_000);
          }
          if (look) expect(await settledBoard(live)).toEqual(await new LiveBoard(repository, () => m.clock.now(), 0).board());
        }
        expect(await settledBoard(live)).toEqual(await new LiveBoard(repository, () => m.clock.now(), 0).board());
      }),
      { numRuns: 60 },
    );
  });
});
