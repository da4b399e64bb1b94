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
    this.watching ??= this.versions.waiting().subscribe((ready) => this.update({ ready }));
  }

  /** Reloads into the new version, unless unsaved work would be lost. */
  reload(): void {
    if (!this.state.ready) return;
    const held = this.unsavedWork.exists();
    this.update({ held });
    if (!held) void this.versions.takeOver();
  }

  /** Emits only a change. */
  private update(part: Partial<AppUpdateState>): void {
    const next = { ...this.state, ...part };
    if (next.ready !== this.state.ready || next.held !== this.state.held) this.setState(next);
  }

  override dispose(): void {
    this.watching?.unsubscribe();
    super.dispose();
  }
}
