import type { Container } from 'inversify';
import { HttpDevchainDesk } from '../adapters/http/httpDevchainDesk.adapter';
import { ChainPanelStore } from '../application/devchain/chainPanelStore';
import { openChainTransaction } from '../application/devchain/openChainTransaction';
import { TransactionInspectorStore } from '../application/transactions/transactionInspectorStore';
import { DevchainDesk } from '../ports/devchainDesk.port';
import { bindService } from './resolve';

/**
 * The editor's Chain panel (issue 37), loaded when the panel first opens, with the transaction inspector's feature it
 * opens transactions in. The HTTP adapter is bound here, so its code stays out of the editor's first load; a
 * container that has one (the tests' in-memory devchain) keeps it.
 */
export function bindChain(container: Container): void {
  if (!container.isBound(DevchainDesk)) container.bind(DevchainDesk).toConstantValue(new HttpDevchainDesk());
  bindService(container, ChainPanelStore, (get) => new ChainPanelStore(get(DevchainDesk), openChainTransaction(get(TransactionInspectorStore))));
}
