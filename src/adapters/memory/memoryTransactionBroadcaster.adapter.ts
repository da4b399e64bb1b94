import { err, ok, type Result } from '../../domain/shared/result';
import type { BroadcastFailure, BroadcastReceipt, TransactionBroadcaster } from '../../ports/transactionBroadcaster.port';

/** A broadcaster for tests: records each hex; answers `failure` when set, else a receipt with `txid`. */
export class MemoryTransactionBroadcaster implements TransactionBroadcaster {
  readonly broadcasts: string[] = [];
  failure: BroadcastFailure | null = null;

  constructor(private readonly txid: string = '0'.repeat(64)) {}

  async broadcast(hex: string): Promise<Result<BroadcastReceipt, BroadcastFailure>> {
    this.broadcasts.push(hex);
    return this.failure === null ? ok({ txid: this.txid, status: 'SEEN_ON_NETWORK' }) : err(this.failure);
  }
}
