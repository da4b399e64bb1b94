import { parseStoredFlag, serializeFlag } from '../../domain/shell/parseStoredFlag';
import { SIDEBAR_COLLAPSED_DEFAULT, SIDEBAR_COLLAPSED_STORAGE_KEY } from '../../domain/shell/shellConstants';
import type { KeyValueStore } from '../../ports/keyValueStore.port';
import { Store } from '../shared/store';

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
