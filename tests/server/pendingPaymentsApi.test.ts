import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlMarketRepository } from '../../src/adapters/database/sqlMarketRepository';
import { SqlMintedItemRepository } from '../../src/adapters/database/sqlMintedItemRepository';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { sandboxToken, SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { SandboxCodeItems } from '../../src/adapters/sandboxWallet/sandboxCodeItems';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';
import { SandboxProfileProvider } from '../../src/adapters/sandboxWallet/sandboxProfileProvider';
import { hubOn } from '../../src/composition/server/openHub';
import { marketOn } from '../../src/composition/server/openMarket';
import { pendingPaymentsOn } from '../../src/composition/server/pendingPaymentsOn';
import { err, type Result } from '../../src/domain/shared/result';
import type { HistoryAnswer, PayError, SplitPaymentOrder } from '../../src/ports/paymentGateway.port';
import { hubDatabasePerTest, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

const NOW = Date.UTC(2026, 10, 28, 12);
const [ALICE, BOB] = SANDBOX_ACCOUNTS.map(sandboxToken) as [string, string];
const cipher = AesTokenCipher.fromSecret('x'.repeat(32));

/** The sandbox wallet, as HandCash after a restart: `loseNext` pays but answers `upstream`; no late answer is known. */
class LosingWallet extends SandboxPaymentGateway {
  loseNext = false;
  readonly lost: string[] = [];

  override async payReceivers(authToken: string, order: SplitPaymentOrder): Promise<Result<{ transactionId: string }, PayError>> {
    const answer = await super.payReceivers(authToken, order);
    if (!this.loseNext || !answer.ok) return answer;
    this.loseNext = false;
    this.lost.push(answer.value.transactionId);
    return err('upstream');
  }

  override async findPayment(): Promise<HistoryAnswer> {
    return err('unknown');
  }
}

function server(connection: DatabaseConnection) {
  const wallet = new LosingWallet(['sandbox_platform']);
  const provider = new SandboxProfileProvider();
  const minted = new SqlMintedItemRepository(connection.db);
  const items = new SandboxCodeItems(minted, () => NOW - 60_000, () => 'item-1');
  const repository = new SqlMarketRepository(connection.db);
  const market = marketOn(connection, { items, gateway: wallet, feeHandle: 'sandbox_platform', cipher, now: () => NOW, repository });
  const pendingPayments = pendingPaymentsOn(connection, repository, wallet, cipher, () => NOW + 60_000);
  const hub = { ...hubOn(connection, provider, cipher, () => NOW, { gateway: wallet }), items, sandboxItems: minted, market, pendingPayments };
  return { app: serverFor({}, { hub, profileProvider: provider, now: () => NOW }), wallet, repository };
}

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const MINT = { name: 'Parser', description: 'Parses', codeType: 'library', language: 'TypeScript', files: [], supply: '100', price: '0.0001', revenueSharePercent: 70 };

describe('the payer’s pending payments over HTTP', () => {
  const connection = hubDatabasePerTest();

  async function lostPurchase() {
    const { app, wallet, repository } = server(connection());
    const [alice, bob] = [await signIn(app, ALICE), await signIn(app, BOB)];
    expect((await send(app, 'POST', '/api/portfolio/items', { cookie: alice, body: MINT })).status).toBe(201);
    const listed = await json(await send(app, 'POST', '/api/market/listings', { cookie: alice, body: { itemId: 'item-1', quantity: 50, price: '0.0001' } }));
    const listingId = (listed.body['listing'] as { id: string }).id;
    wallet.loseNext = true;
    const lost = await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 10, idempotencyKey: 'lost-0123456789abcdef' } });
    expect(lost.status).toBe(202);
    const other = await json(await send(app, 'POST', '/api/market/purchases', { cookie: bob, body: { listingId, quantity: 3, idempotencyKey: 'other-0123456789abcdef' } }));
    return { app, alice, bob, wallet, repository, listingId, otherTransaction: (other.body['purchase'] as { transactionId: string }).transactionId };
  }

  it('lists the payer’s own, refuses a wrong transaction id, and settles by the right one', async () => {
    const { app, alice, bob, wallet, repository, otherTransaction } = await lostPurchase();
    const listed = await json(await send(app, 'GET', '/api/pending-payments', { cookie: bob }));
    expect(listed).toMatchObject({ status: 200, body: { success: true, pending: [{ id: 'purchase:lost-0123456789abcdef', kind: 'purchase', subject: '10 × item-1' }] } });
    expect(await json(await send(app, 'GET', '/api/pending-payments', { cookie: alice }))).toMatchObject({ body: { pending: [] } });
    expect((await send(app, 'GET', '/api/pending-payments')).status).toBe(401);

    const id = 'purchase:lost-0123456789abcdef';
    expect(await json(await send(app, 'POST', '/api/pending-payments/settle', { cookie: bob, body: { id, transactionId: otherTransaction } }))).toMatchObject({
      status: 422,
      body: { code: 'payment-mismatch' },
    });
    expect(await json(await send(app, 'POST', '/api/pending-payments/settle', { cookie: bob, body: { id, transactionId: 'f'.repeat(64) } }))).toMatchObject({
      status: 422,
      body: { code: 'unknown-transaction' },
    });
    expect((await send(app, 'POST', '/api/pending-payments/settle', { cookie: alice, body: { id, transactionId: wallet.lost[0] } })).status).toBe(404);
    expect((await send(app, 'POST', '/api/pending-payments/settle', { cookie: bob, body: { id } })).status).toBe(400);
    expect((await repository.findPurchase('lost-0123456789abcdef'))?.state).toBe('pending-check');

    const settled = await json(await send(app, 'POST', '/api/pending-payments/settle', { cookie: bob, body: { id, transactionId: wallet.lost[0] } }));
    expect(settled).toMatchObject({ status: 200, body: { success: true, settled: { id, transactionId: wallet.lost[0] } } });
    expect(await repository.findPurchase('lost-0123456789abcdef')).toMatchObject({ state: 'paid', transactionId: wallet.lost[0] });
    expect(await json(await send(app, 'GET', '/api/pending-payments', { cookie: bob }))).toMatchObject({ body: { pending: [] } });
  });

  it('releases a pending purchase: its tokens go back to the listing', async () => {
    const { app, bob, repository, listingId } = await lostPurchase();
    expect((await repository.listing(listingId))?.quantity).toBe(37);
    const released = await json(await send(app, 'POST', '/api/pending-payments/release', { cookie: bob, body: { id: 'purchase:lost-0123456789abcdef' } }));
    expect(released).toMatchObject({ status: 200, body: { success: true, released: { id: 'purchase:lost-0123456789abcdef' } } });
    expect((await repository.listing(listingId))?.quantity).toBe(47);
    expect((await send(app, 'POST', '/api/pending-payments/release', { cookie: bob, body: { id: 'purchase:lost-0123456789abcdef' } })).status).toBe(404);
  });
});
