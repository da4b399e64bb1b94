import type { AddressHoldings, ChainOverview } from '../../domain/devchain/chainView';
import type { FundRequestError } from '../../domain/devchain/fundRequest';
import type { DevchainDeskError } from '../../ports/devchainDesk.port';

/** A read of the server: under way, answered, or failed. */
export type Loadable<T> =
  | { readonly phase: 'loading' }
  | { readonly phase: 'loaded'; readonly value: T }
  | { readonly phase: 'failed'; readonly error: DevchainDeskError };

/** The Chain panel's commands. */
export type ChainAction = 'fund' | 'mine' | 'reset';

/** The last command and how it went: what the panel says under its buttons. */
export type ChainCommand =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly action: ChainAction }
  | { readonly kind: 'funded'; readonly txid: string; readonly satoshis: number }
  | { readonly kind: 'mined'; readonly heights: readonly number[] }
  | { readonly kind: 'reset' }
  | { readonly kind: 'failed'; readonly action: ChainAction; readonly error: DevchainDeskError | FundRequestError };

/** Opening a transaction in the inspector: under way, or why it could not be read. */
export type ChainOpening =
  | { readonly kind: 'idle' }
  | { readonly kind: 'opening'; readonly txid: string }
  | { readonly kind: 'failed'; readonly txid: string; readonly error: DevchainDeskError };

/**
 * The Chain panel: the chain at a glance, the address watched (empty: none) and what it holds (null: none watched),
 * the last command, and the transaction being opened.
 */
export interface ChainPanelState {
  readonly overview: Loadable<ChainOverview>;
  readonly address: string;
  readonly holdings: Loadable<AddressHoldings> | null;
  readonly command: ChainCommand;
  readonly opening: ChainOpening;
}

export const INITIAL_CHAIN_PANEL_STATE: ChainPanelState = {
  overview: { phase: 'loading' },
  address: '',
  holdings: null,
  command: { kind: 'idle' },
  opening: { kind: 'idle' },
};
