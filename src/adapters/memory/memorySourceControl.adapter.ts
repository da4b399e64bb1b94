import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { COMMIT_AUTHOR, DEFAULT_BRANCH, type CommitEntry } from '../../domain/sourceControl/repository';
import { err, ok, type Result } from '../../domain/shared/result';
import type { RepositorySnapshot, SourceControl, SourceControlFailure } from '../../ports/sourceControl.port';

/** A repository for tests: commits kept in memory with counted ids, downloads recorded; `fail` makes every call fail. */
export class MemorySourceControl implements SourceControl {
  fail = false;
  /** Each download's name and files. */
  readonly downloads: { readonly name: string; readonly files: WorkspaceFiles }[] = [];
  private committed: WorkspaceFiles = [];
  private readonly commits: CommitEntry[] = [];

  constructor(private readonly branchName: string = DEFAULT_BRANCH) {}

  async branch(): Promise<Result<string, SourceControlFailure>> {
    return this.fail ? err('unavailable') : ok(this.branchName);
  }

  async read(): Promise<Result<RepositorySnapshot, SourceControlFailure>> {
    return this.fail ? err('unavailable') : ok({ branch: this.branchName, committed: this.committed, log: [...this.commits].reverse() });
  }

  async commit(files: WorkspaceFiles, message: string, timestampMs: number): Promise<Result<CommitEntry, SourceControlFailure>> {
    if (this.fail) return err('unavailable');
    const entry = { id: String(this.commits.length + 1).padStart(40, '0'), message, author: COMMIT_AUTHOR.name, timestamp: timestampMs };
    this.committed = files;
    this.commits.push(entry);
    return ok(entry);
  }

  async downloadZip(name: string, files: WorkspaceFiles): Promise<void> {
    this.downloads.push({ name, files });
  }
}
