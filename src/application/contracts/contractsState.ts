import type { Observable } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import type { Contract } from '../../domain/contracts/contract';
import { contractStats, type ContractStats } from '../../domain/contracts/contractStats';
import { token, type Token } from '../../ports/token';

/** What the contracts page shows. */
export interface ContractsState {
  /** `loading` until the first data or failure; `failed` only when there is no data at all to show. */
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly contracts: readonly Contract[];
  readonly stats: ContractStats;
  /** A refresh is under way while older data shows. */
  readonly refreshing: boolean;
  /** Above last good data when a refresh failed. */
  readonly notice: string | null;
  /** The fallback card's explanation when the load failed and nothing can be shown. */
  readonly failure: string | null;
}

export const INITIAL_CONTRACTS_STATE: ContractsState = {
  phase: 'loading',
  contracts: [],
  stats: contractStats([]),
  refreshing: false,
  notice: null,
  failure: null,
};

/**
 * The contracts of the repository with the local claims applied, as the page and the claim use case see them.
 * `open()` loads (the page calls it on mount), `close()` aborts what is in flight; the data stays for the next visit.
 * Its key is a token, not the class, so the composition root can bind it without loading the derivation's code.
 */
export interface ContractsStore {
  readonly state: ContractsState;
  /** Emits the current state at once on subscription, then every change. */
  readonly state$: Observable<ContractsState>;
  open(): void;
  close(): void;
  /** Applies a claim just saved (see `claimContract`). */
  claimsChanged(claims: ReadonlyMap<number, Claim>): void;
  dispose(): void;
}

export const ContractsStore: Token<ContractsStore> = token<ContractsStore>('ContractsStore');
