import type { Subscription } from 'rxjs';
import { parseStoredFlag, serializeFlag } from '../../domain/shell/parseStoredFlag';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { Store } from '../shared/store';

/** Where the sidebar's collapsed flag is kept (the name the original app used). */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'devSidebarCollapsed';
/** The sidebar starts collapsed until the person opens it. */
const SIDEBAR_COLLAPSED_DEFAULT = true;

/**
 * Whether the Developer Hub sidebar is collapsed; remembered across reloads. It follows the stored flag whoever
 * changes it (this page, or another tab), so every view of it (the sidebar, the token page) agrees.
 */
export class SidebarStore extends Store<{ readonly collapsed: boolean }> {
  private readonly following: Subscription;

  constructor(private readonly storage: KeyValueStore) {
    super({ collapsed: parseStoredFlag(storage.read(SIDEBAR_COLLAPSED_STORAGE_KEY), SIDEBAR_COLLAPSED_DEFAULT) });
    this.following = storage
      .changes(SIDEBAR_COLLAPSED_STORAGE_KEY)
      .subscribe((stored) => this.show(parseStoredFlag(stored, SIDEBAR_COLLAPSED_DEFAULT)));
  }

  toggle(): void {
    this.setCollapsed(!this.state.collapsed);
  }

  setCollapsed(collapsed: boolean): void {
    this.storage.write(SIDEBAR_COLLAPSED_STORAGE_KEY, serializeFlag(collapsed));
    this.show(collapsed);
  }

  override dispose(): void {
    this.following.unsubscribe();
    super.dispose();
  }

  private show(collapsed: boolean): void {
    if (collapsed !== this.state.collapsed) this.setState({ collapsed });
  }
}
