import { CHAIN_LOADING, CHAIN_LOAD_FAILED } from './editor.texts';
import { lazyFeaturePanel } from './lazyFeaturePanel';

/**
 * The Chain panel (the devchain, issue 37), whose code and store stay out of the editor's first load: its view and
 * its features (`chain`, and `transactions`, where its transactions open) load when it first opens.
 */
export const ChainPanelLoader = lazyFeaturePanel(
  (features) => Promise.all([import('./chain/ChainPanel'), features.load('transactions'), features.load('chain')]).then(([module]) => module.default),
  { loading: CHAIN_LOADING, failed: CHAIN_LOAD_FAILED },
);
