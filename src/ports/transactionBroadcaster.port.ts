import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** What the broadcaster answered for an accepted transaction. */
export interface BroadcastReceipt {
  readonly txid: string;
  /** The broadcaster's own status word (ARC's `txStatus`, e.g. `SEEN_ON_NETWORK`). */
  readonly status: string;
}

/** Why a transaction was not broadcast. */
export type BroadcastFailure =
  /** The broadcaster refused the transaction: its HTTP status and its own words. */
  | { readonly code: 'broadcast-rejected'; readonly status: number; readonly detail: string }
  /** The broadcaster refused the server's credentials (401, 403). */
  | { readonly code: 'broadcast-unauthorized' }
  /** No answer in time. */
  | { readonly code: 'broadcast-timeout' }
  /** It could not be reached, failed (5xx), or answered what cannot be read. */
  | { readonly code: 'broadcast-unavailable' };

/** Hands a signed transaction to the network (an ARC endpoint). */
export interface TransactionBroadcaster {
  /** Submits raw transaction hex (already checked); resolves the receipt or why it failed. Never rejects. */
  broadcast(hex: string): Promise<Result<BroadcastReceipt, BroadcastFailure>>;
}

export const TransactionBroadcaster: Token<TransactionBroadcaster> = token<TransactionBroadcaster>('TransactionBroadcaster');
