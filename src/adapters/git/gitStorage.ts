import { openDB, type IDBPDatabase } from 'idb';
import type { FileSystemImage } from './memoryGitFileSystem';

/** The database of the workspace's git repository (apart from the workspace's own), its store and record. */
const DATABASE_NAME = 'bsvWorkbenchGit';
const STORE_NAME = 'repository';
const RECORD_KEY = 'git';
/** Where the repository lives in its file system; the working tree is the root. */
export const GIT_FOLDER = '/.git';

/**
 * The repository's `.git` folder as one IndexedDB record, written whole after each change (a workspace's
 * repository is small). Kept apart from git itself, so reading the branch does not load git.
 */
export class GitStorage {
  private database: Promise<IDBPDatabase> | null = null;

  /** The stored image, or null when no repository is stored yet. Rejects when IndexedDB is unavailable. */
  async read(): Promise<FileSystemImage | null> {
    return ((await (await this.open()).get(STORE_NAME, RECORD_KEY)) as FileSystemImage | undefined) ?? null;
  }

  async write(image: FileSystemImage): Promise<void> {
    await (await this.open()).put(STORE_NAME, image, RECORD_KEY);
  }

  /** The text of the stored `HEAD` file, or null when none is stored. */
  async head(): Promise<string | null> {
    const bytes = (await this.read())?.files.find(([path]) => path === `${GIT_FOLDER}/HEAD`)?.[1];
    return bytes === undefined ? null : new TextDecoder().decode(bytes);
  }

  private open(): Promise<IDBPDatabase> {
    if (this.database === null) {
      this.database = openDB(DATABASE_NAME, 1, { upgrade: (database) => void database.createObjectStore(STORE_NAME) });
      this.database.catch(() => {
        this.database = null;
      });
    }
    return this.database;
  }
}
