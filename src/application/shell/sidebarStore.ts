import { parseStoredFlag, serializeFlag } from '../../domain/shell/parseStoredFlag';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { Store } from '../shared/store';

/** Where the sidebar's collapsed flag is kept (the name the original app used). */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'devSidebarCollapsed';
/** The sidebar starts collapsed until the person opens it. */
const SIDEBAR_COLLAPSED_DEFAULT = true;

/** Whether the Developer Hub sidebar is collapsed; remembered across reloads. */
export class SidebarStore extends Store<{ readonly collapsed: boolean }> {
  constructor(private readonly storage: KeyValueStore) {
    super({ collapsed: parseStoredFlag(storage.read(SIDEBAR_COLLAPSED_STORAGE_KEY), SIDEBAR_COLLAPSED_DEFAULT) });
  }

  toggle(): void {
    this.setCollapsed(!this.state.collapsed);
  }

  setCollapsed(collapsed: boolean): void {
    this.storage.write(SIDEBAR_COLLAPSED_STORAGE_KEY, serializeFlag(collapsed));
    this.setState({ collapsed });
  }
}
