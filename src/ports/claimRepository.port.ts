import type { Claim } from '../domain/contracts/claim';
import type { ReleaseRefusal } from '../domain/contracts/claimRules';

/** How placing a claim ended: placed, or refused because another unexpired claim holds the contract. */
export type PlaceClaimOutcome = { readonly kind: 'placed'; readonly claim: Claim } | { readonly kind: 'taken'; readonly holder: Claim };

/**
 * The claims on contracts (the database), under the rules of `claimRules.ts`: at most one open claim per
 * contract, enforced by the database itself so that two servers on one database agree. Every method
 * rejects with `DatabaseUnavailableError` when the database cannot answer.
 */
export interface ClaimRepository {
  /** Every open claim (expired ones included, so they show `expired`), ordered by issue number. */
  openClaims(): Promise<readonly Claim[]>;
  /**
   * Places `claim` atomically: an open claim past its deadline at `now` is ended first; if another
   * unexpired claim holds the contract, nothing changes and its holder is returned.
   */
  place(claim: Claim, now: number): Promise<PlaceClaimOutcome>;
  /** Ends the open claim on `issueNumber` if `by` made it: `released`, or why not. */
  release(issueNumber: number, by: string, now: number): Promise<'released' | ReleaseRefusal>;
  /**
   * Ends `claim` at its deadline if it is still open and its deadline has come at `now`: true when this call ended
   * it (of two servers sweeping together, one).
   */
  expire(claim: Claim, now: number): Promise<boolean>;
}
