import type { Container } from 'inversify';
import { TransactionInspectorStore } from '../application/transactions/transactionInspectorStore';
import { TransactionInspector } from '../ports/transactionInspector.port';
import { bindService } from './resolve';

/** Binds the transaction inspector's store (loaded when the editor's Transactions panel first opens: `FEATURE_BINDINGS`). */
export function bindTransactions(container: Container): void {
  bindService(container, TransactionInspectorStore, (get) => new TransactionInspectorStore(get(TransactionInspector)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindTransactionsPorts } from './featurePorts/transactionsPorts';

/** The Chain panel's bindings (`chainBindings.ts`), which open transactions in this feature's inspector. */
export const loadChainBindings = (): Promise<(container: Container) => void> => import('./chainBindings').then((module) => module.bindChain);
