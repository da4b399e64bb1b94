import type { ContractEvent } from '../../domain/contracts/contractEvent';
import { noticeRecipients } from '../../domain/contracts/noticeRecipients';
import type { ContractHistory } from '../../ports/contractHistory.port';
import type { ContractNotices } from '../../ports/contractNotices.port';

/**
 * Keeps what happened to a contract (a use case of the server): the event in the contract's history, and an inbox
 * entry for each person concerned (the claimant, a payee; the maintainers of a merge or a payment), each once.
 */
export class ContractJournal {
  constructor(
    private readonly history: ContractHistory,
    private readonly notices: ContractNotices,
    /** The maintainers' handles (`MAINTAINER_HANDLES`), told of merges and payments. */
    private readonly maintainers: readonly string[] = [],
  ) {}

  /**
   * With `key`, an event several servers may record (GitHub activity each of them sees) is kept once, its inbox
   * entries too: the servers after the first record nothing.
   */
  async record(event: ContractEvent, concerned: readonly (string | null)[], key: string | null = null): Promise<void> {
    const notice = (to: string) => ({ to, kind: event.kind, issueNumber: event.issueNumber, at: event.at, detail: event.detail });
    const recipients = noticeRecipients(event.kind, concerned, this.maintainers);
    if (key === null) {
      // An event without a key is always kept: its notices are sent with it (written together, not one after the other).
      await Promise.all([this.history.record(event, null), ...recipients.map((to) => this.notices.send(notice(to), null))]);
      return;
    }
    if (!(await this.history.record(event, key))) return;
    for (const to of recipients) await this.notices.send(notice(to), `${key}:${to}`);
  }

  /** The history of a contract, oldest first. */
  of(issueNumber: number): Promise<readonly ContractEvent[]> {
    return this.history.of(issueNumber);
  }
}
