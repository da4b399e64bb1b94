import type { WorkspaceFiles } from '../domain/editor/workspaceFiles';
import type { CommitEntry } from '../domain/sourceControl/repository';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** Why the repository could not be read or written: no storage here, or it failed. Nothing was changed. */
export type SourceControlFailure = 'unavailable';

/** What the repository holds at its current branch's head. */
export interface RepositorySnapshot {
  readonly branch: string;
  /** The files of the last commit; none before the first. */
  readonly committed: WorkspaceFiles;
  /** The commits of the branch, newest first; none before the first. */
  readonly log: readonly CommitEntry[];
}

/**
 * A git repository over the editor's workspace, kept in the browser between visits (pushing anywhere is not
 * supported). The working tree is whatever files a commit is given.
 */
export interface SourceControl {
  /** The current branch's name, read without loading git itself. Fails with 'unavailable'. */
  branch(): Promise<Result<string, SourceControlFailure>>;
  /** The branch, the last commit's files and the log (a new repository is created on the first read). */
  read(): Promise<Result<RepositorySnapshot, SourceControlFailure>>;
  /**
   * Commits `files` as the whole tree (files not among them are deleted) with `message` at `timestampMs`, and
   * resolves the new commit. Fails with 'unavailable'.
   */
  commit(files: WorkspaceFiles, message: string, timestampMs: number): Promise<Result<CommitEntry, SourceControlFailure>>;
  /** Offers `files` as a zip named `name` for download (the working tree, as `git archive` would); rejects only on a bug. */
  downloadZip(name: string, files: WorkspaceFiles): Promise<void>;
}

export const SourceControl: Token<SourceControl> = token<SourceControl>('SourceControl');
