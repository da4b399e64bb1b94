import { spentOutputsByInput, type ChainTransaction } from '../../domain/devchain/chainView';
import type { TransactionInspectorStore } from '../transactions/transactionInspectorStore';
import type { OpenInInspector } from './chainPanelStore';

/**
 * Opens a transaction read from the devchain in the editor's transaction inspector, with the outputs its inputs spend
 * already known, so its fee shows and each input's Debug is filled.
 */
export const openChainTransaction =
  (inspector: TransactionInspectorStore): OpenInInspector =>
  (transaction: ChainTransaction) =>
    void inspector.inspect(transaction.hex, spentOutputsByInput(transaction));
