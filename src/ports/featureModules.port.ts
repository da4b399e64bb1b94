import { token, type Token } from './token';

/** The features whose stores and use cases load with their pages rather than with the app. */
export type FeatureName =
  | 'editor'
  | 'transactions'
  | 'chain'
  | 'exchange'
  | 'contracts'
  | 'contractJournal'
  | 'hub'
  | 'payments'
  | 'signIn'
  | 'status'
  | 'apiReference'
  | 'manual'
  | 'apiTokens'
  | 'bounties';

/**
 * The code of the app's features, loaded on demand: a route asks for its page's features before the page renders.
 */
export interface FeatureModules {
  /**
   * Resolves once every store and use case of `feature` can be taken from the container. Loads the feature's code
   * at most once, however often and however concurrently it is asked; rejects when the code cannot be loaded
   * (offline, a stale build), and the next call tries again.
   */
  load(feature: FeatureName): Promise<void>;
}

export const FeatureModules: Token<FeatureModules> = token<FeatureModules>('FeatureModules');
