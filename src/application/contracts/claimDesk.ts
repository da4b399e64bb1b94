import { createClaim, type Claim, type ClaimErrorCode, type ClaimInput } from '../../domain/contracts/claim';
import { claimRefusal, type ClaimRefusal } from '../../domain/contracts/claimability';
import { currentTermsOf } from '../../domain/contracts/claimTerms';
import type { ReleaseRefusal } from '../../domain/contracts/claimRules';
import type { Profile } from '../../domain/session/session';
import { claimGitHubLogin, type GitHubLinkRequired, type GitHubLoginMismatch } from '../../domain/githubIdentity/githubSignIn';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ClaimRepository } from '../../ports/claimRepository.port';
import type { ContractLookup } from './serverContracts';
import type { ContractJournal } from './contractJournal';

/**
 * Why the server refused a claim: a rule of the claim itself, the contract's state as the server derives it from
 * GitHub (`claimability.ts`), or another person's claim placed in the meantime (`taken`).
 */
export type PlaceClaimError =
  | { readonly code: ClaimErrorCode }
  | ClaimRefusal
  | { readonly code: 'taken'; readonly holder: Claim }
  | GitHubLoginMismatch
  | GitHubLinkRequired;

/**
 * The server's claims on contracts (its use cases; the HTTP adapter parses, calls one, maps the result):
 * everyone lists them; a signed-in person places one on a contract that is available, under the domain's rules,
 * and releases their own.
 */
export class ClaimDesk {
  constructor(
    private readonly claims: ClaimRepository,
    private readonly contracts: ContractLookup,
    /** Where claims and releases are kept in the contract's history and the claimant's inbox; null: nowhere. */
    private readonly journal: ContractJournal | null,
    /** Milliseconds since the epoch. */
    private readonly now: () => number,
    /** How long a claim day lasts (a day, unless the server is told otherwise). */
    private readonly dayMs?: number,
  ) {}

  list(): Promise<readonly Claim[]> {
    return this.claims.openClaims();
  }

  /**
   * Places `input` for `profile`: the claim, or why not (the domain's rule, the contract's state, or who holds it).
   * A claim is made as the GitHub login the session linked through GitHub's sign-in (`linkedLogin`): without one it
   * is refused (`github-link-required`), and another typed login is refused (`github-login-mismatch`). The
   * claim keeps the contract's reward, unit and hours of now beside its deadline (`Claim.terms`).
   */
  async place(profile: Profile, input: ClaimInput, linkedLogin: string | null = null): Promise<Result<Claim, PlaceClaimError>> {
    const at = this.now();
    const login = claimGitHubLogin(input.githubUsername, linkedLogin);
    if (!login.ok) return login;
    const claim = createClaim({ ...input, githubUsername: login.value }, at, profile.handle, this.dayMs);
    if (!claim.ok) return claim;
    const contract = await this.contracts.find(claim.value.issueNumber);
    const refusal = claimRefusal(contract, claim.value.githubUsername);
    if (refusal !== null || contract === null) return err(refusal ?? { code: 'contract-not-found' });
    // The claim freezes the terms it is placed under, as this server read them: a later edit of the issue changes
    // neither the claim nor what it pays.
    const outcome = await this.claims.place({ ...claim.value, terms: currentTermsOf(contract) }, at);
    if (outcome.kind === 'taken') return err({ code: 'taken', holder: outcome.holder });
    const { issueNumber, githubUsername, handcashHandle, deadline } = outcome.claim;
    await this.journal?.record({ issueNumber, kind: 'claimed', actor: profile.handle, at, detail: { githubUsername, handcashHandle, deadline } }, [profile.handle]);
    await this.contracts.announce({ issueNumber, claim: outcome.claim });
    return ok(outcome.claim);
  }

  /** Ends `profile`'s open claim on `issueNumber`; only its claimer may. */
  async release(profile: Profile, issueNumber: number): Promise<Result<null, ReleaseRefusal>> {
    const at = this.now();
    const outcome = await this.claims.release(issueNumber, profile.handle, at);
    if (outcome !== 'released') return err(outcome);
    await this.journal?.record({ issueNumber, kind: 'released', actor: profile.handle, at, detail: {} }, [profile.handle]);
    await this.contracts.announce({ issueNumber, claim: null });
    return ok(null);
  }
}
