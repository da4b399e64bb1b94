import type { Container } from 'inversify';
import { HttpContractJournalBoard } from '../adapters/http/httpContractJournalBoard.adapter';
import { ContractHistoryStore, ContractNoticesStore, UnreadNoticesStore } from '../application/contracts/contractJournalStores';
import { ContractJournalBoard } from '../ports/contractJournalBoard.port';
import { bindService } from './resolve';

/**
 * A contract's history (read when its details open), the inbox's contract notices and the menu bar's count of the
 * unread ones (loaded after the shell shows, for a signed-in person), over the ContractJournalBoard
 * port. Its adapter is bound here, with the feature, rather than in `bindPorts`: only the detail dialog, the inbox
 * and the menu bar's count read it, and an adapter bound there is code in the entry every route loads. A container that already has
 * one (the tests' in-memory board) keeps it.
 */
export function bindContractJournal(container: Container): void {
  if (!container.isBound(ContractJournalBoard)) container.bind(ContractJournalBoard).toConstantValue(new HttpContractJournalBoard());
  bindService(container, ContractHistoryStore, (get) => new ContractHistoryStore(get(ContractJournalBoard)));
  bindService(container, UnreadNoticesStore, (get) => new UnreadNoticesStore(get(ContractJournalBoard)));
  bindService(container, ContractNoticesStore, (get) => new ContractNoticesStore(get(ContractJournalBoard), get(UnreadNoticesStore)));
}
