import { constants } from 'node:fs';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file under `DATA_DIR` (as PostgreSQL's `postmaster.pid`): the pid, the host and the start time. */
export const DATA_DIR_LOCK_FILE = 'server.pid';

/** Thrown when another live server holds the data folder; names the folder and that server's pid. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (pid ${pid}, lock file ${join(dataDir, DATA_DIR_LOCK_FILE)}). ` +
        'Stop that server first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock: `release()` removes the lock file (only if it is still ours). */
export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

/** Whether a process with this pid runs (EPERM: it runs under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or null when it is unreadable or malformed (a crash while writing it). */
async function ownerOf(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes the one-writer lock of `dataDir` (creating the folder, mode 0700): an exclusive `server.pid` holding this
 * process's pid. A lock whose process is gone (a crash, SIGKILL) is stale and replaced, as is one naming this
 * process or its parent (a container restarted with the same pid). Rejects with `DataDirLockedError` when a
 * live server holds it.
 */
export async function lockDataDir(dataDir: string, pid: number = process.pid): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const file = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
      try {
        await file.writeFile(`${pid}\n${hostname()}\n${new Date().toISOString()}\n`);
        await file.sync();
      } finally {
        await file.close();
      }
      return { path, release: () => releaseLock(path, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
    }
    const owner = await ownerOf(path);
    if (owner !== null && owner !== pid && owner !== process.ppid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // Stale: its server is gone. Two servers replacing it at once race on O_EXCL above; one wins.
    await unlink(path).catch(() => undefined);
  }
}

async function releaseLock(path: string, pid: number): Promise<void> {
  if ((await ownerOf(path)) === pid) await unlink(path).catch(() => undefined);
}
