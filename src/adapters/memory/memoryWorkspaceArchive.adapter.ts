import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import type { WorkspaceArchive } from '../../ports/workspaceArchive.port';

/** An archive for tests: records each download's name and files. */
export class MemoryWorkspaceArchive implements WorkspaceArchive {
  readonly downloads: { readonly name: string; readonly files: WorkspaceFiles }[] = [];

  async download(name: string, files: WorkspaceFiles): Promise<void> {
    this.downloads.push({ name, files });
  }
}
