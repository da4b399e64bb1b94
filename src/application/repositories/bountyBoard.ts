import type { Contract } from '../../domain/contracts/contract';
import { listingOf, type BountyListing } from '../../domain/repositories/bountyListing';
import { bountyPageOf, type BountyPage } from '../../domain/repositories/bountyPage';
import type { BountyQuery } from '../../domain/repositories/bountyQuery';
import { BountySelections } from './bountySelections';
import type { ConnectedRepository } from '../../domain/repositories/connectedRepository';
import { projectTotals, type ProjectTotals } from '../../domain/repositories/projectTotals';

/** A repository's contracts as the server derives them (`ServerContracts`): the same array while unchanged. */
export interface RepositoryContracts {
  current(): Promise<{ readonly contracts: readonly Contract[] }>;
  close(): void;
}

/** A repository on the board: connected (with its id and maintainers) or the operator's own (`id` null). */
export interface BoardRepository {
  readonly id: string | null;
  readonly fullName: string;
  readonly maintainers: readonly string[];
  readonly operator: boolean;
  readonly listings: readonly BountyListing[];
}

/** A repository's figures on `/projects`. */
export interface BoardProject extends Omit<BoardRepository, 'listings'> {
  readonly totals: ProjectTotals;
}

/** How long the list of connected repositories is taken as read (another server may connect one meanwhile). */
export const BOARD_REPOSITORIES_RECHECK_MS = 5_000;

/**
 * The bounty board across repositories (the server's use case): the operator's contracts and those of every
 * connected repository, each derived by the same rules (one `RepositoryContracts` per repository, made when it is
 * first seen and closed when it is disconnected), listed, filtered, sorted and paged by the domain's rules.
 */
export class BountyBoard {
  private readonly sources = new Map<string, RepositoryContracts>();
  private readonly listed = new WeakMap<readonly Contract[], readonly BountyListing[]>();
  private known: { readonly at: number; readonly repositories: readonly ConnectedRepository[] } | null = null;
  private readonly selections = new BountySelections();

  constructor(
    private readonly connections: { list(): Promise<readonly ConnectedRepository[]> },
    private readonly operator: { readonly fullName: string; readonly contracts: Pick<RepositoryContracts, 'current'> },
    private readonly contractsFor: (fullName: string) => RepositoryContracts,
    private readonly now: () => number,
    private readonly recheckMs = BOARD_REPOSITORIES_RECHECK_MS,
  ) {}

  /** Every repository with its listings: the operator's first, then the connected ones, oldest first. */
  async repositories(): Promise<readonly BoardRepository[]> {
    const connected = await this.connected();
    const operatorContracts = (await this.operator.contracts.current()).contracts;
    const board: BoardRepository[] = [
      { id: null, fullName: this.operator.fullName, maintainers: [], operator: true, listings: this.listingsOf(this.operator.fullName, operatorContracts, true) },
    ];
    for (const repository of connected) {
      const { contracts } = await this.sourceOf(repository.fullName).current();
      board.push({ id: repository.id, fullName: repository.fullName, maintainers: repository.maintainers, operator: false, listings: this.listingsOf(repository.fullName, contracts, false) });
    }
    return board;
  }

  /** One page of the listings `query` keeps, after the listing keyed `after`; `not-listed`: that one is gone. */
  async page(query: BountyQuery, after: string | null, limit: number): Promise<BountyPage | 'not-listed'> {
    const selection = this.selections.select((await this.repositories()).map((repository) => repository.listings), query);
    return bountyPageOf(selection.listings, after, limit, (key) => selection.positionOf(key));
  }

  /** Every repository with its totals. */
  async projects(): Promise<readonly BoardProject[]> {
    return (await this.repositories()).map(({ listings, ...repository }) => ({ ...repository, totals: projectTotals(listings) }));
  }

  /** One repository (any case) with its listings, or null when it is neither the operator's nor connected. */
  async project(fullName: string): Promise<BoardRepository | null> {
    return (await this.repositories()).find((repository) => repository.fullName.toLowerCase() === fullName.toLowerCase()) ?? null;
  }

  /** The connected repositories now (read again every `recheckMs`); sources of removed ones are closed. */
  private async connected(): Promise<readonly ConnectedRepository[]> {
    const now = this.now();
    if (this.known === null || now - this.known.at >= this.recheckMs) {
      this.known = { at: now, repositories: await this.connections.list() };
      const names = new Set(this.known.repositories.map((repository) => repository.fullName));
      for (const [fullName, source] of this.sources) {
        if (names.has(fullName)) continue;
        source.close();
        this.sources.delete(fullName);
      }
    }
    return this.known.repositories;
  }

  /** A connection or disconnection here: the next read asks the store at once. */
  forget(): void {
    this.known = null;
  }

  private sourceOf(fullName: string): RepositoryContracts {
    let source = this.sources.get(fullName);
    if (source === undefined) {
      source = this.contractsFor(fullName);
      this.sources.set(fullName, source);
    }
    return source;
  }

  /** The listings of a derivation, made once per contracts array. */
  private listingsOf(fullName: string, contracts: readonly Contract[], operator: boolean): readonly BountyListing[] {
    let listings = this.listed.get(contracts);
    if (listings === undefined) {
      listings = contracts.map((contract) => listingOf(fullName, contract, operator));
      this.listed.set(contracts, listings);
    }
    return listings;
  }

  close(): void {
    for (const source of this.sources.values()) source.close();
    this.sources.clear();
  }
}
