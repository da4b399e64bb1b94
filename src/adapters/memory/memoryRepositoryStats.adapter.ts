import { of, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CodeHostError } from '../../ports/codeHostError';
import type { RepositoryStats } from '../../ports/repositoryStats.port';

/** RepositoryStats with a fixed answer: a count, or a failure. */
export class MemoryRepositoryStats implements RepositoryStats {
  constructor(private readonly answer: number | CodeHostError) {}

  openIssueCount(): Observable<Result<number, CodeHostError>> {
    return of(typeof this.answer === 'number' ? ok(this.answer) : err(this.answer));
  }
}
