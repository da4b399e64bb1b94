import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppVersions } from '../../ports/appVersions.port';

/** AppVersions for tests: a new version waits once the test calls `announce`; `takeOvers` counts the reloads asked. */
export class MemoryAppVersions implements AppVersions {
  private readonly state = new BehaviorSubject(false);
  takeOvers = 0;

  waiting(): Observable<boolean> {
    return this.state.asObservable();
  }

  async takeOver(): Promise<void> {
    if (this.state.getValue()) this.takeOvers += 1;
  }

  announce(): void {
    this.state.next(true);
  }
}
