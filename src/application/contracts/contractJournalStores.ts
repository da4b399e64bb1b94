import type { Subscription } from 'rxjs';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { InboxNotice } from '../../domain/contracts/contractNotice';
import type { ContractJournalBoard, ContractJournalError } from '../../ports/contractJournalBoard.port';
import type { LoadState } from '../shared/loadStore';
import { Store } from '../shared/store';

// The contract journal's stores share one module: each would otherwise be a chunk of its own (the views and
// the feature's bindings both import them), whose file name every route's entry would carry.

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

/**
 * The signed-in person's inbox entries about contracts (claimed, the reminder before a deadline, expired, pull
 * request opened, merged, paid, released), newest first. `load()` reads them again (each visit of the inbox); once
 * shown, the server is told they were read, while this list keeps showing which were unread when it was loaded.
 */
export class ContractNoticesStore extends Store<LoadState<readonly InboxNotice[], ContractJournalError>> {
  private reading: Subscription | null = null;
  private marking: Subscription | null = null;

  constructor(
    private readonly board: ContractJournalBoard,
    /** Told when the entries were marked read, so the menu bar's count drops at once. */
    private readonly unread?: UnreadNoticesStore,
  ) {
    super({ phase: 'loading' });
  }

  load(): void {
    this.reading?.unsubscribe();
    if (this.state.phase === 'failed') this.setState({ phase: 'loading' });
    this.reading = this.board.notices().subscribe((result) => {
      this.setState(result.ok ? { phase: 'loaded', data: result.value } : { phase: 'failed', error: result.error });
      if (result.ok && result.value.some((notice) => notice.readAt === null)) this.markRead();
    });
  }

  override dispose(): void {
    this.reading?.unsubscribe();
    this.marking?.unsubscribe();
    super.dispose();
  }

  /** A failure to mark them read is not shown: they stay unread and are marked on the next visit. */
  private markRead(): void {
    this.marking?.unsubscribe();
    this.marking = this.board.markNoticesRead().subscribe((result) => {
      if (result.ok) this.unread?.markedRead();
    });
  }
}

/**
 * How many of the signed-in person's inbox entries about contracts are unread, for the menu bar's badge (null:
 * unknown). `refresh()` asks again (the newest question wins), `markedRead()` says the inbox marked them all read
 * (a question under way would answer the count from before), `clear()` forgets it (sign-out).
 */
export class UnreadNoticesStore extends Store<number | null> {
  private counting: Subscription | null = null;

  constructor(private readonly board: ContractJournalBoard) {
    super(null);
  }

  refresh(): void {
    this.counting?.unsubscribe();
    this.counting = this.board.unreadNotices().subscribe((result) => this.setState(result.ok ? result.value : null));
  }

  markedRead(): void {
    this.counting?.unsubscribe();
    this.setState(0);
  }

  clear(): void {
    this.counting?.unsubscribe();
    this.setState(null);
  }

  override dispose(): void {
    this.counting?.unsubscribe();
    super.dispose();
  }
}
