import { claimEndsNow, nextClaimTimer, reminderDue, reminderKey } from '../../domain/contracts/claimTimers';
import type { ClaimRepository } from '../../ports/claimRepository.port';
import type { ContractHistory } from '../../ports/contractHistory.port';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { ContractLookup } from './serverContracts';

/**
 * The server's claim timers (a use case; the composition root runs `sweep` when the next timer falls): a claim whose
 * deadline has come ends for everyone, with no page open (its history says `expired`, its claimant's inbox too), and
 * its claimant's inbox gets a reminder `leadMs` before the deadline, once.
 *
 * A claim past its deadline with no pull request has expired (its derived status says so) before the database ends
 * it; so its history and notice are written first, each under the expiry's key (kept once), and the claim is ended
 * last. A crash or a lost write between the steps leaves the claim open and due: the next sweep writes what is
 * missing and ends it. Ended first, a claim whose history write failed would leave the open claims, and its history
 * and notice would never be written.
 */
export class ClaimExpiry {
  constructor(
    private readonly claims: ClaimRepository,
    private readonly contracts: ContractLookup,
    private readonly history: ContractHistory,
    private readonly notices: ContractNotices,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
    private readonly leadMs: number,
  ) {}

  /** Ends what is due and sends the reminders due; answers when the next timer falls (null: none ahead). */
  async sweep(): Promise<number | null> {
    const now = this.now();
    const open = await this.claims.openClaims();
    for (const claim of open) {
      const status = (await this.contracts.find(claim.issueNumber))?.status ?? null;
      const { issueNumber, claimedBy, githubUsername, handcashHandle, deadline } = claim;
      if (claimEndsNow(claim, status, now)) {
        const key = `claim-expired:${issueNumber}:${claim.claimedAt}`;
        await this.history.record({ issueNumber, kind: 'expired', actor: null, at: deadline, detail: { githubUsername, handcashHandle } }, key);
        await this.notices.send({ to: claimedBy, kind: 'expired', issueNumber, at: deadline, detail: { deadline } }, key);
        if (await this.claims.expire(claim, now)) await this.contracts.announce({ issueNumber, claim: null });
      } else if (reminderDue(claim, status, now, this.leadMs)) {
        await this.notices.send({ to: claimedBy, kind: 'claim-reminder', issueNumber, at: now, detail: { deadline } }, reminderKey(claim));
      }
    }
    return nextClaimTimer(open, now, this.leadMs);
  }
}
