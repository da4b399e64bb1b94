import { describe, expect, it } from 'vitest';
import { MemoryMarketRepository } from '../../../../src/adapters/memory/memoryMarketRepository.adapter';
import { LiveBoard } from '../../../../src/application/exchange/market/liveBoard';
import { ALICE, BOB, market, mintedItem } from './marketFixture';

const HOUR = 3_600_000;

/** A repository that counts whole reads (all listings) and reads of some items. */
class CountingRepository extends MemoryMarketRepository {
  wholeReads = 0;
  itemReads: string[][] = [];
  override openListings(itemIds?: readonly string[]) {
    if (itemIds === undefined) this.wholeReads += 1;
    else this.itemReads.push([...itemIds]);
    return super.openListings(itemIds);
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

  it('drops a withdrawn listing at once, and reads everything again in the next hour or after the full-read time', async () => {
    const { m, repository, board, second } = await twoItems();
    await board.board();
    await m.listings.withdraw('alice', second.id);
    expect((await board.board()).listings.map(({ listing }) => listing.itemId)).toEqual(['item-1']);
    m.clock.advance(HOUR);
    await board.board();
    expect(repository.wholeReads).toBe(2);
    m.clock.advance(10_000);
    await board.board();
    expect(repository.wholeReads).toBe(3);
  });

  it('shares one read among requests that arrive together', async () => {
    const { repository, board } = await twoItems();
    const [a, b] = await Promise.all([board.board(), board.board()]);
    expect(a).toBe(b);
    expect(repository.wholeReads).toBe(1);
  });
});
