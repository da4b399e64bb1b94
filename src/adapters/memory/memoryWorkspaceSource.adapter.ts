import type { WorkspaceSeed, WorkspaceSource } from '../../ports/workspaceSource.port';

/** A workspace source for tests: resolves the seed it was given. */
export class MemoryWorkspaceSource implements WorkspaceSource {
  constructor(private readonly given: WorkspaceSeed) {}

  seed(): Promise<WorkspaceSeed> {
    return Promise.resolve(this.given);
  }
}
