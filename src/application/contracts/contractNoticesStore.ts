import type { Subscription } from 'rxjs';
import type { InboxNotice } from '../../domain/contracts/contractNotice';
import type { ContractJournalBoard, ContractJournalError } from '../../ports/contractJournalBoard.port';
import type { LoadState } from '../shared/loadStore';
import { Store } from '../shared/store';

/**
 * The signed-in person's inbox entries about contracts (claimed, the reminder before a deadline, expired, pull
 * request opened, merged, paid, released), newest first. `load()` reads them again (each visit of the inbox); once
 * shown, the server is told they were read, while this list keeps showing which were unread when it was loaded.
 */
export class ContractNoticesStore extends Store<LoadState<readonly InboxNotice[], ContractJournalError>> {
  private reading: Subscription | null = null;
  private marking: Subscription | null = null;

  constructor(private readonly board: ContractJournalBoard) {
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
    this.marking = this.board.markNoticesRead().subscribe();
  }
}
