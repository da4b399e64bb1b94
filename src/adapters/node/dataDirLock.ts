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

/** What a lock file says: the pid, and when it was written (epoch ms; NaN when unreadable). */
interface LockOwner {
  readonly pid: number;
  readonly lockedAt: number;
}

/** The owner a lock file names, or null when it is unreadable or malformed (a crash while writing it). */
async function ownerOf(path: string): Promise<LockOwner | null> {
  const lines = (await readFile(path, 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, lockedAt: Date.parse(lines[2] ?? '') } : null;
}

/** Linux counts a process's start in ticks of 1/100 s since boot (USER_HZ). */
const TICKS_PER_SECOND = 100;
/** The boot time in /proc/stat is in whole seconds: a start this close to the lock's time proves nothing. */
const START_TIME_SLACK_MS = 2_000;

/** When the process `pid` started (epoch ms), from /proc on Linux; null where that cannot be read. */
async function processStartedAt(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may hold spaces), the 20th field is the start time.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(await readFile('/proc/stat', 'utf8'))?.[1]);
    return Number.isFinite(ticks) && Number.isFinite(bootSeconds) ? bootSeconds * 1000 + (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's owner still holds it: its pid is alive, is neither this process nor its parent (a container
 * restarted with the same pids), and did not start after the lock was written (then the pid was reused, after a
 * crash, by another process).
 */
async function holdsLock(owner: LockOwner, pid: number): Promise<boolean> {
  if (owner.pid === pid || owner.pid === process.ppid || !isAlive(owner.pid)) return false;
  const startedAt = await processStartedAt(owner.pid);
  return startedAt === null || Number.isNaN(owner.lockedAt) || startedAt <= owner.lockedAt + START_TIME_SLACK_MS;
}

/**
 * Takes the one-writer lock of `dataDir` (creating the folder, mode 0700): an exclusive `server.pid` holding this
 * process's pid, host and the time. A lock whose process is gone (a crash, SIGKILL) is stale and replaced, as is
 * one whose pid now belongs to a later process, this one or its parent (`holdsLock`). Rejects with
 * `DataDirLockedError` when a live server holds it.
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
      } catch (error) {
        // A full disk: no half-written lock is left behind.
        await file.close();
        await unlink(path).catch(() => undefined);
        throw error;
      }
      await file.close();
      return { path, release: () => releaseLock(path, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
    }
    const owner = await ownerOf(path);
    if (owner !== null && (await holdsLock(owner, pid))) throw new DataDirLockedError(dataDir, owner.pid);
    // Stale: its server is gone. Two servers replacing it at once race on O_EXCL above; one wins.
    await unlink(path).catch(() => undefined);
  }
}

async function releaseLock(path: string, pid: number): Promise<void> {
  if ((await ownerOf(path))?.pid === pid) await unlink(path).catch(() => undefined);
}
