import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/serverProcess';

/** Ports of the servers these tests start by hand (beside serverProcesses.test.ts's 4560-4561). */
const PORTS = [4590, 4591, 4592] as const;
const started: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const freshFolder = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `workbench-${name}-`));
  folders.push(folder);
  return folder;
};

const start = async (port: number, dataDir: string) => {
  const server = await startServer(port, { DATA_DIR: dataDir });
  started.push(server);
  return server;
};

/** What a server refused at start printed (startServer throws with it). */
const refusal = (port: number, env: Record<string, string>) =>
  startServer(port, env).then(
    async (server) => {
      await server.stop('SIGKILL');
      return `it started: ${server.output()}`;
    },
    (error: Error) => error.message,
  );

/** Every entry under `folder` whose permission bits are not 0700 (folders) or 0600 (files). */
function looserThanOwner(folder: string): string[] {
  const entries = [folder, ...readdirSync(folder, { recursive: true }).map((name) => join(folder, String(name)))];
  return entries.flatMap((path) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    return mode === (stat.isDirectory() ? 0o700 : 0o600) ? [] : [`${path} ${mode.toString(8)}`];
  });
}

describe('one server per data folder', { timeout: 240_000 }, () => {
  it('refuses a second server naming the folder and the pid, keeps the files private, and a killed server does not block the next', async () => {
    const dataDir = freshFolder('lock');
    const first = await start(PORTS[0], dataDir);
    const second = await refusal(PORTS[1], { DATA_DIR: dataDir });
    const loose = looserThanOwner(dataDir);
    await first.stop('SIGKILL');
    const left = readFileSync(join(dataDir, 'server.pid'), 'utf8').split('\n')[0];
    const third = await start(PORTS[2], dataDir);
    const answer = await fetch(`${third.url}/api/claims`);
    expect({
      refusedNamingFolder: second.includes(dataDir),
      refusedNamingPid: second.includes(`pid ${first.pid}`),
      loose,
      staleLockLeft: left === String(first.pid),
      afterKill: answer.status,
      lockNowNames: readFileSync(join(dataDir, 'server.pid'), 'utf8').split('\n')[0],
    }).toEqual({
      refusedNamingFolder: true,
      refusedNamingPid: true,
      loose: [],
      staleLockLeft: true,
      afterKill: 200,
      lockNowNames: String(third.pid),
    });
    await third.stop();
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });

  it('names the session key file when it holds no key, and starts nothing', async () => {
    const dataDir = freshFolder('badkey');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'session.key'), 'not a key', { mode: 0o600 });
    const message = await refusal(PORTS[1], { DATA_DIR: dataDir });
    expect([message.includes(join(dataDir, 'session.key')), message.includes('[object Object]'), existsSync(join(dataDir, 'server.pid'))]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('names the data folder when it cannot be made (a file stands in its place)', async () => {
    const parent = freshFolder('notdir');
    const dataDir = join(parent, 'data');
    writeFileSync(dataDir, 'a file, not a folder');
    const message = await refusal(PORTS[1], { DATA_DIR: dataDir });
    expect([message.includes(dataDir), /EEXIST|ENOTDIR/.test(message)]).toEqual([true, true]);
  });
});
