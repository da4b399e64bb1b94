import { Buffer } from 'buffer';
import git from 'isomorphic-git';
import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { COMMIT_AUTHOR, DEFAULT_BRANCH, type CommitEntry } from '../../domain/sourceControl/repository';
import { err, ok, type Result } from '../../domain/shared/result';
import type { RepositorySnapshot, SourceControlFailure } from '../../ports/sourceControl.port';
import { GIT_FOLDER, type GitStorage } from './gitStorage';
import { MemoryGitFileSystem } from './memoryGitFileSystem';

// isomorphic-git reaches for Node's `Buffer`, which browsers lack.
globalThis.Buffer ??= Buffer as unknown as typeof globalThis.Buffer;

const dir = '/';
const LOG_DEPTH = 100;
const decoder = new TextDecoder();

/**
 * The workspace's repository with isomorphic-git over an in-memory file system whose `.git` folder is kept in
 * IndexedDB (`GitStorage`). A commit writes the given files as the working tree, stages every file (and the removal
 * of every file no longer there), commits, and stores `.git`. One operation at a time.
 */
export class IsomorphicGitRepository {
  private readonly fs = new MemoryGitFileSystem();
  private opened: Promise<void> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly storage: GitStorage) {}

  read(): Promise<Result<RepositorySnapshot, SourceControlFailure>> {
    return this.serially(async () => ok(await this.snapshot()));
  }

  commit(files: WorkspaceFiles, message: string, timestampMs: number): Promise<Result<CommitEntry, SourceControlFailure>> {
    return this.serially(async () => {
      const fs = this.fs;
      const tracked = await git.listFiles({ fs, dir });
      fs.clearExcept(GIT_FOLDER);
      for (const file of files) fs.writeText(file.path, file.content);
      const present = new Set(files.map((file) => file.path));
      for (const filepath of tracked) if (!present.has(filepath)) await git.remove({ fs, dir, filepath });
      if (files.length > 0) await git.add({ fs, dir, filepath: files.map((file) => file.path) });
      const timestamp = Math.floor(timestampMs / 1000);
      const author = { ...COMMIT_AUTHOR, timestamp, timezoneOffset: 0 };
      const id = await git.commit({ fs, dir, message, author, committer: author });
      await this.storage.write(fs.image(GIT_FOLDER));
      return ok({ id, message: message.trim(), author: COMMIT_AUTHOR.name, timestamp: timestamp * 1000 });
    });
  }

  /** Runs `operation` after the ones before it, on the opened repository; a failure answers 'unavailable'. */
  private serially<T>(operation: () => Promise<Result<T, SourceControlFailure>>): Promise<Result<T, SourceControlFailure>> {
    const run = this.queue.then(() => this.open()).then(operation);
    this.queue = run.catch(() => undefined);
    return run.catch(() => err('unavailable' as const));
  }

  private open(): Promise<void> {
    this.opened ??= (async () => {
      const image = await this.storage.read();
      if (image !== null) return this.fs.restore(image);
      await git.init({ fs: this.fs, dir, defaultBranch: DEFAULT_BRANCH });
      await this.storage.write(this.fs.image(GIT_FOLDER));
    })();
    this.opened.catch(() => {
      this.opened = null;
    });
    return this.opened;
  }

  private async snapshot(): Promise<RepositorySnapshot> {
    const fs = this.fs;
    const branch = (await git.currentBranch({ fs, dir })) ?? DEFAULT_BRANCH;
    const head = await git.resolveRef({ fs, dir, ref: 'HEAD' }).catch(() => null);
    if (head === null) return { branch, committed: [], log: [] };
    const paths = await git.listFiles({ fs, dir, ref: head });
    const committed = await Promise.all(
      paths.map(async (path) => ({ path, content: decoder.decode((await git.readBlob({ fs, dir, oid: head, filepath: path })).blob) })),
    );
    const log = (await git.log({ fs, dir, depth: LOG_DEPTH })).map(({ oid, commit }) => ({
      id: oid,
      message: commit.message.trim(),
      author: commit.author.name,
      timestamp: commit.author.timestamp * 1000,
    }));
    return { branch, committed, log };
  }
}
