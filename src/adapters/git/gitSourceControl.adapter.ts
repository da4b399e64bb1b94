import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { branchOfHead, DEFAULT_BRANCH, type CommitEntry } from '../../domain/sourceControl/repository';
import { err, ok, type Result } from '../../domain/shared/result';
import type { RepositorySnapshot, SourceControl, SourceControlFailure } from '../../ports/sourceControl.port';
import { GitStorage } from './gitStorage';
import type { IsomorphicGitRepository } from './isomorphicGit.adapter';
import { downloadZip } from './zipDownload';

/**
 * The workspace's git repository in the browser. The branch is read from the stored `HEAD` alone; git itself
 * (isomorphic-git, `IsomorphicGitRepository`) loads on the first read or commit, so the editor's first load
 * stays without it. The zip of the workspace is fflate's (loaded on the first download).
 */
export class GitSourceControl implements SourceControl {
  private readonly storage = new GitStorage();
  private repository: Promise<IsomorphicGitRepository> | null = null;

  async branch(): Promise<Result<string, SourceControlFailure>> {
    try {
      const head = await this.storage.head();
      return ok(head === null ? DEFAULT_BRANCH : (branchOfHead(head) ?? DEFAULT_BRANCH));
    } catch {
      return err('unavailable');
    }
  }

  async read(): Promise<Result<RepositorySnapshot, SourceControlFailure>> {
    const repository = await this.load();
    return repository === null ? err('unavailable') : repository.read();
  }

  async commit(files: WorkspaceFiles, message: string, timestampMs: number): Promise<Result<CommitEntry, SourceControlFailure>> {
    const repository = await this.load();
    return repository === null ? err('unavailable') : repository.commit(files, message, timestampMs);
  }

  downloadZip(name: string, files: WorkspaceFiles): Promise<void> {
    return downloadZip(name, files);
  }

  /** The repository once git's code has loaded; null when it cannot load (the next call tries again). */
  private async load(): Promise<IsomorphicGitRepository | null> {
    this.repository ??= import('./isomorphicGit.adapter').then(({ IsomorphicGitRepository }) => new IsomorphicGitRepository(this.storage));
    try {
      return await this.repository;
    } catch {
      this.repository = null;
      return null;
    }
  }
}
