import type { Subscription } from 'rxjs';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { ContractJournalBoard, ContractJournalError } from '../../ports/contractJournalBoard.port';
import type { LoadState } from '../shared/loadStore';
import { Store } from '../shared/store';

/** The history of the contract whose details are open: its issue number and its events, oldest first. */
export interface ContractHistoryState {
  readonly issueNumber: number | null;
  readonly events: LoadState<readonly ContractEvent[], ContractJournalError>;
}

const CLOSED: ContractHistoryState = { issueNumber: null, events: { phase: 'loading' } };

/**
 * A contract's history (claimed by, pull request opened, merged, paid, released, expired), read when its details
 * open: `open(issueNumber)` reads it afresh (it changes), `close()` abandons the request and forgets it.
 */
export class ContractHistoryStore extends Store<ContractHistoryState> {
  private reading: Subscription | null = null;

  constructor(private readonly board: ContractJournalBoard) {
    super(CLOSED);
  }

  open(issueNumber: number): void {
    this.reading?.unsubscribe();
    this.setState({ issueNumber, events: { phase: 'loading' } });
    this.reading = this.board.history(issueNumber).subscribe((result) => {
      this.setState({ issueNumber, events: result.ok ? { phase: 'loaded', data: result.value } : { phase: 'failed', error: result.error } });
    });
  }

  close(): void {
    this.reading?.unsubscribe();
    this.reading = null;
    this.setState(CLOSED);
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    super.dispose();
  }
}
