import { constants } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
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

/** The owner a lock file's text names, or null when it is malformed (a crash while writing it). */
function ownerIn(text: string): LockOwner | null {
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, lockedAt: Date.parse(lines[2] ?? '') } : null;
}

const readLock = (path: string): Promise<string | null> => readFile(path, 'utf8').catch(() => null);

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

/** How often a start retries while another start replaces a stale lock, and how long it waits between tries. */
const ATTEMPTS = 50;
const RETRY_MS = 20;
/** A takeover mutex older than this was left by a crash in the middle of a takeover. */
const TAKEOVER_STALE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `link` answers on a file system without hard links. */
const LINKS_UNSUPPORTED = ['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'];

/**
 * Creates `path` with `text` (mode 0600) unless it exists (false then). The text is written to a file of this
 * process first and linked into place, so no one ever reads a lock half-written; a file that cannot be written (a
 * full disk) is removed.
 */
async function createExclusive(path: string, text: string): Promise<boolean> {
  const draft = `${path}.${randomUUID()}`;
  try {
    const file = await open(draft, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await link(draft, path).catch(async (error: NodeJS.ErrnoException) => {
      // A file system without hard links: an exclusive copy, which fails as well when the lock exists.
      if (error.code === 'EEXIST' || !LINKS_UNSUPPORTED.includes(error.code ?? '')) throw error;
      await copyFile(draft, path, constants.COPYFILE_EXCL);
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Removes the lock at `path` if it still reads `stale`. Only the holder of the takeover mutex (`path.takeover`,
 * created exclusively) removes a lock, so a server replacing a stale lock never removes the fresh one another server
 * has just written in its place. False when another start holds the mutex (try again shortly).
 */
async function removeStale(path: string, stale: string): Promise<boolean> {
  const mutex = `${path}.takeover`;
  if (!(await createExclusive(mutex, `${process.pid}\n`))) {
    const age = Date.now() - ((await stat(mutex).catch(() => null))?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) await unlink(mutex).catch(() => undefined);
    return false;
  }
  try {
    if ((await readLock(path)) === stale) await unlink(path).catch(() => undefined);
    return true;
  } finally {
    await unlink(mutex).catch(() => undefined);
  }
}

/**
 * Takes the one-writer lock of `dataDir` (creating the folder, mode 0700): an exclusive `server.pid` holding this
 * process's pid, host and the time. A lock whose process is gone (a crash, SIGKILL) is stale and replaced, as is
 * one whose pid now belongs to a later process, this one or its parent (`holdsLock`); of several servers starting
 * at once on a stale lock, one gets it. Rejects with `DataDirLockedError` when a live server holds it.
 */
export async function lockDataDir(dataDir: string, pid: number = process.pid): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 1; ; attempt += 1) {
    if (await createExclusive(path, `${pid}\n${hostname()}\n${new Date().toISOString()}\n`)) {
      return { path, release: () => releaseLock(path, pid) };
    }
    const seen = await readLock(path);
    const owner = seen === null ? null : ownerIn(seen);
    if (owner !== null && (await holdsLock(owner, pid))) throw new DataDirLockedError(dataDir, owner.pid);
    const removed = seen === null || (await removeStale(path, seen));
    if (attempt >= ATTEMPTS) throw new Error(`Could not replace the stale lock file ${path}: another start kept replacing it`);
    if (!removed) await sleep(RETRY_MS);
  }
}

async function releaseLock(path: string, pid: number): Promise<void> {
  const text = await readLock(path);
  if (text !== null && ownerIn(text)?.pid === pid) await unlink(path).catch(() => undefined);
}
