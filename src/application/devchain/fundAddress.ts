import { outpointKey } from '../../domain/devchain/outpoints';
import { requiredFee } from '../../domain/devchain/fee';
import type { DevchainKey, ParsedTransaction } from '../../ports/devchainTransactions.port';
import type { DevchainTransactions } from '../../ports/devchainTransactions.port';
import type { ChainState } from './chainState';

/** A generous size for the faucet's payment of a few inputs, to pick enough of its outputs for the fee. */
const PAYMENT_BYTES_ALLOWANCE = 2_000;

/**
 * The faucet's signed payment of `satoshis` to the key hash `owner`, from the faucet's unspent outputs (largest
 * first, mined or not), the change back to the faucet; null when the faucet holds too little (mine a block: each
 * coinbase pays it).
 */
export async function faucetPayment(state: ChainState, engine: DevchainTransactions, faucet: DevchainKey, owner: string, satoshis: number, satsPerKilobyte: number): Promise<ParsedTransaction | null> {
  const keys = [...(state.unspentByOwner.get(faucet.owner) ?? [])];
  const outputs = keys.map((key) => state.outputs.get(key)!).sort((a, b) => b.satoshis - a.satoshis);
  const needed = satoshis + requiredFee(PAYMENT_BYTES_ALLOWANCE, satsPerKilobyte);
  const spending: { outpoint: { txid: string; vout: number }; output: (typeof outputs)[number] }[] = [];
  let total = 0;
  for (const output of outputs) {
    if (total >= needed) break;
    spending.push({ outpoint: { txid: output.txid, vout: output.vout }, output });
    total += output.satoshis;
  }
  if (total < needed) return null;
  const payment = await engine.pay(faucet, spending, owner, satoshis, satsPerKilobyte);
  // The payment spends what was picked: a bug in the engine would show here rather than as a refusal.
  if (payment.inputs.some((input, index) => outpointKey(input) !== outpointKey(spending[index]!.outpoint))) throw new Error('faucet payment spends other outputs');
  return payment;
}
