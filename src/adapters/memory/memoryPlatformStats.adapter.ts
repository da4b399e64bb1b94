import { of, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PlatformFigures, PlatformStats, PlatformStatsError } from '../../ports/platformStats.port';

/** PlatformStats with a fixed answer: figures, or `unavailable` when given null. Counts the requests. */
export class MemoryPlatformStats implements PlatformStats {
  requests = 0;

  constructor(private readonly answer: PlatformFigures | null) {}

  figures(): Observable<Result<PlatformFigures, PlatformStatsError>> {
    this.requests += 1;
    return of(this.answer === null ? err({ code: 'unavailable' } as const) : ok(this.answer));
  }
}
