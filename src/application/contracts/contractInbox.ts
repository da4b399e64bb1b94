import type { InboxNotice } from '../../domain/contracts/contractNotice';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { ContractLookup } from './serverContracts';

/**
 * The signed-in person's inbox of contract notices (a use case of the server): the entries with their contracts'
 * titles, newest first; how many are unread; and marking them read once the person has seen them.
 */
export class ContractInbox {
  constructor(
    private readonly notices: ContractNotices,
    private readonly contracts: Pick<ContractLookup, 'find'>,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
  ) {}

  async entries(handle: string): Promise<readonly InboxNotice[]> {
    const kept = await this.notices.inbox(handle);
    const titles = new Map<number, string | null>();
    for (const { issueNumber } of kept) {
      if (!titles.has(issueNumber)) titles.set(issueNumber, (await this.contracts.find(issueNumber))?.title ?? null);
    }
    return kept.map((notice) => ({ ...notice, title: titles.get(notice.issueNumber) ?? null }));
  }

  unread(handle: string): Promise<number> {
    return this.notices.unreadCount(handle);
  }

  /** Marks every entry of `handle` read now; answers how many were unread. */
  markRead(handle: string): Promise<number> {
    return this.notices.markRead(handle, this.now());
  }
}
