import { describe, expect, it } from 'vitest';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { ALICE, BOB, CAROL, market, mintedItem, NOW } from '../../application/exchange/market/marketFixture';
import { openEmpty, prepare, reopenableDatabases } from './reopenableDatabases';
import { OPERATOR, payer, settlementOn } from './settlementServices';

const ITEM = [mintedItem('item-1', 100)];

describe.each(reopenableDatabases())('a purchase whose answer was lost, on $name', { timeout: 120_000 }, (database) => {
  prepare(database);

  /** Bob's purchase of 10 tokens made by the wallet but answered `upstream`, and three payments that are not it. */
  async function lostPurchase() {
    const connection = await openEmpty(database);
    const m = market(ITEM, new SqlMarketRepository(connection.db));
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 50, priceBsv: '0.0001' });
    if (!listing.ok) throw new Error(listing.error);
    m.gateway.lostAnswer = true;
    expect(await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'lost' })).toMatchObject({ kind: 'pending-check' });
    // tx-2: Bob's, another amount; tx-3: Bob's, the same amount under another reference; tx-4: Carol's.
    await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 3, idempotencyKey: 'other-amount' });
    await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'other-reference' });
    await m.purchases.buy(CAROL, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'carols' });
    expect(m.gateway.payments.map((payment) => payment.transactionId)).toEqual(['tx-1', 'tx-2', 'tx-3', 'tx-4']);
    await connection.close();
    // HandCash forgets nothing, but the restarted server has no late answer: the history is unknown.
    m.gateway.forgetful = true;
    return { gateway: m.gateway, listingId: listing.value.id };
  }

  it('stays pending check after a restart, is refused a wrong transaction id, and is settled by its own', async () => {
    const { gateway, listingId } = await lostPurchase();
    const connection = await database.open();
    try {
      const settlement = settlementOn(connection, gateway, () => NOW + 60_000);
      const repository = new SqlMarketRepository(connection.db);
      const pending = await settlement.list(payer('bob'));
      expect(pending).toEqual([
        expect.objectContaining({ id: 'purchase:lost', kind: 'purchase', payer: 'bob', reference: 'lost', subject: '10 × item-1' }),
      ]);
      expect(await settlement.settle(payer('bob'), 'purchase:lost', 'tx-2')).toEqual({ ok: false, error: 'payment-mismatch' });
      expect(await settlement.settle(payer('bob'), 'purchase:lost', 'tx-3')).toEqual({ ok: false, error: 'payment-mismatch' });
      expect(await settlement.settle(payer('bob'), 'purchase:lost', 'tx-4')).toEqual({ ok: false, error: 'unknown-transaction' });
      expect(await settlement.settle(payer('bob'), 'purchase:lost', 'tx-none')).toEqual({ ok: false, error: 'unknown-transaction' });
      expect(await settlement.settle(payer('carol'), 'purchase:lost', 'tx-1')).toEqual({ ok: false, error: 'unknown-pending-payment' });
      expect(await repository.findPurchase('lost')).toMatchObject({ state: 'pending-check', transactionId: null });

      expect(await settlement.settle(OPERATOR, 'purchase:lost', 'tx-1')).toMatchObject({ ok: true, value: { id: 'purchase:lost', transactionId: 'tx-1' } });
      expect(await repository.findPurchase('lost')).toMatchObject({ state: 'paid', transactionId: 'tx-1' });
      expect(await repository.holdingsOf('bob')).toEqual([{ itemId: 'item-1', tokens: 23 }]);
      expect((await repository.listing(listingId))?.quantity).toBe(17);
      expect(await settlement.list(OPERATOR)).toEqual([]);
      expect(await settlement.settle(OPERATOR, 'purchase:lost', 'tx-1')).toEqual({ ok: false, error: 'unknown-pending-payment' });
      expect(gateway.payments).toHaveLength(4);
    } finally {
      await connection.close();
    }
  });

  it('is released once the buyer confirms nothing left the wallet: the seller’s tokens are no longer reserved', async () => {
    const { gateway, listingId } = await lostPurchase();
    const connection = await database.open();
    try {
      const settlement = settlementOn(connection, gateway, () => NOW + 60_000);
      const repository = new SqlMarketRepository(connection.db);
      expect((await repository.balance('item-1', 'alice')).reserved).toBe(10);
      expect(await settlement.release(payer('bob'), 'purchase:lost')).toMatchObject({ ok: true, value: { id: 'purchase:lost' } });
      expect(await repository.findPurchase('lost')).toMatchObject({ state: 'failed', refusal: 'payment-not-made' });
      expect((await repository.balance('item-1', 'alice')).reserved).toBe(0);
      expect((await repository.listing(listingId))?.quantity).toBe(27);
      expect(await settlement.release(payer('bob'), 'purchase:lost')).toEqual({ ok: false, error: 'unknown-pending-payment' });
    } finally {
      await connection.close();
    }
  });
});
