import type { OpenableFile } from '../domain/editor/tab';
import type { Workspace } from '../domain/editor/workspace';
import { token, type Token } from './token';

/** What the editor opens with on a first visit. */
export interface WorkspaceSeed {
  /** The project, the open tabs and folders of a first visit. */
  readonly workspace: Workspace;
  /** The Welcome tab's file; it can be reopened at any time. */
  readonly welcome: OpenableFile;
  /** The terminal's first lines. */
  readonly terminalGreeting: readonly string[];
}

/** Where the editor's starting project comes from (the embedded sample project, or a real one). */
export interface WorkspaceSource {
  /** Resolves the seed. Never rejects: a source that cannot be read gives an empty project with the Welcome tab. */
  seed(): Promise<WorkspaceSeed>;
}

export const WorkspaceSource: Token<WorkspaceSource> = token<WorkspaceSource>('WorkspaceSource');
