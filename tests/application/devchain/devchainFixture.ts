import { MerklePath, P2PKH, PrivateKey, SatoshisPerKilobyte, Transaction, type ChainTracker } from '@bsv/sdk';
import { bsvDevchainTransactions } from '../../../src/adapters/devchain/bsvDevchainTransactions.adapter';
import { MemoryDevchainLedger } from '../../../src/adapters/memory/memoryDevchainLedger';
import { Devchain } from '../../../src/application/devchain/devchain';
import type { DevchainLedger } from '../../../src/ports/devchainLedger.port';

export const NOW = Date.UTC(2026, 10, 28, 12);

/** A started devchain over `ledger` (in memory unless given), at 1 sat/kB. */
export async function startedDevchain(ledger: DevchainLedger = new MemoryDevchainLedger(), satsPerKilobyte = 1): Promise<Devchain> {
  const chain = new Devchain(bsvDevchainTransactions, ledger, { satsPerKilobyte }, () => NOW);
  await chain.start();
  return chain;
}

/** The devchain's tracker, read from its blocks in memory. */
export const trackerOf = (chain: Devchain): ChainTracker => ({
  isValidRootForHeight: async (root, height) => chain.reads.block(String(height))?.merkleRoot === root,
  currentHeight: async () => chain.reads.tip()?.height ?? 0,
});

/** A payment of `satoshis` from `key`'s funding output to `to`, signed (with `signer` to sign it wrongly). */
export async function payment(funding: Transaction, vout: number, key: PrivateKey, to: string, satoshis: number, signer: PrivateKey = key): Promise<Transaction> {
  const tx = new Transaction();
  tx.addInput({ sourceTransaction: funding, sourceOutputIndex: vout, unlockingScriptTemplate: new P2PKH().unlock(signer) });
  tx.addOutput({ lockingScript: new P2PKH().lock(to), satoshis });
  tx.addOutput({ lockingScript: new P2PKH().lock(key.toAddress()), change: true });
  // An explicit rate: without one the SDK asks a public ARC for its live rate.
  await tx.fee(new SatoshisPerKilobyte(100));
  await tx.sign();
  return tx;
}

export { MerklePath, PrivateKey, Transaction };
