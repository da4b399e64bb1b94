import { Hash, P2PKH, Transaction, UnlockingScript, Utils } from '@bsv/sdk';
import { describe, expect, it } from 'vitest';
import { PrivateKey, payment, startedDevchain } from './devchainFixture';

const alice = PrivateKey.fromRandom();
const bob = PrivateKey.fromRandom();
/** 33 bytes in a key's form that name no point (x = 5 has no y on secp256k1). */
const OFF_CURVE = [0x02, ...new Array<number>(31).fill(0), 5];

async function funded(chain: Awaited<ReturnType<typeof startedDevchain>>, address: string, satoshis = 100_000): Promise<Transaction> {
  const receipt = await chain.fund(address, satoshis);
  if (!receipt.ok) throw new Error(JSON.stringify(receipt.error));
  return Transaction.fromHex(receipt.value.hex);
}

describe('the devchain’s script checks with keys read once', () => {
  it('still refuses a wrong signature by a key it has already accepted, and accepts the key again after', async () => {
    const chain = await startedDevchain();
    const good = await payment(await funded(chain, alice.toAddress()), 0, alice, bob.toAddress(), 1_000);
    expect((await chain.accept(good.toHex())).ok).toBe(true);
    const tampered = await payment(await funded(chain, alice.toAddress()), 0, alice, bob.toAddress(), 1_000);
    tampered.outputs[0]!.satoshis = 999; // signed for 1,000: the signature no longer signs this transaction
    const refused = await chain.accept(tampered.toHex());
    expect(refused).toMatchObject({ ok: false, error: { code: 'script-failed', txid: tampered.id('hex'), input: 0, part: 'locking', opcode: 'OP_CHECKSIG' } });
    const again = await payment(await funded(chain, alice.toAddress()), 0, alice, bob.toAddress(), 1_000);
    expect((await chain.accept(again.toHex())).ok).toBe(true);
  });

  it('refuses bytes that are no key, every time, with the interpreter’s reason', async () => {
    const chain = await startedDevchain();
    const address = Utils.toBase58Check(Hash.hash160(OFF_CURVE), [0x00]);
    const sample = await payment(await funded(chain, alice.toAddress()), 0, alice, bob.toAddress(), 1_000);
    const signature = sample.inputs[0]!.unlockingScript!.chunks[0]!.data!;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const source = await funded(chain, address, 10_000);
      const spend = new Transaction();
      spend.addInput({ sourceTransaction: source, sourceOutputIndex: 0, unlockingScript: new UnlockingScript().writeBin(signature).writeBin(OFF_CURVE) });
      spend.addOutput({ lockingScript: new P2PKH().lock(bob.toAddress()), satoshis: 9_000 });
      expect(await chain.accept(spend.toHex())).toEqual({
        ok: false,
        error: { code: 'script-failed', txid: spend.id('hex'), input: 0, part: 'locking', position: 4, opcode: 'OP_CHECKSIG', reason: 'The public key is in an unknown format.' },
      });
    }
  });
});
