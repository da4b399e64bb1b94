import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirLockedError, lockDataDir } from '../../src/adapters/node/dataDirLock';
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

describe('the data folder lock', () => {
  it('refuses a second holder while the first lives, naming the folder and its pid', async () => {
    const dataDir = folder();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await lockDataDir(dataDir, sleeper.pid!);
      const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect([(refused as Error).message.includes(dataDir), (refused as Error).message.includes(`pid ${sleeper.pid}`)]).toEqual([true, true]);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('replaces a lock whose pid now belongs to a process started after the lock was written (a reused pid)', async () => {
    const dataDir = folder();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), `${sleeper.pid}\nhost\n${new Date(Date.now() - 3_600_000).toISOString()}\n`);
      const lock = await lockDataDir(dataDir);
      expect(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
      await lock.release();
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('lets exactly one of several servers starting at once replace a stale lock', async () => {
    const sleepers = Array.from({ length: 4 }, () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']));
    try {
      const stale = await deadPid();
      for (let round = 0; round < 20; round += 1) {
        const dataDir = folder();
        writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), `${stale}\nhost\n2026-01-01T00:00:00Z\n`);
        // Staggered by up to a few milliseconds, so one may find the stale lock as another replaces it.
        const outcomes = await Promise.allSettled(
          sleepers.map(async (sleeper, index) => {
            await new Promise((resolve) => setTimeout(resolve, (index * round) % 4));
            return lockDataDir(dataDir, sleeper.pid!);
          }),
        );
        const holders = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
        const refused = outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof DataDirLockedError).length;
        expect([holders, refused]).toEqual([1, sleepers.length - 1]);
      }
    } finally {
      sleepers.forEach((sleeper) => sleeper.kill('SIGKILL'));
    }
  });

  it('replaces a lock whose process is gone, and a malformed one; release removes only its own', async () => {
    const dataDir = folder();
    const path = join(dataDir, DATA_DIR_LOCK_FILE);
    writeFileSync(path, `${await deadPid()}\nhost\n2026-01-01T00:00:00Z\n`);
    const lock = await lockDataDir(dataDir);
    const afterStale = readFileSync(path, 'utf8').split('\n')[0];
    await lock.release();
    writeFileSync(path, '');
    const again = await lockDataDir(dataDir);
    writeFileSync(path, '999999999\n');
    await again.release();
    expect([afterStale, existsSync(path)]).toEqual([String(process.pid), true]);
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
