import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryTransactionBroadcaster } from '../../../src/adapters/memory/memoryTransactionBroadcaster.adapter';
import { SAMPLE_SPEND } from '../../../src/adapters/sample/sampleSpend';
import { RelayTransaction } from '../../../src/application/broadcast/relayTransaction';
import { knownArcNetwork } from '../../../src/domain/bsv/bsvNetwork';
import { unlockingScriptLengths } from '../../../src/domain/bsv/transactionLayout';

const varInt = (value: number) => value.toString(16).padStart(2, '0');
/** A plain transaction with inputs whose unlocking scripts have `lengths` bytes, and one empty output. */
const transactionWith = (lengths: readonly number[]) =>
  `01000000${varInt(lengths.length)}${lengths.map((length) => `${'ab'.repeat(36)}${varInt(length)}${'51'.repeat(length)}ffffffff`).join('')}01${'00'.repeat(8)}0000000000`;

describe('relaying a transaction', () => {
  it('reads each input’s unlocking script length from the bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xfc }), { minLength: 1, maxLength: 5 }), (lengths) => {
        expect(unlockingScriptLengths(transactionWith(lengths))).toEqual(lengths);
      }),
    );
  });

  it('hands a signed transaction of its network to the broadcaster, and nothing else', async () => {
    const broadcaster = new MemoryTransactionBroadcaster();
    const relay = new RelayTransaction(broadcaster, 'testnet');
    expect([
      await relay.relay(` ${SAMPLE_SPEND.transactionHex.toUpperCase()}\n`, 'testnet'),
      await relay.relay(SAMPLE_SPEND.transactionHex, 'mainnet'),
      await relay.relay(transactionWith([2, 0, 3, 0]), 'testnet'),
      await relay.relay('0100', 'testnet'),
    ]).toEqual([
      { ok: true, value: { txid: '0'.repeat(64), status: 'SEEN_ON_NETWORK' } },
      { ok: false, error: { code: 'network-not-enabled', network: 'mainnet' } },
      { ok: false, error: { code: 'transaction-unsigned', inputs: [1, 3] } },
      { ok: false, error: { code: 'transaction-invalid', reason: 'too-short' } },
    ]);
    expect(broadcaster.broadcasts).toEqual([SAMPLE_SPEND.transactionHex.toLowerCase()]);
  });

  it('knows the public ARC hosts’ networks, and no other', () => {
    expect(['arc.taal.com', 'ARC-TEST.taal.com', 'arc.gorillapool.io', '127.0.0.1'].map(knownArcNetwork)).toEqual(['mainnet', 'testnet', 'mainnet', null]);
  });
});
