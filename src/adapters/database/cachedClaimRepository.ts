import type { Claim } from '../../domain/contracts/claim';
import type { ReleaseRefusal } from '../../domain/contracts/claimRules';
import type { ChangeSignals } from '../../ports/changeSignals.port';
import type { ClaimRepository, PlaceClaimOutcome } from '../../ports/claimRepository.port';

/**
 * How long a server answers the list of open claims from memory. Its own writes clear it at once, another server's
 * as soon as its change signal arrives (milliseconds); this bound holds if a signal is lost. Claiming stays exact:
 * the database decides.
 */
export const CLAIMS_READ_CACHE_MS = 500;

/**
 * A ClaimRepository whose list of open claims is read from the database at most once per `ttlMs` (concurrent
 * readers share one query), so reads do not queue behind each other on PGlite's single connection. Every place or
 * release through it clears the list and sends the `claims` change signal; hearing one (from any server on the
 * database) clears it too. A read that began before a write never stores its older answer.
 */
export class CachedClaimRepository implements ClaimRepository {
  private cached: { readonly at: number; readonly claims: readonly Claim[] } | null = null;
  private pending: Promise<readonly Claim[]> | null = null;
  private generation = 0;

  constructor(
    private readonly inner: ClaimRepository,
    private readonly ttlMs: number = CLAIMS_READ_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly signals: ChangeSignals | null = null,
  ) {
    signals?.listen(({ topic }) => {
      if (topic === 'claims' || topic === 'everything') this.invalidate();
    });
  }

  openClaims(): Promise<readonly Claim[]> {
    const at = this.now();
    if (this.cached !== null && at - this.cached.at < this.ttlMs) return Promise.resolve(this.cached.claims);
    if (this.pending !== null) return this.pending;
    const generation = this.generation;
    const read = this.inner.openClaims().then((claims) => {
      if (generation === this.generation) this.cached = { at, claims };
      return claims;
    });
    const settled = read.finally(() => {
      if (this.pending === settled) this.pending = null;
    });
    this.pending = settled;
    return settled;
  }

  async place(claim: Claim, now: number): Promise<PlaceClaimOutcome> {
    try {
      return await this.inner.place(claim, now);
    } finally {
      this.changed();
    }
  }

  async release(issueNumber: number, by: string, now: number): Promise<'released' | ReleaseRefusal> {
    try {
      return await this.inner.release(issueNumber, by, now);
    } finally {
      this.changed();
    }
  }

  async expire(claim: Claim, now: number): Promise<boolean> {
    try {
      return await this.inner.expire(claim, now);
    } finally {
      this.changed();
    }
  }

  /** After a write here: clears the list, and tells every server. */
  private changed(): void {
    this.invalidate();
    void this.signals?.send('claims');
  }

  private invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.pending = null;
  }
}
