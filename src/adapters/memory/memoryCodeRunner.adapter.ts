import { Observable, Subject } from 'rxjs';
import type { Program, RunEvent } from '../../domain/editor/runEvent';
import type { CodeRunner } from '../../ports/codeRunner.port';

/** One started run: what was asked, the events a test plays into it, and whether it was stopped. */
export interface MemoryRun {
  readonly program: Program | null;
  readonly expression: string | null;
  readonly events: Subject<RunEvent>;
  stopped: boolean;
}

/** A code runner for tests: runs nothing; each run's events are played by the test through `runs`. */
export class MemoryCodeRunner implements CodeRunner {
  readonly runs: MemoryRun[] = [];

  run(program: Program): Observable<RunEvent> {
    return this.start(program, null);
  }

  evaluate(expression: string): Observable<RunEvent> {
    return this.start(null, expression);
  }

  /** The most recent run. */
  get last(): MemoryRun | undefined {
    return this.runs.at(-1);
  }

  private start(program: Program | null, expression: string | null): Observable<RunEvent> {
    return new Observable<RunEvent>((subscriber) => {
      const run: MemoryRun = { program, expression, events: new Subject<RunEvent>(), stopped: false };
      this.runs.push(run);
      let ended = false;
      const subscription = run.events.subscribe({
        next: (event) => subscriber.next(event),
        complete: () => {
          ended = true;
          subscriber.complete();
        },
      });
      return () => {
        run.stopped = !ended;
        subscription.unsubscribe();
      };
    });
  }
}
