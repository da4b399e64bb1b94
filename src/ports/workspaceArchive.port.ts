import type { WorkspaceFiles } from '../domain/editor/workspaceFiles';
import { token, type Token } from './token';

/** Hands the person the workspace as one file. */
export interface WorkspaceArchive {
  /** Offers `files` as a zip named `name` for download; rejects only on a bug. */
  download(name: string, files: WorkspaceFiles): Promise<void>;
}

export const WorkspaceArchive: Token<WorkspaceArchive> = token<WorkspaceArchive>('WorkspaceArchive');
