import { BehaviorSubject, type Observable } from 'rxjs';
import type { Connectivity } from '../../ports/connectivity.port';

/** Connectivity for tests: online until the test says otherwise with `set`. */
export class MemoryConnectivity implements Connectivity {
  private readonly state = new BehaviorSubject(true);

  online(): Observable<boolean> {
    return this.state.asObservable();
  }

  set(online: boolean): void {
    this.state.next(online);
  }
}
