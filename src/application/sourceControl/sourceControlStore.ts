import type { Subscription } from 'rxjs';
import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { normalizeCommitMessage } from '../../domain/sourceControl/commitMessage';
import { changesBetween, textAt } from '../../domain/sourceControl/fileChanges';
import { workspaceArchiveName } from '../../domain/sourceControl/archiveName';
import type { Clock } from '../../ports/clock.port';
import type { SourceControl } from '../../ports/sourceControl.port';
import type { EditorStore } from '../editor/editorStore';
import { Store } from '../shared/store';
import type { BranchStore } from './branchStore';
import { INITIAL_SOURCE_CONTROL_STATE, type CommitRefusal, type FileDiff, type SourceControlState } from './sourceControlState';

/**
 * Source Control over the editor's workspace: reads the repository, keeps the saved files' changes since the last
 * commit current as the workspace changes, shows one file's diff, commits every change with a message, and
 * downloads the workspace as a zip.
 */
export class SourceControlStore extends Store<SourceControlState> {
  private readonly files: Subscription;

  constructor(
    private readonly sourceControl: SourceControl,
    private readonly editor: EditorStore,
    private readonly branch: BranchStore,
    private readonly clock: Clock,
  ) {
    super(INITIAL_SOURCE_CONTROL_STATE);
    this.files = editor.select((state) => state.files).subscribe((files) => this.compare(files, this.state.committed));
    void this.refresh();
  }

  /** Reads the repository again: branch, last commit, log. */
  async refresh(): Promise<void> {
    const read = await this.sourceControl.read();
    if (!read.ok) return this.setState({ ...this.state, repository: 'unavailable' });
    const { branch, committed, log } = read.value;
    this.setState({ ...this.state, repository: 'ready', branch, log });
    this.compare(this.editor.state.files, committed);
  }

  /** Shows the diff of the changed file at `path`; null closes it. */
  showDiff(path: string | null): void {
    this.setState({ ...this.state, diff: path === null ? null : this.diffOf(path, this.editor.state.files, this.state.committed) });
  }

  /** Commits the saved files with `typed` as the message; true when a commit was made. */
  async commit(typed: string): Promise<boolean> {
    const message = normalizeCommitMessage(typed);
    if (!message.ok) return this.refuse(message.error);
    if (this.state.changes.length === 0) return this.refuse('nothing-to-commit');
    this.setState({ ...this.state, commit: { kind: 'committing' } });
    const files = this.editor.state.files;
    const made = await this.sourceControl.commit(files, message.value, this.clock.now());
    if (!made.ok) return this.refuse(made.error);
    this.setState({ ...this.state, commit: { kind: 'idle' }, log: [made.value, ...this.state.log] });
    this.compare(this.editor.state.files, files);
    void this.branch.refresh();
    return true;
  }

  /** Offers the saved files as `bsv-workspace-<day>.zip`. */
  download(): Promise<void> {
    return this.sourceControl.downloadZip(workspaceArchiveName(this.clock.now()), this.editor.state.files);
  }

  override dispose(): void {
    this.files.unsubscribe();
    super.dispose();
  }

  private refuse(refusal: CommitRefusal): false {
    this.setState({ ...this.state, commit: { kind: 'refused', refusal } });
    return false;
  }

  private compare(files: WorkspaceFiles, committed: WorkspaceFiles): void {
    const changes = changesBetween(committed, files);
    const shown = this.state.diff?.path;
    const diff = shown !== undefined && changes.some((change) => change.path === shown) ? this.diffOf(shown, files, committed) : null;
    this.setState({ ...this.state, committed, changes, diff });
  }

  private diffOf(path: string, files: WorkspaceFiles, committed: WorkspaceFiles): FileDiff {
    return { path, original: textAt(committed, path), modified: textAt(files, path) };
  }
}
