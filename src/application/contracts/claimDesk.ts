import { createClaim, type Claim, type ClaimErrorCode, type ClaimInput } from '../../domain/contracts/claim';
import type { ReleaseRefusal } from '../../domain/contracts/claimRules';
import type { Profile } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ClaimRepository } from '../../ports/claimRepository.port';

/** Why the server refused a claim: a rule of the claim itself, or another person's unexpired claim. */
export type PlaceClaimError = { readonly code: ClaimErrorCode } | { readonly code: 'taken'; readonly holder: Claim };

/**
 * The server's claims on contracts (its use cases; the HTTP adapter parses, calls one, maps the result):
 * everyone lists them; a signed-in person places one under the domain's rules and releases their own.
 */
export class ClaimDesk {
  constructor(
    private readonly claims: ClaimRepository,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
  ) {}

  list(): Promise<readonly Claim[]> {
    return this.claims.openClaims();
  }

  /** Places `input` for `profile`: the claim, or why not (the domain's rule, or who holds the contract). */
  async place(profile: Profile, input: ClaimInput): Promise<Result<Claim, PlaceClaimError>> {
    const at = this.now();
    const claim = createClaim(input, at, profile.handle);
    if (!claim.ok) return claim;
    const outcome = await this.claims.place(claim.value, at);
    return outcome.kind === 'taken' ? err({ code: 'taken', holder: outcome.holder }) : ok(outcome.claim);
  }

  /** Ends `profile`'s open claim on `issueNumber`; only its claimer may. */
  async release(profile: Profile, issueNumber: number): Promise<Result<null, ReleaseRefusal>> {
    const outcome = await this.claims.release(issueNumber, profile.handle, this.now());
    return outcome === 'released' ? ok(null) : err(outcome);
  }
}
