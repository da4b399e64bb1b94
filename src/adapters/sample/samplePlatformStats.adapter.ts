import { of, type Observable } from 'rxjs';
import { ok, type Result } from '../../domain/shared/result';
import type { PlatformFigures, PlatformStats, PlatformStatsError } from '../../ports/platformStats.port';

/** The figures the spec hard-codes for the sidebar (section 9); there is no live source for them yet. */
export const SAMPLE_PLATFORM_FIGURES: PlatformFigures = {
  tokenSupply: 1_000_000_000,
  tokensDistributed: 12_456_789,
  developers: 42,
  maintainers: 15,
  bountyPoolBsv: 2.5,
};

/** PlatformStats answering with the sample figures at once. */
export class SamplePlatformStats implements PlatformStats {
  figures(): Observable<Result<PlatformFigures, PlatformStatsError>> {
    return of(ok(SAMPLE_PLATFORM_FIGURES));
  }
}
