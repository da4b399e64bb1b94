import { describe, expect, it } from 'vitest';
import { MemoryDevchainLedger } from '../../../src/adapters/memory/memoryDevchainLedger';
import { MerklePath, PrivateKey, Transaction, payment, startedDevchain, trackerOf } from './devchainFixture';

const alice = PrivateKey.fromRandom();
const bob = PrivateKey.fromRandom();

async function funded(chain: Awaited<ReturnType<typeof startedDevchain>>, key = alice, satoshis = 100_000) {
  const receipt = await chain.fund(key.toAddress(), satoshis);
  if (!receipt.ok) throw new Error(JSON.stringify(receipt.error));
  return Transaction.fromHex(receipt.value.hex);
}

describe('the devchain', () => {
  it('starts with a genesis block paying the faucet, funds an address, takes its payment, mines it and proves it', async () => {
    const chain = await startedDevchain();
    expect(chain.reads.tip()?.height).toBe(0);
    const funding = await funded(chain);
    const pay = await payment(funding, 0, alice, bob.toAddress(), 40_000);
    const accepted = await chain.accept(pay.toHexEF());
    expect(accepted.ok && accepted.value.txid).toBe(pay.id('hex'));
    expect(chain.reads.balance(chain.ownerOf(bob.toAddress())!)).toEqual({ confirmed: 0, unconfirmed: 40_000 });
    const mined = await chain.mine(1);
    expect(mined.ok && mined.value.map((block) => [block.height, block.txids.length])).toEqual([[1, 3]]);
    expect(chain.reads.balance(chain.ownerOf(bob.toAddress())!)).toEqual({ confirmed: 40_000, unconfirmed: 0 });
    const kept = chain.reads.transaction(pay.id('hex'))!;
    pay.merklePath = MerklePath.fromHex(kept.merklePath!);
    expect(await pay.verify(trackerOf(chain))).toBe(true);
    const beef = Transaction.fromHexBEEF(chain.beef(pay.id('hex'))!);
    expect(await beef.verify(trackerOf(chain))).toBe(true);
  });

  it('refuses a double spend, the same transaction again, a missing outpoint and a wrong signature, with the reason', async () => {
    const chain = await startedDevchain();
    const funding = await funded(chain);
    const first = await payment(funding, 0, alice, bob.toAddress(), 40_000);
    const rival = await payment(funding, 0, alice, alice.toAddress(), 30_000);
    expect((await chain.accept(first.toHex())).ok).toBe(true);
    expect(await chain.accept(rival.toHex())).toEqual({ ok: false, error: { code: 'outpoint-spent', txid: rival.id('hex'), input: 0, outpoint: { txid: funding.id('hex'), vout: 0 }, spentBy: first.id('hex') } });
    expect(await chain.accept(first.toHex())).toMatchObject({ ok: false, error: { code: 'outpoint-spent', spentBy: first.id('hex') } });
    const other = await startedDevchain();
    const elsewhere = await payment(await funded(other), 0, alice, bob.toAddress(), 1000);
    expect(await chain.accept(elsewhere.toHex())).toMatchObject({ ok: false, error: { code: 'outpoint-missing', input: 0 } });
    const second = await funded(chain, alice, 50_000);
    const forged = await payment(second, 0, alice, bob.toAddress(), 1000, bob);
    expect(await chain.accept(forged.toHex())).toMatchObject({ ok: false, error: { code: 'script-failed', input: 0, part: 'locking', opcode: 'OP_EQUALVERIFY' } });
  });

  it('refuses a fee below the configured rate, naming what was paid and asked', async () => {
    const chain = await startedDevchain(new MemoryDevchainLedger(), 500_000);
    const funding = await funded(chain);
    const cheap = await payment(funding, 0, alice, bob.toAddress(), 1000);
    expect(await chain.accept(cheap.toHex())).toMatchObject({ ok: false, error: { code: 'fee-too-low' } });
  });

  it('comes back from its ledger as it was, and a reset starts a new chain', async () => {
    const ledger = new MemoryDevchainLedger();
    const chain = await startedDevchain(ledger);
    const funding = await funded(chain);
    const pay = await payment(funding, 0, alice, bob.toAddress(), 40_000);
    await chain.accept(pay.toHex());
    await chain.mine(2);
    const again = await startedDevchain(ledger);
    expect(again.reads.summary()).toEqual(chain.reads.summary());
    expect(again.reads.transaction(pay.id('hex'))).toEqual(chain.reads.transaction(pay.id('hex')));
    expect((await again.accept(pay.toHex())).ok).toBe(false);
    await again.reset();
    expect([again.reads.tip()?.height, again.reads.transaction(pay.id('hex'))]).toEqual([0, null]);
  });
});
