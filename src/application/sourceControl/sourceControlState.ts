import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import type { CommitMessageError } from '../../domain/sourceControl/commitMessage';
import type { FileChange } from '../../domain/sourceControl/fileChanges';
import type { CommitEntry } from '../../domain/sourceControl/repository';

/** Why a commit was not made: the message's rule, nothing changed, or the repository failed. */
export type CommitRefusal = CommitMessageError | 'nothing-to-commit' | 'unavailable';

/** One file's text at the last commit and now, for the diff view. */
export interface FileDiff {
  readonly path: string;
  readonly original: string;
  readonly modified: string;
}

/** The Source Control panel: the repository as read, the workspace's changes against it, the diff shown. */
export interface SourceControlState {
  readonly repository: 'loading' | 'ready' | 'unavailable';
  readonly branch: string | null;
  /** The last commit's files. */
  readonly committed: WorkspaceFiles;
  readonly log: readonly CommitEntry[];
  /** The workspace's saved files against the last commit, by path. */
  readonly changes: readonly FileChange[];
  readonly diff: FileDiff | null;
  readonly commit: { readonly kind: 'idle' | 'committing' } | { readonly kind: 'refused'; readonly refusal: CommitRefusal };
}

export const INITIAL_SOURCE_CONTROL_STATE: SourceControlState = {
  repository: 'loading',
  branch: null,
  committed: [],
  log: [],
  changes: [],
  diff: null,
  commit: { kind: 'idle' },
};
