import type { Observable } from 'rxjs';
import type { BountyListing } from '../../domain/repositories/bountyListing';
import type { BountyQuery } from '../../domain/repositories/bountyQuery';
import type { ProjectTotals } from '../../domain/repositories/projectTotals';
import type { Result } from '../../domain/shared/result';
import { token, type Token } from '../token';

/** A repository on `/projects`: connected (`id`) or the operator's own (`id` null), with its totals. */
export interface ProjectSummary {
  readonly id: string | null;
  readonly fullName: string;
  readonly maintainers: readonly string[];
  readonly operator: boolean;
  readonly totals: ProjectTotals;
}

/** A repository just connected: where GitHub delivers its webhook, and its secret (shown this once). */
export interface NewConnectionView {
  readonly id: string;
  readonly fullName: string;
  readonly deliveryPath: string;
  readonly webhookSecret: string;
}

/** A page of the bounty board and the cursor of the next (null: the last). */
export interface BountyBoardPage {
  readonly bounties: readonly BountyListing[];
  readonly next: string | null;
}

/**
 * Why the desk could not do it: `not-signed-in` (401), `refused` (a rule, named by `rule`:
 * `repository-write-access-required`, `github-link-required`, …), `not-found`, `unavailable` (no usable answer).
 */
export interface BountyBoardError {
  readonly code: 'not-signed-in' | 'refused' | 'not-found' | 'unavailable';
  readonly rule?: string;
}

/**
 * The bounty board and the connected repositories on the app's server. Each method emits one result and completes;
 * failures are values. Unsubscribing abandons the request.
 */
export interface BountyBoardDesk {
  /** A page of the contracts `query` keeps, after `cursor` (null: the first), `limit` of them. */
  bounties(query: BountyQuery, cursor: string | null, limit: number): Observable<Result<BountyBoardPage, BountyBoardError>>;
  /** Every repository with its totals. */
  projects(): Observable<Result<readonly ProjectSummary[], BountyBoardError>>;
  /** One repository with every contract of it. */
  project(fullName: string): Observable<Result<{ readonly project: ProjectSummary; readonly bounties: readonly BountyListing[] }, BountyBoardError>>;
  /** Connects `owner/name` as the signed-in person's linked GitHub login: it, and its webhook secret (shown once). */
  connect(fullName: string): Observable<Result<NewConnectionView, BountyBoardError>>;
  /**
   * Claims contract `issueNumber` of connected repository `repositoryId` for the signed-in person, as their linked
   * GitHub login `githubLogin` (the server records the linked one), paid to `handcashHandle`, with the default deadline.
   * Refusals name their rule (`contract-not-available`, `github-link-required`, …).
   */
  claim(repositoryId: string, issueNumber: number, githubLogin: string, handcashHandle: string): Observable<Result<null, BountyBoardError>>;
  /** Disconnects repository `id` (one of its maintainers). */
  disconnect(id: string): Observable<Result<null, BountyBoardError>>;
}

export const BountyBoardDesk: Token<BountyBoardDesk> = token<BountyBoardDesk>('BountyBoardDesk');
