import { BehaviorSubject, type Observable } from 'rxjs';
import type { Clock } from '../../ports/clock.port';

/** A clock that moves only when a test says so; `every` emits on each `advance`. */
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

  advance(milliseconds: number): void {
    this.time.next(this.time.getValue() + milliseconds);
  }
}
