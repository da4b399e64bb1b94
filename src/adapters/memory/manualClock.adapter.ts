import { BehaviorSubject, filter, first, type Observable } from 'rxjs';
import type { Clock } from '../../ports/clock.port';

/** A clock that moves only when a test says so: `every` emits on each `advance`, `after` once its time has come. */
export class ManualClock implements Clock {
  private readonly time: BehaviorSubject<number>;

  constructor(start: number) {
    this.time = new BehaviorSubject(start);
  }

  now(): number {
    return this.time.getValue();
  }

  every(_intervalMs: number): Observable<number> {
    return this.time.asObservable();
  }

  after(delayMs: number): Observable<number> {
    const due = this.now() + delayMs;
    return this.time.pipe(
      filter((time) => time >= due),
      first(),
    );
  }

  advance(milliseconds: number): void {
    this.time.next(this.time.getValue() + milliseconds);
  }
}
