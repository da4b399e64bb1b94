import type { Observable } from 'rxjs';
import type { AddressHoldings, ChainBlock, ChainOverview, ChainTransaction } from '../domain/devchain/chainView';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the devchain did not do it: `off` (the server serves no devchain: `DEVCHAIN=off`), `refused` (a rule, named by
 * `rule`: `address-invalid`, `amount-invalid`, `faucet-empty`, `count-invalid`, `rate-limited`, …), `not-found` (no
 * such transaction), `unavailable` (no answer, or an unreadable one).
 */
export interface DevchainDeskError {
  readonly code: 'off' | 'refused' | 'not-found' | 'unavailable';
  readonly rule?: string;
}

/** A faucet payment: its transaction and the output paying the address. */
export interface FundedOutput {
  readonly txid: string;
  readonly vout: number;
  readonly satoshis: number;
}

/**
 * The server's local BSV chain as the editor's Chain panel reaches it (`/api/devchain`). Each method emits one
 * result and completes; failures are values. Unsubscribing abandons the request.
 */
export interface DevchainDesk {
  /** The tip, the mempool and the recent blocks. */
  overview(): Observable<Result<ChainOverview, DevchainDeskError>>;
  /** An address's unspent outputs and balance; `refused` `address-invalid` when it is no P2PKH address. */
  holdings(address: string): Observable<Result<AddressHoldings, DevchainDeskError>>;
  /** A transaction with the outputs its inputs spend; `not-found` when the chain holds none such. */
  transaction(txid: string): Observable<Result<ChainTransaction, DevchainDeskError>>;
  /** Pays `address` `satoshis` from the faucet (into the mempool). */
  fund(address: string, satoshis: number): Observable<Result<FundedOutput, DevchainDeskError>>;
  /** Mines `blocks` blocks now: the blocks mined, oldest first. */
  mine(blocks: number): Observable<Result<readonly ChainBlock[], DevchainDeskError>>;
  /** Forgets the whole chain (shared by everyone on the server) and starts a new one: its genesis block. */
  reset(): Observable<Result<ChainBlock, DevchainDeskError>>;
}

export const DevchainDesk: Token<DevchainDesk> = token<DevchainDesk>('DevchainDesk');
