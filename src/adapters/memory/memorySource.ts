import { defer, of, Subject, type Observable } from 'rxjs';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';

/**
 * The in-memory answer of a read-only hub port, for tests: a value or a failure that a test can change, and a
 * switch that keeps requests waiting to show the loading state. Each subscription counts as one request.
 */
export class MemorySource<T> {
  private current: Result<T, CatalogError>;
  private waiting: Subject<Result<T, CatalogError>> | null = null;
  /** How many times the port was asked. */
  requests = 0;

  constructor(value: T) {
    this.current = ok(value);
  }

  /** Later requests get `value`. */
  replace(value: T): void {
    this.current = ok(value);
  }

  /** Later requests fail with `error`. */
  fail(error: CatalogError = { code: 'unavailable' }): void {
    this.current = err(error);
  }

  /** Later requests wait for `release()`. */
  hold(): void {
    this.waiting ??= new Subject();
  }

  /** Answers the waiting requests with the current answer; later requests are answered at once. */
  release(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.next(this.current);
    waiting?.complete();
  }

  protected answer(): Observable<Result<T, CatalogError>> {
    return defer(() => {
      this.requests += 1;
      return this.waiting ?? of(this.current);
    });
  }
}
