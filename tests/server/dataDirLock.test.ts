import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirLockedError, lockDataDir } from '../../src/adapters/node/dataDirLock';
import { formatHolder } from '../../src/adapters/node/lockHolder';
import { processSpace } from '../../src/adapters/node/processLiveness';
import { describeStartupError } from '../../src/adapters/node/startupError';
import { sessionCipher } from '../../src/adapters/node/sessionKey';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'workbench-lock-'));
  folders.push(made);
  return made;
};

/** A pid that no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const HOUR = 3_600_000;
/** Writes a lock file as a holder would, last refreshed `ageMs` ago. */
function writeLock(dataDir: string, holder: { pid: number; host?: string; space?: string; token?: string | null; lockedAt?: number }, ageMs = 0): string {
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const { pid, host = hostname(), space = '', token = 'their-token', lockedAt = Date.now() - ageMs } = holder;
  writeFileSync(path, formatHolder({ pid, host, space, token, lockedAt }));
  const refreshedAt = new Date(Date.now() - ageMs);
  utimesSync(path, refreshedAt, refreshedAt);
  return path;
}
const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'taken',
    (error: unknown) => (error instanceof DataDirLockedError ? { reason: error.reason, host: error.host, pid: error.pid } : String(error)),
  );

describe('the data folder lock', { timeout: 30_000 }, () => {
  it('refuses a second holder while the first lives, naming the folder, its host and its pid', async () => {
    const dataDir = folder();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const lock = await lockDataDir(dataDir, { pid: sleeper.pid! });
      const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
      await lock.release();
      expect(refused).toBeInstanceOf(DataDirLockedError);
      const message = (refused as Error).message;
      expect([message.includes(dataDir), message.includes(`host ${hostname()}, pid ${sleeper.pid}`), (refused as DataDirLockedError).reason]).toEqual([true, true, 'held']);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('refuses a lock written on another host, fresh or not refreshed for an hour, and leaves it in place', async () => {
    const dataDir = folder();
    const path = writeLock(dataDir, { pid: process.pid, host: 'other-host', space: await processSpace() });
    const fresh = await refusalOf(lockDataDir(dataDir, { waitMs: 0 }));
    writeLock(dataDir, { pid: await deadPid(), host: 'other-host' }, HOUR);
    const stale = await refusalOf(lockDataDir(dataDir, { waitMs: 0 }));
    const message = await lockDataDir(dataDir, { waitMs: 0 }).catch((error: unknown) => (error as Error).message);
    expect({ fresh, stale, namesHost: String(message).includes('host other-host'), left: readFileSync(path, 'utf8').split('\n')[1] }).toEqual({
      fresh: { reason: 'other-host', host: 'other-host', pid: process.pid },
      stale: { reason: 'other-host', host: 'other-host', pid: expect.any(Number) },
      namesHost: true,
      left: 'other-host',
    });
  });

  it('refuses a lock kept fresh by a Node PID 1 of another container under this host name (our own pid), and takes it once stale', async () => {
    const dataDir = folder();
    // Another container: the same host name and pid, another pid namespace, refreshing its lock.
    const path = writeLock(dataDir, { pid: process.pid, space: 'another-boot/pid:[1]' });
    const refresher = setInterval(() => utimesSync(path, new Date(), new Date()), 50);
    const started = Date.now();
    const kept = await refusalOf(lockDataDir(dataDir, { staleMs: 500, waitMs: 1_000 })).finally(() => clearInterval(refresher));
    const waited = Date.now() - started;
    // The other container stops: its lock is no longer refreshed, and goes stale.
    const lock = await lockDataDir(dataDir, { staleMs: 500 });
    const nowHeld = readFileSync(path, 'utf8');
    await lock.release();
    expect({ kept, waitedAtLeastTheWait: waited >= 1_000, taken: nowHeld.includes(await processSpace()) }).toEqual({
      kept: { reason: 'fresh', host: hostname(), pid: process.pid },
      waitedAtLeastTheWait: true,
      taken: true,
    });
  });

  it('takes over a stale lock of this host whose process is gone, and one whose pid was reused since', async () => {
    const dataDir = folder();
    const space = await processSpace();
    writeLock(dataDir, { pid: await deadPid(), space: 'another-boot/pid:[1]' }, HOUR);
    const stale = await lockDataDir(dataDir);
    await stale.release();
    // Killed here a moment ago (fresh, in this process space): its pid is gone, so nothing waits for the heartbeat.
    writeLock(dataDir, { pid: await deadPid(), space });
    const killed = await lockDataDir(dataDir, { waitMs: 0 });
    await killed.release();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeLock(dataDir, { pid: sleeper.pid!, space, lockedAt: Date.now() - HOUR });
      const reused = await lockDataDir(dataDir, { waitMs: 0 });
      const holder = readFileSync(reused.path, 'utf8').split('\n')[0];
      await reused.release();
      expect(holder).toBe(String(process.pid));
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('lets exactly one of several servers starting at once replace a dead lock', async () => {
    const sleepers = Array.from({ length: 4 }, () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']));
    try {
      const dead = await deadPid();
      const space = await processSpace();
      for (let round = 0; round < 20; round += 1) {
        const dataDir = folder();
        writeLock(dataDir, { pid: dead, space }, HOUR);
        // Staggered by up to a few milliseconds, so one may find the stale lock as another replaces it.
        const outcomes = await Promise.allSettled(
          sleepers.map(async (sleeper, index) => {
            await new Promise((resolve) => setTimeout(resolve, (index * round) % 4));
            return lockDataDir(dataDir, { pid: sleeper.pid!, waitMs: 0 });
          }),
        );
        const holders = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        const refused = outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof DataDirLockedError).length;
        await Promise.all(holders.map((lock) => lock.release()));
        expect([holders.length, refused]).toEqual([1, sleepers.length - 1]);
      }
    } finally {
      sleepers.forEach((sleeper) => sleeper.kill('SIGKILL'));
    }
  });

  it('lets one of two real processes racing for one folder take it', async () => {
    const dataDir = folder();
    const script = join(import.meta.dirname, 'fixtures', 'lockDataDirProcess.ts');
    const answers = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir]);
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.once('exit', () => resolve(out.trim()));
          }),
      ),
    );
    expect(answers.sort()).toEqual(['locked', 'refused held']);
  });

  it('keeps its lock fresh while held, tells when another server replaced it, and release removes only its own', async () => {
    const dataDir = folder();
    const lost: string[] = [];
    const lock = await lockDataDir(dataDir, { refreshMs: 40, onLost: (reason) => lost.push(reason) });
    const old = new Date(Date.now() - HOUR);
    utimesSync(lock.path, old, old);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refreshed = Date.now() - statSync(lock.path).mtimeMs < 1_000;
    writeLock(dataDir, { pid: 4242, host: 'other-host' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await lock.release();
    expect({ refreshed, lost, kept: existsSync(lock.path) }).toEqual({
      refreshed: true,
      lost: [`The lock file ${lock.path} was replaced by another server: another server may write this data folder.`],
      kept: true,
    });
  });

  it('waits for a malformed lock to go stale, then replaces it', async () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), '');
    const lock = await lockDataDir(dataDir, { staleMs: 200 });
    const holder = readFileSync(lock.path, 'utf8').split('\n')[0];
    await lock.release();
    expect([holder, existsSync(lock.path)]).toEqual([String(process.pid), false]);
  });
});

describe('start-up errors', () => {
  it('say what a plain object thrown by PGlite means, never "[object Object]"', () => {
    expect(describeStartupError({ errno: 51 })).toBe('ENOSPC: the disk is full');
    expect(describeStartupError(new Error('Could not open PGlite in /d/pglite', { cause: { code: 'EACCES', path: '/d/pglite/base' } }))).toBe(
      'Could not open PGlite in /d/pglite: EACCES: permission denied; path /d/pglite/base',
    );
  });

  it('name the session key file that holds no key', async () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, 'session.key'), 'zz');
    await expect(sessionCipher(null, dataDir)).rejects.toThrow(join(dataDir, 'session.key'));
  });
});
