import type { Claim } from '../../domain/contracts/claim';
import { sameFrozenTerms } from '../../domain/contracts/claimTerms';
import type { Contract } from '../../domain/contracts/contract';
import { activityBetween, completedBetween, payoutOpened, pullRequestActivity } from '../../domain/contracts/contractActivity';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import { ContractsDeriver } from '../../domain/contracts/deriveContracts';
import type { ClaimRepository } from '../../ports/claimRepository.port';
import type { CodeHostError } from '../../ports/codeHostError';
import type { ContractRecordsSource, RecordsReading } from '../../ports/contractRecordsSource.port';
import type { RepositoryRecords } from '../../ports/issueTracker.port';

/**
 * The contracts as the server knows them: derived from the code host's records and the open claims, with when the
 * records were last confirmed (`checkedAt`, null before the first answer) and the fault of the last read. The
 * `contracts` list is made when first read, once per version, and is the same array while nothing it depends on
 * changed, so an HTTP adapter may keep its serialisation beside it.
 */
export interface ContractsView {
  readonly contracts: readonly Contract[];
  readonly checkedAt: number | null;
  readonly fault: CodeHostError | null;
}

/** A claim this server placed (`claim`) or ended (`claim` null) on the contract of `issueNumber`. */
export interface ClaimChange {
  readonly issueNumber: number;
  readonly claim: Claim | null;
}

/**
 * How long the open claims are taken as this server knows them before they are read again. Another server's claims
 * arrive as change signals (and a reconnected listener hears `everything`), so this only bounds a signal lost some
 * other way; reading every open claim blocks the embedded database, so not every half second (at 8,000 open claims,
 * twice a second, it doubled the p99 of claims and payments under load).
 */
export const CLAIMS_RECHECK_MS = 5_000;

/** The earliest deadline after `now` (a claim turning `expired` changes the view then), or Infinity. */
const nextDeadline = (claims: Iterable<Claim>, now: number): number => {
  let soonest = Number.POSITIVE_INFINITY;
  for (const claim of claims) if (claim.deadline > now && claim.deadline < soonest) soonest = claim.deadline;
  return soonest;
};

const sameClaim = (a: Claim | undefined, b: Claim): boolean =>
  a !== undefined &&
  a.githubUsername === b.githubUsername &&
  a.handcashHandle === b.handcashHandle &&
  a.claimedBy === b.claimedBy &&
  a.claimedAt === b.claimedAt &&
  a.deadline === b.deadline &&
  sameFrozenTerms(a.terms, b.terms);

/** Whether two derivations hold the same contracts (the deriver answers the same object for an unchanged one). */
const sameContracts = (a: readonly Contract[], b: readonly Contract[]): boolean => a.length === b.length && a.every((contract, index) => contract === b[index]);

/** Whether two derivations list the same issues in the same order (then the positions by issue number still hold). */
const sameOrder = (a: readonly Contract[], b: readonly Contract[]): boolean =>
  a.length === b.length && a.every((contract, index) => contract.githubIssueNumber === b[index]?.githubIssueNumber);

/** What the claims and payments use cases ask of the contracts. */
export interface ContractLookup {
  /** The contract of `issueNumber` now; null when it is no contract of this repository. */
  find(issueNumber: number): Promise<Contract | null>;
  /**
   * A claim changed. With `change` (this server's own place, release or expiry), only its contract is derived again;
   * without, the open claims are read again and every contract derived. The live stream is told.
   */
  announce(change?: ClaimChange): Promise<void>;
}

/** Told what GitHub did (pull requests opened, merged), the contracts it concerns, and the contracts it completed. */
export type ContractActivityListener = (
  events: readonly ContractEvent[],
  contractOf: (issueNumber: number) => Contract | null,
  completed: readonly number[],
) => void;

/**
 * The server's contracts (a use case of the server; one copy of the derivation, the domain's, for server and
 * browser). Every contract is derived again only when the records changed, when the open claims were read again
 * (another server's claim, and every `CLAIMS_RECHECK_MS`) or when a deadline passed; a claim this server
 * placed or ended changes its one contract (`announce(change)`), so a claim costs the same with 10 contracts or
 * 20,000. Claims and payments are checked against `find`; `onChange` tells the live stream.
 */
export class ServerContracts implements ContractLookup {
  private readonly deriver: ContractsDeriver;
  /** The open claims as this server knows them: the last read, and its own changes since. */
  private open = new Map<number, Claim>();
  /** The contracts now, in the records' order (changed in place unless the version's list was handed out). */
  private list: Contract[] = [];
  private positions = new Map<number, number>();
  private version = 0;
  /** The list handed out for a version (the list itself until it changes again). */
  private handedOut: { readonly version: number; readonly contracts: readonly Contract[] } | null = null;
  private view: ContractsView | null = null;
  private derivedFrom: { readonly records: RepositoryRecords | null; readonly reading: RecordsReading } | null = null;
  private claimsReadAt = Number.NEGATIVE_INFINITY;
  private validUntil = Number.POSITIVE_INFINITY;
  /** Another server changed the claims: read them again. */
  private stale = false;
  private refreshing: { readonly records: RepositoryRecords | null; readonly done: Promise<void> } | null = null;
  /** For each read of the claims in flight: the contracts this server's own changes touched meanwhile. */
  private readonly touchedDuringReads = new Set<Set<number>>();
  private readonly listeners = new Set<(view: ContractsView, change: ClaimChange | null) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly records: ContractRecordsSource,
    private readonly claims: Pick<ClaimRepository, 'openClaims'>,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
    /**
     * Told what GitHub did between two derivations (pull requests opened, merged), with the contracts after it and the
     * issue numbers of the contracts it completed.
     */
    private readonly onActivity: ContractActivityListener | null = null,
    private readonly recheckMs: number = CLAIMS_RECHECK_MS,
    /** The label that makes any issue a bounty (`BOUNTY_LABEL`); undefined: `bounty`. */
    bountyLabel?: string,
  ) {
    this.deriver = new ContractsDeriver(bountyLabel);
    this.unsubscribe = records.onChange(() => void this.announce().catch(() => undefined));
  }

  /** The contracts now. */
  async current(): Promise<ContractsView> {
    const reading = await this.records.read();
    const now = this.now();
    const from = this.derivedFrom;
    if (this.view === null || from === null || this.stale || from.records !== reading.records || now >= this.claimsReadAt + this.recheckMs) {
      await this.refresh(reading);
    } else if (now >= this.validUntil) {
      this.deriveAll(reading, now);
    } else if (from.reading !== reading) {
      this.derivedFrom = { records: from.records, reading };
      this.view = this.viewOf(this.version, reading);
    }
    return this.view as ContractsView;
  }

  /** The contract of `issueNumber` now; null when it is no contract of this repository. */
  async find(issueNumber: number): Promise<Contract | null> {
    await this.current();
    return this.contractOf(issueNumber);
  }

  /** Calls `listener` with the new view after each change (with the claim change that made it, if one did); returns the unsubscribe. */
  onChange(listener: (view: ContractsView, change: ClaimChange | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async announce(change?: ClaimChange): Promise<void> {
    if (change === undefined || this.view === null) {
      this.stale = true;
      await this.current();
      return;
    }
    for (const touched of this.touchedDuringReads) touched.add(change.issueNumber);
    const events: ContractEvent[] = [];
    const completed: number[] = [];
    if (this.applyClaim(change.issueNumber, change.claim, this.now(), events, completed)) this.changed(events, completed, change);
  }

  /**
   * Sets the open claim on `issueNumber` (null: none) and derives its contract again; true when the contract changed
   * (its GitHub activity and opened payout added to `events` and `completed`).
   */
  private applyClaim(issueNumber: number, claim: Claim | null, now: number, events: ContractEvent[], completed: number[]): boolean {
    if (claim === null) this.open.delete(issueNumber);
    else this.open.set(issueNumber, claim);
    if (claim !== null && claim.deadline > now && claim.deadline < this.validUntil) this.validUntil = claim.deadline;
    const position = this.positions.get(issueNumber);
    const before = position === undefined ? undefined : this.list[position];
    const after = position === undefined ? null : this.deriver.rederive(issueNumber, claim ?? undefined, now);
    if (position === undefined || before === undefined || after === null || after === before) return false;
    if (this.handedOut?.contracts === this.list) this.list = this.list.slice();
    this.list[position] = after;
    events.push(...pullRequestActivity(before, after, now));
    if (payoutOpened(before, after)) completed.push(issueNumber);
    return true;
  }

  /** The claims read again, over the same records: only the contracts whose claim differs are derived again. */
  private reconcile(read: ReadonlyMap<number, Claim>, reading: RecordsReading, now: number): void {
    const events: ContractEvent[] = [];
    const completed: number[] = [];
    let changed = false;
    const differing = [...this.open.keys()].filter((issueNumber) => !read.has(issueNumber));
    for (const [issueNumber, claim] of read) if (!sameClaim(this.open.get(issueNumber), claim)) differing.push(issueNumber);
    for (const issueNumber of differing) changed = this.applyClaim(issueNumber, read.get(issueNumber) ?? null, now, events, completed) || changed;
    this.derivedFrom = { records: reading.records, reading };
    if (changed) this.changed(events, completed, null);
    else if (this.view !== null && (this.view.checkedAt !== reading.checkedAt || this.view.fault !== reading.fault)) this.view = this.viewOf(this.version, reading);
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  private contractOf(issueNumber: number): Contract | null {
    const position = this.positions.get(issueNumber);
    return position === undefined ? null : (this.list[position] ?? null);
  }

  /**
   * Reads the open claims and derives every contract from them and `reading`. Callers at once with the same records
   * share one read; other records, or claims changed meanwhile elsewhere, are derived after it, in turn.
   */
  private refresh(reading: RecordsReading): Promise<void> {
    const running = this.refreshing;
    if (running !== null && !this.stale && running.records === reading.records) return running.done;
    this.stale = false;
    const run = (running?.done ?? Promise.resolve()).catch(() => undefined).then(() => this.readAndDerive(reading));
    const done = run.finally(() => {
      if (this.refreshing?.done === done) this.refreshing = null;
    });
    this.refreshing = { records: reading.records, done };
    return done;
  }

  private async readAndDerive(reading: RecordsReading): Promise<void> {
    const touched = new Set<number>();
    this.touchedDuringReads.add(touched);
    const readAt = this.now();
    try {
      const claims = await this.claims.openClaims();
      const open = new Map(claims.map((claim) => [claim.issueNumber, claim]));
      // This server's own changes made while the claims were read are newer than the read.
      for (const issueNumber of touched) {
        const mine = this.open.get(issueNumber);
        if (mine === undefined) open.delete(issueNumber);
        else open.set(issueNumber, mine);
      }
      this.claimsReadAt = readAt;
      const now = this.now();
      if (this.view !== null && this.derivedFrom?.records === reading.records && now < this.validUntil) {
        this.reconcile(open, reading, now);
        this.validUntil = nextDeadline(this.open.values(), now);
        return;
      }
      this.open = open;
      this.deriveAll(reading, now);
    } catch (error) {
      this.stale = this.stale || this.view !== null;
      throw error;
    } finally {
      this.touchedDuringReads.delete(touched);
    }
  }

  /** Derives every contract from `reading` and the open claims as known. */
  private deriveAll(reading: RecordsReading, now: number): void {
    const records = reading.records;
    // The deriver answers a new array: this object's to change in place.
    const contracts = records === null ? [] : (this.deriver.derive(records.issues, records.pulls, this.open, now) as Contract[]);
    const first = this.view === null;
    const before = this.list;
    this.derivedFrom = { records, reading };
    this.validUntil = nextDeadline(this.open.values(), now);
    if (!first && sameContracts(before, contracts)) {
      if (this.view !== null && (this.view.checkedAt !== reading.checkedAt || this.view.fault !== reading.fault)) this.view = this.viewOf(this.version, reading);
      return;
    }
    if (!sameOrder(before, contracts)) this.positions = new Map(contracts.map((contract, index) => [contract.githubIssueNumber, index]));
    this.list = contracts;
    if (first) {
      this.version += 1;
      this.view = this.viewOf(this.version, reading);
      return;
    }
    this.changed(activityBetween(before, contracts, now), completedBetween(before, contracts), null);
  }

  /** A new version: a new view, GitHub's activity told, the listeners told. */
  private changed(events: readonly ContractEvent[], completed: readonly number[], change: ClaimChange | null): void {
    this.version += 1;
    this.view = this.viewOf(this.version, this.derivedFrom?.reading ?? null);
    if (this.onActivity !== null && (events.length > 0 || completed.length > 0)) this.onActivity(events, (issueNumber) => this.contractOf(issueNumber), completed);
    const view = this.view;
    for (const listener of this.listeners) listener(view, change);
  }

  /** A view of `version`: its list made when first read (a view read after a later change reads the later list). */
  private viewOf(version: number, reading: RecordsReading | null): ContractsView {
    const listOf = (): readonly Contract[] => {
      if (this.handedOut?.version === version) return this.handedOut.contracts;
      this.handedOut = { version: this.version, contracts: this.list };
      return this.list;
    };
    return {
      get contracts() {
        return listOf();
      },
      checkedAt: reading?.checkedAt ?? null,
      fault: reading?.fault ?? null,
    };
  }
}
