import type { Container } from 'inversify';
import { EditorStore } from '../application/editor/editorStore';
import { BranchStore } from '../application/sourceControl/branchStore';
import { SourceControlStore } from '../application/sourceControl/sourceControlStore';
import { Clock } from '../ports/clock.port';
import { SourceControl } from '../ports/sourceControl.port';
import { WorkspaceArchive } from '../ports/workspaceArchive.port';
import { bindService } from './resolve';

/** Binds Source Control's store (loaded when the editor's Source Control panel first opens: `FEATURE_BINDINGS`). */
export function bindSourceControl(container: Container): void {
  bindService(
    container,
    SourceControlStore,
    (get) => new SourceControlStore(get(SourceControl), get(WorkspaceArchive), get(EditorStore), get(BranchStore), get(Clock)),
  );
}
