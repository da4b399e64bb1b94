import { TRANSACTIONS_LOADING, TRANSACTIONS_LOAD_FAILED } from './editor.texts';
import { lazyFeaturePanel } from './lazyFeaturePanel';

/**
 * The Transactions panel, whose code, store and SDK stay out of the editor's first load: its view and its feature
 * (`transactions`) load when it first opens; the SDK when it first decodes.
 */
export const TransactionsPanelLoader = lazyFeaturePanel(
  (features) => Promise.all([import('./transactions/TransactionsPanel'), features.load('transactions')]).then(([module]) => module.default),
  { loading: TRANSACTIONS_LOADING, failed: TRANSACTIONS_LOAD_FAILED },
);
