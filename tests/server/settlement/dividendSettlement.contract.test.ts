import { describe, expect, it } from 'vitest';
import { SqlMarketRepository } from '../../../src/adapters/database/sqlMarketRepository';
import { DividendDesk } from '../../../src/application/exchange/market/dividendDesk';
import { ALICE, BOB, CAROL, market, mintedItem, NOW } from '../../application/exchange/market/marketFixture';
import { openEmpty, prepare, reopenableDatabases } from './reopenableDatabases';
import { payer, settlementOn } from './settlementServices';

const DIVIDEND = { itemId: 'item-1', amountBsv: '0.00001001', idempotencyKey: 'd1' };
const LATER = NOW + 60_000;

describe.each(reopenableDatabases())('a dividend batch whose answer was lost, on $name', { timeout: 120_000 }, (database) => {
  prepare(database);

  /** Bob and Carol hold tokens; Alice's dividend batch is paid by the wallet but answered `upstream`; the server restarts. */
  async function lostBatch() {
    const connection = await openEmpty(database);
    const m = market([mintedItem('item-1', 100)], new SqlMarketRepository(connection.db));
    const listing = await m.listings.list(ALICE, { itemId: 'item-1', quantity: 50, priceBsv: '0.0001' });
    if (!listing.ok) throw new Error(listing.error);
    await m.purchases.buy(BOB, { listingId: listing.value.id, quantity: 10, idempotencyKey: 'b' });
    await m.purchases.buy(CAROL, { listingId: listing.value.id, quantity: 5, idempotencyKey: 'c' });
    m.gateway.lostAnswer = true;
    expect(await m.dividends.distribute(ALICE, DIVIDEND)).toMatchObject({ kind: 'pending-check' });
    expect(m.gateway.payments.map((payment) => payment.order.reference)).toEqual(['b', 'c', 'd1:0']);
    await connection.close();
    m.gateway.forgetful = true;
    const reopened = await database.open();
    const repository = new SqlMarketRepository(reopened.db);
    return { gateway: m.gateway, connection: reopened, repository, dividends: new DividendDesk(repository, m.gateway, () => LATER, 1_000, 2) };
  }

  it('is not paid again on retry after a restart, and is paid once when settled by its transaction id', async () => {
    const { gateway, connection, repository, dividends } = await lostBatch();
    try {
      expect(await dividends.distribute(ALICE, DIVIDEND)).toMatchObject({ kind: 'pending-check' });
      expect(await dividends.distribute(ALICE, DIVIDEND)).toMatchObject({ kind: 'pending-check' });
      expect(gateway.payments).toHaveLength(3);
      const settlement = settlementOn(connection, gateway, () => LATER);
      expect(await settlement.list(payer('alice'))).toEqual([
        expect.objectContaining({ id: 'dividend:0:d1', kind: 'dividend', reference: 'd1:0', receivers: [{ handle: 'bob', satoshis: 100 }, { handle: 'carol', satoshis: 50 }] }),
      ]);
      // tx-1 is Bob's purchase: not in Alice's wallet.
      expect(await settlement.settle(payer('alice'), 'dividend:0:d1', 'tx-1')).toEqual({ ok: false, error: 'unknown-transaction' });
      expect(await settlement.settle(payer('alice'), 'dividend:0:d1', 'tx-3')).toMatchObject({ ok: true, value: { transactionId: 'tx-3' } });
      expect(await dividends.distribute(ALICE, DIVIDEND)).toMatchObject({ kind: 'paid', replayed: true });
      expect(await repository.dividendsOf('bob')).toEqual([{ itemId: 'item-1', satoshis: 100, paidAt: LATER }]);
      expect(gateway.payments).toHaveLength(3);
    } finally {
      await connection.close();
    }
  });

  it('is paid again only after the distributor releases it', async () => {
    const { gateway, connection, repository, dividends } = await lostBatch();
    try {
      const settlement = settlementOn(connection, gateway, () => LATER);
      expect(await settlement.release(payer('alice'), 'dividend:0:d1')).toMatchObject({ ok: true });
      expect(await dividends.distribute(ALICE, DIVIDEND)).toMatchObject({ kind: 'paid' });
      expect(gateway.payments.map((payment) => payment.order.reference)).toEqual(['b', 'c', 'd1:0', 'd1:0']);
      expect((await repository.findDistribution('d1'))?.state).toBe('paid');
    } finally {
      await connection.close();
    }
  });
});
