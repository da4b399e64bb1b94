import fc from 'fast-check';
import { LockingScript, Transaction, UnlockingScript } from '@bsv/sdk';
import { describe, expect, it } from 'vitest';
import { bsvDevchainTransactions } from '../../src/adapters/devchain/bsvDevchainTransactions.adapter';

/** A one-input, one-output transaction spending `vout` of a made-up parent. */
function sample(vout: number, satoshis: number): Transaction {
  return new Transaction(1, [{ sourceTXID: '11'.repeat(32), sourceOutputIndex: vout, unlockingScript: new UnlockingScript([]), sequence: 0xffffffff }], [{ satoshis, lockingScript: LockingScript.fromHex('51') }], 0);
}

describe('reading raw transactions for the devchain', () => {
  it('reads a transaction’s id, hex and size from its bytes as the SDK computes them (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000 }), fc.nat({ max: 2_100_000 }), (vout, satoshis) => {
        const transaction = sample(vout, satoshis);
        const parsed = bsvDevchainTransactions.parse(transaction.toHex());
        expect(parsed.ok && parsed.value.map(({ txid, hex, size }) => ({ txid, hex, size }))).toEqual([
          { txid: transaction.id('hex'), hex: transaction.toHex(), size: transaction.toBinary().length },
        ]);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses bytes after the transaction, and a count written longer than it needs', () => {
    const hex = sample(0, 1_000).toHex();
    expect(bsvDevchainTransactions.parse(`${hex}abcd`)).toEqual({ ok: false, error: { code: 'transaction-malformed', reason: 'Bytes left after the transaction' } });
    // The input count 1 as a 3-byte varint (fd 01 00) instead of one byte.
    const longCount = `${hex.slice(0, 8)}fd0100${hex.slice(10)}`;
    expect(bsvDevchainTransactions.parse(longCount)).toMatchObject({ ok: false, error: { code: 'transaction-malformed' } });
  });
});
