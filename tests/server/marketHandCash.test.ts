import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMarketRepository } from '../../src/adapters/database/sqlMarketRepository';
import { HandCashSdkPaymentGateway } from '../../src/adapters/handcash/handCashSdkPaymentGateway';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { ListingDesk } from '../../src/application/exchange/market/listingDesk';
import { PurchaseDesk } from '../../src/application/exchange/market/purchaseDesk';
import { bothDatabases, emptyTables } from '../support/databases';
import { ALICE, mintedItem, NOW, walletOf } from '../application/exchange/market/marketFixture';
import { startFakeHandCashWallet, type FakeHandCashWallet } from './fakeHandCashWallet';

const buyerToken = (index: number) => index.toString(16).padStart(2, '0').repeat(32);

describe.each(bothDatabases())('purchases through a fake HandCash on loopback, on $name', (database) => {
  let connection: DatabaseConnection;
  let fake: FakeHandCashWallet;
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(connection);
    fake = await startFakeHandCashWallet();
    fake.fastDelayMs = 5;
  });
  afterEach(() => fake.close());

  async function marketWithListing(quantity: number) {
    const repository = new SqlMarketRepository(connection.db);
    const gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 5_000, lateAnswerMs: 5_000 });
    const listings = new ListingDesk(repository, walletOf([mintedItem('item-1', 100)]), () => NOW, () => 'listing-1');
    const purchases = new PurchaseDesk(repository, gateway, AesTokenCipher.fromSecret('x'.repeat(32)), new ManualClock(NOW), 'platform_fees');
    const listing = await listings.list(ALICE, { itemId: 'item-1', quantity, priceBsv: '0.001' });
    if (!listing.ok) throw new Error(listing.error);
    return { repository, purchases, listingId: listing.value.id };
  }

  it('makes exactly one pay call with the seller and the fee receivers and the right amounts', async () => {
    const { purchases, listingId } = await marketWithListing(100);
    const outcome = await purchases.buy({ handle: 'bob', authToken: buyerToken(1) }, { listingId, quantity: 10, idempotencyKey: 'purchase-0000000001' });
    expect(outcome).toMatchObject({ kind: 'bought', purchase: { transactionId: 'fake-tx-0001' } });
    expect(fake.payRequests.map((request) => (request.body as { receivers: unknown; instrumentCurrencyCode: string }).receivers)).toEqual([
      [
        { sendAmount: 0.01, destination: 'alice' },
        { sendAmount: 0.00025, destination: 'platform_fees' },
      ],
    ]);
  });

  it('sells exactly 5 of the last 5 tokens to 20 concurrent buyers and pays only for those', async () => {
    const { repository, purchases, listingId } = await marketWithListing(5);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        purchases.buy({ handle: `buyer${index}`, authToken: buyerToken(index + 1) }, { listingId, quantity: 1, idempotencyKey: `race-${index}-000000000000` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'bought')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.code === 'not-enough-tokens')).toHaveLength(15);
    expect(fake.payRequests).toHaveLength(5);
    expect((await repository.holders('item-1'))[0]).toEqual({ holder: 'alice', tokens: 95 });
  });

  it('a wallet refusal answers its reason and moves nothing', async () => {
    const { repository, purchases, listingId } = await marketWithListing(10);
    fake.mode = 'insufficient-balance';
    expect(await purchases.buy({ handle: 'bob', authToken: buyerToken(1) }, { listingId, quantity: 2, idempotencyKey: 'purchase-0000000002' })).toEqual({
      kind: 'refused',
      code: 'insufficient-balance',
    });
    expect(await repository.holders('item-1')).toEqual([{ holder: 'alice', tokens: 100 }]);
    expect(await repository.listing(listingId)).toMatchObject({ quantity: 10 });
    expect(await repository.tradesOf('item-1')).toEqual([]);
  });
});
