import type { Claim } from '../../domain/contracts/claim';
import type { Contract } from '../../domain/contracts/contract';
import { activityBetween, completedBetween } from '../../domain/contracts/contractActivity';
import type { ContractEvent } from '../../domain/contracts/contractEvent';
import { ContractsDeriver } from '../../domain/contracts/deriveContracts';
import type { ClaimRepository } from '../../ports/claimRepository.port';
import type { CodeHostError } from '../../ports/codeHostError';
import type { ContractRecordsSource, RecordsReading } from '../../ports/contractRecordsSource.port';

/**
 * The contracts as the server knows them: derived from the code host's records and the open claims, with when the
 * records were last confirmed (`checkedAt`, null before the first answer) and the fault of the last read. The
 * `contracts` list is the same array while nothing it depends on changed, so an HTTP adapter may keep its
 * serialisation beside it.
 */
export interface ContractsView {
  readonly contracts: readonly Contract[];
  readonly checkedAt: number | null;
  readonly fault: CodeHostError | null;
}

const sameClaims = (a: readonly Claim[], b: readonly Claim[]): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((claim, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        claim.issueNumber === other.issueNumber &&
        claim.githubUsername === other.githubUsername &&
        claim.handcashHandle === other.handcashHandle &&
        claim.claimedBy === other.claimedBy &&
        claim.claimedAt === other.claimedAt &&
        claim.deadline === other.deadline
      );
    }));

/** The earliest deadline after `now` (a claim turning `expired` changes the view then), or Infinity. */
const nextDeadline = (claims: readonly Claim[], now: number): number =>
  claims.reduce((soonest, claim) => (claim.deadline > now && claim.deadline < soonest ? claim.deadline : soonest), Number.POSITIVE_INFINITY);

/** What the claims and payments use cases ask of the contracts. */
export interface ContractLookup {
  /** The contract of `issueNumber` now; null when it is no contract of this repository. */
  find(issueNumber: number): Promise<Contract | null>;
  /** A claim changed: derive again and tell the live stream. */
  announce(): Promise<void>;
}

/**
 * The server's contracts (a use case of the server; one copy of the derivation, the domain's, for server and
 * browser): derived again only when the records, the open claims or a claim's deadline changed. Claims and
 * payments are checked against `find`; `onChange` tells the live stream.
 */
export class ServerContracts implements ContractLookup {
  private readonly deriver = new ContractsDeriver();
  private view: ContractsView | null = null;
  private inputs: { reading: RecordsReading; claims: readonly Claim[]; validUntil: number } | null = null;
  private index: { readonly view: ContractsView; readonly byNumber: ReadonlyMap<number, Contract> } | null = null;
  private readonly listeners = new Set<(view: ContractsView) => void>();
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
    private readonly onActivity: ((events: readonly ContractEvent[], contracts: readonly Contract[], completed: readonly number[]) => void) | null = null,
  ) {
    this.unsubscribe = records.onChange(() => void this.announce());
  }

  /** The contracts now. */
  async current(): Promise<ContractsView> {
    const [reading, claims] = await Promise.all([this.records.read(), this.claims.openClaims()]);
    const now = this.now();
    const inputs = this.inputs;
    if (this.view !== null && inputs !== null && now < inputs.validUntil && sameClaims(inputs.claims, claims)) {
      if (inputs.reading === reading) return this.view;
      if (inputs.reading.records === reading.records) {
        this.inputs = { ...inputs, reading };
        this.view = { ...this.view, checkedAt: reading.checkedAt, fault: reading.fault };
        return this.view;
      }
    }
    const records = reading.records;
    const byIssue = new Map(claims.map((claim) => [claim.issueNumber, claim]));
    const contracts = records === null ? [] : this.deriver.derive(records.issues, records.pulls, byIssue, now);
    this.inputs = { reading, claims, validUntil: nextDeadline(claims, now) };
    const before = this.view?.contracts ?? null;
    this.view = { contracts, checkedAt: reading.checkedAt, fault: reading.fault };
    if (this.onActivity !== null && before !== null && before !== contracts) {
      const events = activityBetween(before, contracts, now);
      const completed = completedBetween(before, contracts);
      if (events.length > 0 || completed.length > 0) this.onActivity(events, contracts, completed);
    }
    return this.view;
  }

  /** The contract of `issueNumber` now; null when it is no contract of this repository. */
  async find(issueNumber: number): Promise<Contract | null> {
    const view = await this.current();
    if (this.index?.view !== view) {
      this.index = { view, byNumber: new Map(view.contracts.map((contract) => [contract.githubIssueNumber, contract])) };
    }
    return this.index.byNumber.get(issueNumber) ?? null;
  }

  /** Calls `listener` with the new view after each change that reached the server; returns the unsubscribe. */
  onChange(listener: (view: ContractsView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** After this server changed a claim: derives again and tells the listeners when the contracts changed. */
  async announce(): Promise<void> {
    const before = this.view;
    const view = await this.current();
    if (view.contracts !== before?.contracts) for (const listener of this.listeners) listener(view);
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }
}
