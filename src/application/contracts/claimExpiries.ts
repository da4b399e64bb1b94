import type { ClaimExpiry } from './claimExpiry';

/**
 * The claim timers of several repositories swept as one (the operator's and each connected repository's, each with
 * its own claims, contracts, history and inbox; the same rule for all): every repository is swept even when one
 * fails, the first failure is then reported, and the answer is the soonest next timer of them all (null: none).
 */
export class ClaimExpiries {
  constructor(private readonly expiries: () => Promise<readonly Pick<ClaimExpiry, 'sweep'>[]>) {}

  async sweep(): Promise<number | null> {
    const swept = await Promise.allSettled((await this.expiries()).map((expiry) => expiry.sweep()));
    const failed = swept.find((one): one is PromiseRejectedResult => one.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    const next = swept.flatMap((one) => (one.status === 'fulfilled' && one.value !== null ? [one.value] : []));
    return next.length === 0 ? null : Math.min(...next);
  }
}
