import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { bothDatabases, openForSuite } from '../../support/databases';
import { ALICE, BOB, CAROL, market, mintedItem } from '../../application/exchange/market/marketFixture';

describe.each(bothDatabases())('the creator royalty on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('keeps the royalty with the item and pays it on a resale only, as a receiver of the one payment with seller and fee', async () => {
    const m = market([{ ...mintedItem('item-1', 100), royaltyPercent: 5 }], new SqlMarketRepository(connection.db));
    const first = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 100, priceBsv: '0.0001' });
    if (!first.ok) throw new Error(first.error);
    expect(await m.repository.item('item-1')).toMatchObject({ owner: 'alice', royaltyPercent: 5 });
    // Alice's own sale is no resale: the seller (Alice) and the fee only.
    expect(await m.purchases.buy(BOB, { listingId: first.value.id, quantity: 10, idempotencyKey: 'first' })).toMatchObject({ kind: 'bought' });
    const resale = await m.listings.list(BOB, { itemId: 'item-1', quantity: 10, priceBsv: '0.0002' });
    if (!resale.ok) throw new Error(resale.error);
    const bought = await m.purchases.buy(CAROL, { listingId: resale.value.id, quantity: 10, idempotencyKey: 'resale' });
    const again = await m.purchases.buy(CAROL, { listingId: resale.value.id, quantity: 10, idempotencyKey: 'resale' });
    expect(bought).toMatchObject({ kind: 'bought', purchase: { subtotalSatoshis: 200_000, feeSatoshis: 5_000, totalSatoshis: 205_000 } });
    expect(again).toMatchObject({ kind: 'bought', replayed: true });
    expect(m.gateway.payments.map((payment) => payment.order.receivers)).toEqual([
      [
        { handle: 'alice', satoshis: 100_000 },
        { handle: 'platform_fees', satoshis: 2_500 },
      ],
      [
        { handle: 'bob', satoshis: 190_000 },
        { handle: 'alice', satoshis: 10_000 },
        { handle: 'platform_fees', satoshis: 5_000 },
      ],
    ]);
    expect(await m.repository.holders('item-1')).toEqual([
      { holder: 'alice', tokens: 90 },
      { holder: 'carol', tokens: 10 },
    ]);
  });

  it('pays no royalty on an item minted without one', async () => {
    const m = market([mintedItem('item-1', 100)], new SqlMarketRepository(connection.db));
    const first = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 10, priceBsv: '0.0001' });
    if (!first.ok) throw new Error(first.error);
    await m.purchases.buy(BOB, { listingId: first.value.id, quantity: 10, idempotencyKey: 'first' });
    const resale = await m.listings.list(BOB, { itemId: 'item-1', quantity: 10, priceBsv: '0.0001' });
    if (!resale.ok) throw new Error(resale.error);
    await m.purchases.buy(CAROL, { listingId: resale.value.id, quantity: 10, idempotencyKey: 'resale' });
    expect(m.gateway.payments.at(-1)?.order.receivers.map((receiver) => receiver.handle)).toEqual(['bob', 'platform_fees']);
    expect(await m.repository.item('item-1')).not.toHaveProperty('royaltyPercent');
  });
});
