import { P2PKH, PrivateKey, Transaction } from '@bsv/sdk';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SPEND, SAMPLE_SPEND_TXID } from '../../../src/adapters/sample/sampleSpend';
import { SAMPLE_SPEND_EXTENDED_HEX } from '../../support/transactionFixture';

/** Builds the sample again from its fixed key: the source output, then the spend signed with the same key. */
async function rebuild() {
  const key = PrivateKey.fromHex('07'.padStart(64, '0'));
  const lockingScript = new P2PKH().lock(key.toAddress());
  const source = new Transaction(1, [], [{ satoshis: 10_000, lockingScript }], 0);
  const spend = new Transaction();
  spend.addInput({ sourceTransaction: source, sourceOutputIndex: 0, unlockingScriptTemplate: new P2PKH().unlock(key) });
  spend.addOutput({ satoshis: 9_000, lockingScript: new P2PKH().lock(PrivateKey.fromHex('09'.padStart(64, '0')).toAddress()) });
  await spend.sign();
  return { transactionHex: spend.toHex(), txid: spend.id('hex'), extendedHex: spend.toHexEF(), spentOutput: { satoshis: 10_000, lockingScript: lockingScript.toASM() } };
}

describe('the sample spend', () => {
  it('is the spend its fixed key signs (deterministic signatures), with the txid it is known by', async () => {
    const { txid, extendedHex, ...sample } = await rebuild();
    expect({ sample, txid, extendedHex }).toEqual({ sample: SAMPLE_SPEND, txid: SAMPLE_SPEND_TXID, extendedHex: SAMPLE_SPEND_EXTENDED_HEX });
  });
});
