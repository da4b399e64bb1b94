import type { BsvNetwork } from '../../domain/bsv/bsvNetwork';
import { parseTransactionHex, type TransactionHexError } from '../../domain/bsv/transactionHex';
import { unlockingScriptLengths } from '../../domain/bsv/transactionLayout';
import { err, type Result } from '../../domain/shared/result';
import type { BroadcastFailure, BroadcastReceipt, TransactionBroadcaster } from '../../ports/transactionBroadcaster.port';

/** Why the server did not relay a transaction, or why the broadcaster did not take it. */
export type RelayRefusal =
  | { readonly code: 'transaction-invalid'; readonly reason: TransactionHexError['code'] }
  /** Inputs (by index) with an empty unlocking script: the transaction is not signed. */
  | { readonly code: 'transaction-unsigned'; readonly inputs: readonly number[] }
  /** The transaction is meant for a network this server does not relay to. */
  | { readonly code: 'network-not-enabled'; readonly network: BsvNetwork }
  | BroadcastFailure;

/**
 * Relays a signed transaction to the one network the server is set up for (`BSV_NETWORK`, testnet unless told
 * mainnet): checks the hex and that every input is signed, and that the caller means that network, before the
 * broadcaster sees it.
 */
export class RelayTransaction {
  constructor(
    private readonly broadcaster: TransactionBroadcaster,
    private readonly network: BsvNetwork,
  ) {}

  async relay(text: string, network: BsvNetwork): Promise<Result<BroadcastReceipt, RelayRefusal>> {
    if (network !== this.network) return err({ code: 'network-not-enabled', network });
    const hex = parseTransactionHex(text);
    if (!hex.ok) return err({ code: 'transaction-invalid', reason: hex.error.code });
    const lengths = unlockingScriptLengths(hex.value);
    const unsigned = lengths.flatMap((length, index) => (length === 0 ? [index] : []));
    if (lengths.length === 0 || unsigned.length > 0) return err({ code: 'transaction-unsigned', inputs: unsigned });
    return this.broadcaster.broadcast(hex.value);
  }
}
