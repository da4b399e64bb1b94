import type { Observable } from 'rxjs';
import type { Contract } from '../domain/contracts/contract';
import type { CodeHostError } from './codeHostError';
import { token, type Token } from './token';

/**
 * One step of loading the contracts: the server's contracts (from this tab's cache at first, then its answer), with
 * the code host's last fault when the server's data is stale; or why nothing could be loaded.
 */
export type ContractFeedUpdate =
  | {
      readonly kind: 'contracts';
      readonly contracts: readonly Contract[];
      readonly source: 'cache' | 'network';
      /** An answer of the server follows. */
      readonly revalidating: boolean;
      readonly fault: CodeHostError | null;
      /**
       * When the network could not be reached and the app's service worker answered with the last answer it kept:
       * when that answer was received (epoch ms). Absent for an answer of the server.
       */
      readonly keptAt?: number;
    }
  | { readonly kind: 'failure'; readonly error: CodeHostError };

/** The contracts as the app's server derives them from GitHub (`GET /api/contracts`), and its change stream. */
export interface ContractFeed {
  /** Emits the kept copy at once when there is one, then the server's answer; completes; never errors. Unsubscribing aborts. */
  load(): Observable<ContractFeedUpdate>;
  /** Emits each time the server's contracts changed (after the state current when connecting); never completes. */
  changes(): Observable<void>;
}

export const ContractFeed: Token<ContractFeed> = token<ContractFeed>('ContractFeed');
