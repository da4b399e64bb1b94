import { spentOutputsByInput, type ChainTransaction } from '../../domain/devchain/chainView';
import type { EditorStore } from '../editor/editorStore';
import type { TransactionInspectorStore } from '../transactions/transactionInspectorStore';
import type { OpenInInspector } from './chainPanelStore';

/**
 * Opens a transaction read from the devchain in the editor's transaction inspector: the Transactions panel shows,
 * decoding it with the outputs its inputs spend already known, so its fee shows and each input's Debug is filled.
 */
export const openChainTransaction =
  (inspector: TransactionInspectorStore, editor: EditorStore): OpenInInspector =>
  (transaction: ChainTransaction) => {
    editor.showPanel('transactions');
    void inspector.inspect(transaction.hex, spentOutputsByInput(transaction));
  };
