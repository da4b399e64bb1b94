import type { PlacedKeptItem } from '../../domain/editor/keptItemPlacement';
import { err, ok, type Result } from '../../domain/shared/result';
import type { KeptItemFiles } from '../../ports/keptItemFiles.port';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import type { EditorStore } from './editorStore';

/**
 * Opens a market item's kept files in the editor to read and run before buying (issue 38, Build 7; View Source's
 * "Open in editor"): read-only, in a workspace folder of their own. Run runs them as it runs the person's own code,
 * in the same sandbox with the same limits; nothing runs until the person asks.
 */
export class OpenKeptItem {
  constructor(
    private readonly market: KeptItemFiles,
    private readonly editor: EditorStore,
  ) {}

  /**
   * Reads the item's files and, once the editor has read its workspace, places and opens them (see
   * `EditorStore.openKeptItem`); resolves their folder and paths, or why not (`files-not-kept` for none).
   */
  async execute(itemId: string): Promise<Result<Pick<PlacedKeptItem, 'folder' | 'paths'>, MarketDeskError>> {
    const [files] = await Promise.all([this.market.filesOf(itemId), this.editor.ready]);
    if (!files.ok) return files;
    const placed = this.editor.openKeptItem(itemId, files.value);
    return placed.paths.length === 0 ? err({ code: 'files-not-kept' }) : ok(placed);
  }
}
