import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { shallowEqual } from './shallowEqual';

/**
 * State kept outside React: a current value that can be read synchronously and an observable of its changes.
 * Subclasses change it only through their command methods.
 */
export abstract class Store<State> {
  private readonly subject: BehaviorSubject<State>;
  /** Emits the current state at once on subscription, then every change. */
  readonly state$: Observable<State>;

  protected constructor(initial: State) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  /**
   * A part of the state: emits it at once, then only when it changes (`shallowEqual`), so a view that shows one
   * part is not rendered again for changes to the others. Call once per view (`useMemo`), not on every render.
   */
  select<Part>(project: (state: State) => Part): Observable<Part> {
    return this.state$.pipe(map(project), distinctUntilChanged(shallowEqual));
  }

  get state(): State {
    return this.subject.getValue();
  }

  protected setState(next: State): void {
    if (!Object.is(next, this.subject.getValue())) this.subject.next(next);
  }

  /** Ends the stream; the store is not used afterwards. */
  dispose(): void {
    this.subject.complete();
  }
}
