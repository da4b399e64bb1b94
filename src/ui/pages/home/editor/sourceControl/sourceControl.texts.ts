import type { CommitRefusal } from '../../../../../application/sourceControl/sourceControlState';
import type { FileChangeKind } from '../../../../../domain/sourceControl/fileChanges';
import { COMMIT_MESSAGE_MAX_LENGTH } from '../../../../../domain/sourceControl/commitMessage';

/** The Source Control panel's words. */

export const BRANCH_LABEL = 'Branch';
export const READING_REPOSITORY = 'Reading the repository…';
export const REPOSITORY_UNAVAILABLE = 'The repository could not be opened: this browser does not keep it (private mode or storage blocked).';
export const NO_CHANGES = 'No changes';
export const CHANGES_HEADING = (count: number) => `Changes (${count})`;
export const CHANGE_KIND_LABELS: Readonly<Record<FileChangeKind, string>> = { added: 'Added', modified: 'Modified', deleted: 'Deleted' };
/** The one-letter badge VS Code shows beside a changed file. */
export const CHANGE_KIND_BADGES: Readonly<Record<FileChangeKind, string>> = { added: 'A', modified: 'M', deleted: 'D' };
export const SAVED_FILES_NOTE = 'Changes are of saved files (Ctrl+S).';
export const COMMIT_MESSAGE_LABEL = 'Commit message';
export const COMMIT_MESSAGE_PLACEHOLDER = 'Message (Ctrl+Enter to commit)';
export const COMMIT_BUTTON = 'Commit';
export const COMMITTING = 'Committing…';
export const COMMIT_REFUSALS: Readonly<Record<CommitRefusal, string>> = {
  empty: 'Write a commit message first.',
  'too-long': `A commit message has at most ${COMMIT_MESSAGE_MAX_LENGTH} characters.`,
  'nothing-to-commit': 'There are no changes to commit.',
  unavailable: 'The commit could not be stored. Try again.',
};
export const DIFF_TITLE = (path: string) => `Changes in ${path}`;
export const CLOSE_DIFF = 'Close diff';
export const DIFF_LOADING = 'Loading the diff…';
export const LOG_HEADING = 'Commits';
export const NO_COMMITS = 'No commits yet.';
export const DOWNLOAD_ZIP = 'Download workspace (.zip)';
export const NOT_PUSHED_NOTE = 'Commits stay in this browser; pushing to GitHub is not supported.';
export const COMMITTED_AT = (timestamp: number) => new Date(timestamp).toISOString().slice(0, 16).replace('T', ' ');
