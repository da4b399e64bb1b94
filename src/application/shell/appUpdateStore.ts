import type { Subscription } from 'rxjs';
import type { AppVersions } from '../../ports/appVersions.port';
import { Store } from '../shared/store';
import type { UnsavedWork } from './unsavedWork';

/** The update prompt's state: `ready` once a new version waits; `held` when a reload was refused for unsaved work. */
export interface AppUpdateState {
  readonly ready: boolean;
  readonly held: boolean;
}

const INITIAL: AppUpdateState = { ready: false, held: false };

/**
 * A new version of the app: announced once it waits, taken over only at the person's asking and never while this
 * page holds unsaved work (the reload would lose it): then the prompt says so and the version keeps waiting.
 */
export class AppUpdateStore extends Store<AppUpdateState> {
  private watching: Subscription | null = null;

  constructor(
    private readonly versions: AppVersions,
    private readonly unsavedWork: UnsavedWork,
  ) {
    super(INITIAL);
  }

  /** Starts looking for a new version (once; later calls do nothing). */
  watch(): void {
    this.watching ??= this.versions.waiting().subscribe((ready) => this.setState({ ...this.state, ready }));
  }

  /** Reloads into the new version, unless unsaved work would be lost. */
  reload(): void {
    if (!this.state.ready) return;
    if (this.unsavedWork.exists()) {
      this.setState({ ...this.state, held: true });
      return;
    }
    this.setState({ ...this.state, held: false });
    void this.versions.takeOver();
  }

  override dispose(): void {
    this.watching?.unsubscribe();
    super.dispose();
  }
}
