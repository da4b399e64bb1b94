import { randomUUID } from 'node:crypto';
import { mkdir, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createExclusive, readText, removeIfStill } from './exclusiveFile';
import { formatHolder, holderIn, judgeLock, type LockHolder, type LockRefusal } from './lockHolder';
import { isAlive, processSpace, processStartedAt } from './processLiveness';

/** The lock file under `DATA_DIR` (as PostgreSQL's `postmaster.pid`): the pid, the host, the time, a token, the process space. */
export const DATA_DIR_LOCK_FILE = 'server.pid';
/** A lock not refreshed for this long may be taken over by a server of the same host whose holder it cannot see. */
export const DATA_DIR_LOCK_STALE_MS = 30_000;
/** How often the holder refreshes its lock (its modification time): three times a stale period. */
export const DATA_DIR_LOCK_REFRESH_MS = 10_000;

const REFUSAL_HINTS: Readonly<Record<LockRefusal, string>> = {
  'other-host': 'A server never takes over a lock written on another host: stop that server, or, once it is gone for good, remove the lock file.',
  held: 'Stop that server first, or give this one another DATA_DIR.',
  fresh: 'Its holder keeps it fresh, so it still runs (perhaps in another container under this host name): stop it first, or give this one another DATA_DIR.',
};

/** Thrown when another server holds the data folder; names the folder, that server's host and pid, and what to do. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  readonly host: string;

  constructor(
    readonly dataDir: string,
    holder: Pick<LockHolder, 'pid' | 'host'>,
    readonly reason: LockRefusal,
  ) {
    super(`The data folder ${dataDir} is in use by another server (host ${holder.host}, pid ${holder.pid}, lock file ${join(dataDir, DATA_DIR_LOCK_FILE)}). ${REFUSAL_HINTS[reason]}`);
    this.name = 'DataDirLockedError';
    this.pid = holder.pid;
    this.host = holder.host;
  }
}

/** A held lock, refreshed until `release()`, which removes the lock file (only if it is still this holder's). */
export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

export interface DataDirLockOptions {
  /** The pid and host name the lock names (tests); this process's by default. */
  readonly pid?: number;
  readonly host?: string;
  readonly staleMs?: number;
  readonly refreshMs?: number;
  /** How long a start waits for a lock that may be a dead holder's to go stale; a stale period and a refresh by default. */
  readonly waitMs?: number;
  /** Told when the lock was lost (removed or replaced by someone, or not refreshed for a stale period): stop writing. */
  readonly onLost?: (reason: string) => void;
}

const ATTEMPT_PAUSE_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the holder's pid runs here and started no later than the lock (else the pid was reused after a crash). */
async function holderRuns(holder: LockHolder | null): Promise<boolean> {
  if (holder === null || !isAlive(holder.pid)) return false;
  const startedAt = await processStartedAt(holder.pid);
  // The boot time in /proc/stat is in whole seconds: a start this close to the lock's time proves nothing.
  return startedAt === null || Number.isNaN(holder.lockedAt) || startedAt <= holder.lockedAt + 2_000;
}

/**
 * Takes the one-writer lock of `dataDir` (creating the folder, mode 0700): an exclusive `server.pid`, refreshed
 * every `refreshMs` while held. A lock found there is judged by `judgeLock`: another host's is never taken over; a
 * dead holder's is replaced (at once in this process space, else once not refreshed for `staleMs`, waiting up to
 * `waitMs` for that); of several servers starting at once, one gets it. Rejects with `DataDirLockedError` otherwise.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const { pid = process.pid, host = hostname(), staleMs = DATA_DIR_LOCK_STALE_MS, refreshMs = DATA_DIR_LOCK_REFRESH_MS } = options;
  const waitUntil = Date.now() + (options.waitMs ?? staleMs + refreshMs);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const space = await processSpace();
  const mine = formatHolder({ pid, host, lockedAt: Date.now(), token: randomUUID(), space });
  for (;;) {
    if (await createExclusive(path, mine)) return heldLock(path, mine, staleMs, refreshMs, options.onLost ?? (() => undefined));
    const seen = await readText(path);
    if (seen === null) {
      // Removed between the two looks (another start replacing a dead lock: try again at once), or there and
      // unreadable (a file of another user): said by the deadline.
      const there = (await stat(path).catch(() => null)) !== null;
      if (there && Date.now() >= waitUntil) throw new Error(`The lock file ${path} exists but cannot be read`);
      if (!there) continue;
      await sleep(ATTEMPT_PAUSE_MS);
      continue;
    }
    const judge = async () => {
      const holder = holderIn(seen);
      const modifiedAt = (await stat(path).catch(() => null))?.mtimeMs ?? Number.NEGATIVE_INFINITY;
      return { holder, verdict: judgeLock({ holder, ageMs: Date.now() - modifiedAt, staleMs, host, space, holderRuns: await holderRuns(holder) }) };
    };
    const { holder, verdict } = await judge();
    if (verdict.kind === 'refuse') throw new DataDirLockedError(dataDir, holder ?? { pid: 0, host: 'unknown' }, verdict.reason);
    if (verdict.kind === 'take') {
      // Judged again under the takeover mutex: a lock refreshed meanwhile is not removed.
      if (await removeIfStill(path, seen, async () => (await judge()).verdict.kind === 'take')) continue;
    } else if (Date.now() >= waitUntil) {
      throw new DataDirLockedError(dataDir, holder ?? { pid: 0, host: 'unknown' }, 'fresh');
    }
    await sleep(verdict.kind === 'wait' ? Math.min(refreshMs, 1_000) : ATTEMPT_PAUSE_MS);
  }
}

/** Keeps the lock at `path` fresh while it reads `mine`; tells `onLost` once when it no longer can. */
function heldLock(path: string, mine: string, staleMs: number, refreshMs: number, onLost: (reason: string) => void): DataDirLock {
  let refreshedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let released = false;
  const lost = (reason: string) => {
    released = true;
    onLost(`The lock file ${path} ${reason}: another server may write this data folder.`);
  };
  const refresh = async () => {
    if (released) return;
    const text = await readText(path);
    if (released) return;
    if (text !== mine) return lost(text === null ? 'was removed' : 'was replaced by another server');
    const now = new Date();
    const touched = await utimes(path, now, now).then(() => true, () => false);
    if (touched) refreshedAt = now.getTime();
    else if (Date.now() - refreshedAt >= staleMs) return lost(`could not be refreshed for ${Math.round(staleMs / 1000)} s`);
    schedule();
  };
  const schedule = () => {
    if (released) return;
    timer = setTimeout(() => void refresh(), refreshMs);
    timer.unref?.();
  };
  schedule();
  return {
    path,
    release: async () => {
      released = true;
      if (timer !== null) clearTimeout(timer);
      if ((await readText(path)) === mine) await unlink(path).catch(() => undefined);
    },
  };
}
