import { interval, map, startWith, timer, type Observable } from 'rxjs';
import type { Clock } from '../../ports/clock.port';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  every(intervalMs: number): Observable<number> {
    return interval(intervalMs).pipe(
      startWith(0),
      map(() => Date.now()),
    );
  }

  after(delayMs: number): Observable<number> {
    return timer(delayMs).pipe(map(() => Date.now()));
  }
}
