import type { SourceControlStore } from '../../../../../application/sourceControl/sourceControlStore';

/** What the panel is given: its store, resolved by the loader so the panel's chunk and the editor's bindings share its code. */
export interface SourceControlPanelProps {
  readonly store: SourceControlStore;
}
