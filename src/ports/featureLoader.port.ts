import { token, type Token } from './token';

/**
 * Loads a feature's code and binds its services in the container on first use, so the feature's stores and
 * adapters download with its page instead of with every page.
 */
export interface FeatureLoader {
  /**
   * Resolves once the feature's services can be resolved; the same promise on every call (a React `use` can wait
   * on it). Rejects when the feature's code cannot be downloaded; a later call tries again.
   */
  load(): Promise<void>;
}

/** The code editor's stores and adapters (the page at `/` when the editor is on). */
export const EditorFeature: Token<FeatureLoader> = token<FeatureLoader>('EditorFeature');
