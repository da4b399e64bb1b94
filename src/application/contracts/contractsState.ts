import type { Observable } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import type { Contract } from '../../domain/contracts/contract';
import { contractStats, type ContractStats } from '../../domain/contracts/contractStats';
import type { CodeHostError } from '../../ports/codeHostError';
import { token, type Token } from '../../ports/token';

/** A failed load as the page explains it: the code host's error and when it was seen (epoch ms). */
export interface LoadProblem {
  readonly error: CodeHostError;
  readonly seenAt: number;
}

/** What the contracts page shows. */
export interface ContractsState {
  /** `loading` until the first data or failure; `failed` only when there is no data at all to show. */
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly contracts: readonly Contract[];
  readonly stats: ContractStats;
  /** A refresh is under way while older data shows. */
  readonly refreshing: boolean;
  /** Why the last refresh failed while last good data still shows. */
  readonly notice: LoadProblem | null;
  /** Why the load failed when nothing can be shown (the fallback card). */
  readonly failure: LoadProblem | null;
  /** Why the claims could not be loaded (the contracts then show without them); null when they were. */
  readonly claimsNotice: string | null;
  /** With no network, the contracts shown are the last the server sent, received at this time (epoch ms); else null. */
  readonly offlineAsOf: number | null;
}

export const INITIAL_CONTRACTS_STATE: ContractsState = {
  phase: 'loading',
  contracts: [],
  stats: contractStats([]),
  refreshing: false,
  notice: null,
  failure: null,
  claimsNotice: null,
  offlineAsOf: null,
};

/**
 * The contracts of the repository with everyone's claims applied, as the page and the claim use case see them.
 * `open()` loads (the page calls it on mount), `close()` aborts what is in flight; the data stays for the next visit.
 * Its key is a token, not the class, so the composition root can bind it without loading the derivation's code.
 */
export interface ContractsStore {
  readonly state: ContractsState;
  /** Emits the current state at once on subscription, then every change. */
  readonly state$: Observable<ContractsState>;
  open(): void;
  close(): void;
  /** Loads everyone's claims again; a failure keeps the claims shown and says so in `claimsNotice`. */
  refreshClaims(): void;
  /** Shows a claim just placed, or the holder a refused claim met (see `ClaimContract`). */
  applyClaim(claim: Claim): void;
  /** Shows a contract as no longer claimed (see `ReleaseClaim`). */
  removeClaim(issueNumber: number): void;
  dispose(): void;
}

export const ContractsStore: Token<ContractsStore> = token<ContractsStore>('ContractsStore');
