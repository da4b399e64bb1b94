import { ClaimDesk } from '../../application/contracts/claimDesk';
import { ClaimExpiry } from '../../application/contracts/claimExpiry';
import { ContractJournal } from '../../application/contracts/contractJournal';
import { ServerContracts, type ClaimChange } from '../../application/contracts/serverContracts';
import { CLAIM_REMINDER_DEFAULT_LEAD_MS } from '../../domain/contracts/claimTimers';
import { activityKey } from '../../domain/contracts/contractActivity';
import type { ContractRecordsSource } from '../../ports/contractRecordsSource.port';
import type { EscrowLedgerRepository } from '../../ports/escrowLedger.port';
import { ContractFunding } from '../../application/payments/escrow/contractFunding';
import type { RepositoryContracts } from '../../application/repositories/bountyBoard';
import type { RepositoryClaimRecords } from './openHub';

/** One connected repository's contracts, derived with its own claims, and the desk that claims them. */
export interface RepositoryDesk {
  readonly contracts: ServerContracts;
  /** The same contracts with the amounts the escrow ledger holds for them (the bounty board's "funded"). */
  readonly funded: RepositoryContracts;
  /** Its funded amounts, read again after an escrow change (`reload`); null without an escrow ledger. */
  readonly funding: ContractFunding | null;
  /** Null without a database: the repository's contracts are listed, never claimed. */
  readonly desk: ClaimDesk | null;
  /** Its history and inbox entries (kept apart from the operator's); null without a database. */
  readonly journal: ContractJournal | null;
  /** Its claim timers (expiry and reminders, the operator's rule), run by the scheduled jobs; null without a database. */
  readonly expiry: ClaimExpiry | null;
}

export interface RepositoryDesksWiring {
  /** A repository's issues and pull requests (the one gateway, or the sample). */
  readonly recordsOf: (fullName: string) => ContractRecordsSource;
  /** A repository's claims, history and notices in the database; null: none kept. */
  readonly claimRecordsOf: ((fullName: string) => RepositoryClaimRecords) | null;
  /** The escrow ledger, whose entries name the repository (`owner/name` as connected); null: nothing is funded. */
  readonly escrowLedger: Pick<EscrowLedgerRepository, 'all'> | null;
  readonly now: () => number;
  readonly bountyLabel?: string;
  readonly dayMs?: number;
  /** How long before a claim's deadline its claimant is reminded (`CLAIM_REMINDER_LEAD_SECONDS`); a day by default. */
  readonly reminderLeadMs?: number;
  /** Told of each change of a repository's claims (null: its contracts derived again): the claim timers wake. */
  readonly onClaimChange?: (change: ClaimChange | null) => void;
  readonly log: (line: string) => void;
  /** Told of each contract of `fullName` a paying merge or a closing completed (the escrow listens here). */
  readonly onCompleted?: (fullName: string, issueNumber: number, contracts: ServerContracts, journal: ContractJournal) => Promise<unknown>;
}

/**
 * The connected repositories' contracts and claim desks, made once per repository (`owner/name` as connected) and
 * shared by the bounty board and the claims routes, so a claim shows on the board at once. Each repository's GitHub
 * activity is kept in its own history, in the order seen, and only its own completions are told: a delivery to
 * repository X's webhook refreshes X's lists only, so it completes X's contracts only.
 */
export class RepositoryDesks {
  private readonly made = new Map<string, RepositoryDesk>();

  constructor(private readonly wiring: RepositoryDesksWiring) {}

  /** The repository's contracts and desk, made on first use. */
  of(fullName: string): RepositoryDesk {
    let made = this.made.get(fullName);
    if (made === undefined) {
      made = this.make(fullName);
      this.made.set(fullName, made);
    }
    return made;
  }

  /** Every repository's contracts derive again (another server changed claims). */
  announceAll(): void {
    for (const { contracts } of this.made.values()) void contracts.announce().catch(() => undefined);
  }

  private make(fullName: string): RepositoryDesk {
    const { recordsOf, claimRecordsOf, now, bountyLabel, dayMs, log, onCompleted } = this.wiring;
    const records = claimRecordsOf?.(fullName) ?? null;
    const journal = records === null ? null : new ContractJournal(records.history, records.notices);
    let keeping: Promise<void> = Promise.resolve();
    const contracts: ServerContracts = new ServerContracts(
      recordsOf(fullName),
      records?.claims ?? { openClaims: () => Promise.resolve([]) },
      now,
      journal === null
        ? null
        : (events, contractOf, completed) => {
            const claimants = new Map(events.map(({ issueNumber }) => [issueNumber, contractOf(issueNumber)?.assignee?.claimedBy ?? null]));
            keeping = keeping
              .then(async () => {
                for (const event of events) await journal.record(event, [claimants.get(event.issueNumber) ?? null], activityKey(event));
                for (const issueNumber of completed) await onCompleted?.(fullName, issueNumber, contracts, journal);
              })
              .catch((error: unknown) => log(`Contract history of ${fullName}: GitHub activity could not be kept (${String(error)}).`));
          },
      undefined,
      bountyLabel,
    );
    const desk = records === null || journal === null ? null : new ClaimDesk(records.claims, contracts, journal, now, dayMs);
    const { reminderLeadMs = CLAIM_REMINDER_DEFAULT_LEAD_MS, onClaimChange } = this.wiring;
    const expiry = records === null ? null : new ClaimExpiry(records.claims, contracts, records.history, records.notices, now, reminderLeadMs);
    if (onClaimChange !== undefined) contracts.onChange((_view, change) => onClaimChange(change));
    const funding = this.wiring.escrowLedger === null ? null : new ContractFunding(this.wiring.escrowLedger, fullName);
    const funded: RepositoryContracts = {
      current: async () => (funding === null ? contracts.current() : funding.of(await contracts.current())),
      close: () => contracts.close(),
    };
    return { contracts, funded, funding, desk, journal, expiry };
  }
}
