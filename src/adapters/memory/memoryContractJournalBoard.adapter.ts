import { of, type Observable } from 'rxjs';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { InboxNotice } from '../../domain/contracts/contractNotice';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ContractJournalBoard, ContractJournalError } from '../../ports/contractJournalBoard.port';

/**
 * The contract journal in memory, for tests: `events` by issue number (none for a number it does not hold), the
 * inbox `notices`; `failure` makes every call fail with it. `markNoticesRead` marks the kept notices read at `readAt`.
 */
export class MemoryContractJournalBoard implements ContractJournalBoard {
  events = new Map<number, readonly ContractEvent[]>();
  inbox: InboxNotice[] = [];
  failure: ContractJournalError | null = null;
  readonly asked: string[] = [];

  constructor(private readonly readAt = 0) {}

  history(issueNumber: number): Observable<Result<readonly ContractEvent[], ContractJournalError>> {
    this.asked.push(`history ${issueNumber}`);
    if (this.failure !== null) return of(err(this.failure));
    return of(ok(this.events.get(issueNumber) ?? []));
  }

  notices(): Observable<Result<readonly InboxNotice[], ContractJournalError>> {
    this.asked.push('notices');
    return of(this.failure !== null ? err(this.failure) : ok([...this.inbox]));
  }

  unreadNotices(): Observable<Result<number, ContractJournalError>> {
    this.asked.push('unread');
    return of(this.failure !== null ? err(this.failure) : ok(this.inbox.filter((notice) => notice.readAt === null).length));
  }

  markNoticesRead(): Observable<Result<null, ContractJournalError>> {
    this.asked.push('read');
    if (this.failure !== null) return of(err(this.failure));
    this.inbox = this.inbox.map((notice) => (notice.readAt === null ? { ...notice, readAt: this.readAt } : notice));
    return of(ok(null));
  }
}
