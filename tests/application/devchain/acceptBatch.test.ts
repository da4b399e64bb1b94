import { describe, expect, it } from 'vitest';
import { MemoryDevchainLedger } from '../../../src/adapters/memory/memoryDevchainLedger';
import { PrivateKey, Transaction, payment, startedDevchain } from './devchainFixture';

const alice = PrivateKey.fromRandom();
const bob = PrivateKey.fromRandom();

/** A ledger whose writes of mempool transactions fail while `failing` is set, and that counts them. */
class FlakyLedger extends MemoryDevchainLedger {
  failing = false;
  writes = 0;
  override async addTransactions(transactions: readonly { readonly txid: string; readonly hex: string }[]): Promise<void> {
    this.writes += 1;
    if (this.failing) throw new Error('disk full');
    await super.addTransactions(transactions);
  }
}

async function funded(chain: Awaited<ReturnType<typeof startedDevchain>>) {
  const receipt = await chain.fund(alice.toAddress(), 100_000);
  if (!receipt.ok) throw new Error(JSON.stringify(receipt.error));
  return Transaction.fromHex(receipt.value.hex);
}

describe('broadcasts accepted together (one batch, one write)', () => {
  it('checks each against the chain the ones before it left: a child of an earlier one passes, a rival is refused', async () => {
    const ledger = new FlakyLedger();
    const chain = await startedDevchain(ledger);
    const funding = await funded(chain);
    const first = await payment(funding, 0, alice, bob.toAddress(), 40_000);
    const rival = await payment(funding, 0, alice, bob.toAddress(), 30_000);
    const child = await payment(first, 1, alice, bob.toAddress(), 10_000);
    const writesBefore = ledger.writes;
    const answers = await Promise.all([chain.accept(first.toHex()), chain.accept(rival.toHex()), chain.accept(child.toHex()), chain.accept('zz')]);
    expect(answers.map((answer) => (answer.ok ? answer.value.txid : answer.error.code))).toEqual([first.id('hex'), 'outpoint-spent', child.id('hex'), 'transaction-malformed']);
    expect(ledger.writes - writesBefore).toBe(1);
    const kept = (await ledger.load()).transactions.map((transaction) => transaction.txid);
    expect(kept.slice(-2)).toEqual([first.id('hex'), child.id('hex')]);
    expect(kept).not.toContain(rival.id('hex'));
  });

  it('takes every one of them back when the write fails, each caller getting the error, and the refused their refusal', async () => {
    const ledger = new FlakyLedger();
    const chain = await startedDevchain(ledger);
    const funding = await funded(chain);
    const first = await payment(funding, 0, alice, bob.toAddress(), 40_000);
    const child = await payment(first, 1, alice, bob.toAddress(), 10_000);
    const forged = await payment(first, 0, alice, bob.toAddress(), 1_000);
    ledger.failing = true;
    const answers = await Promise.allSettled([chain.accept(first.toHex()), chain.accept(child.toHex()), chain.accept(forged.toHex())]);
    expect(answers.map((answer) => (answer.status === 'rejected' ? (answer.reason as Error).message : answer.value.ok ? 'ok' : answer.value.error.code))).toEqual([
      'disk full',
      'disk full',
      'script-failed',
    ]);
    expect([chain.reads.transaction(first.id('hex')), chain.reads.transaction(child.id('hex'))]).toEqual([null, null]);
    expect(chain.reads.unspent(chain.ownerOf(alice.toAddress())!).map((output) => output.txid)).toEqual([funding.id('hex')]);
    ledger.failing = false;
    expect((await chain.accept(first.toHex())).ok).toBe(true);
    expect((await chain.accept(child.toHex())).ok).toBe(true);
  });
});
