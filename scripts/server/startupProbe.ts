/**
 * The bundled server's start-up as `npm start` runs it (`node dist-server/server.mjs`, build first): milliseconds from
 * spawning the process to the first 200 of `GET /api/ready` (database open, migrations applied) on an existing data
 * folder, and its resident memory after idling. Used by `npm run bench:server`; prints nothing itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface StartupReading {
  /** The first start, which creates the data folder (PGlite's files, the session key). */
  readonly firstStartMs: number;
  /** Each start on the existing data folder. */
  readonly restartsMs: readonly number[];
  /** Resident set size after `idleMs` of no requests, in MB. */
  readonly idleRssMb: number;
  readonly idleMs: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return Number.NaN;
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1]);
  return kilobytes / 1024;
}

async function startTimed(entry: string, port: number, dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, GITHUB_REPO: '', HANDCASH_APP_ID: '', HANDCASH_APP_SECRET: '', DATA_DIR: dataDir, PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { child, ms: performance.now() - started };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready in 120 s');
    }
    await sleep(20);
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/** Starts the bundle once to make a data folder, then `restarts` times on it; measures memory on the last. */
export async function measureStartup({ port = 4595, restarts = 3, idleMs = 5_000, entry = resolve('dist-server/server.mjs') } = {}): Promise<StartupReading> {
  if (!existsSync(entry)) throw new Error(`No server bundle at ${entry}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-startup-'));
  try {
    const first = await startTimed(entry, port, dataDir);
    await stop(first.child);
    const restartsMs: number[] = [];
    let idleRssMb = Number.NaN;
    for (let round = 0; round < restarts; round += 1) {
      const again = await startTimed(entry, port, dataDir);
      restartsMs.push(again.ms);
      if (round === restarts - 1) {
        await sleep(idleMs);
        idleRssMb = rssMb(again.child.pid!);
      }
      await stop(again.child);
    }
    return { firstStartMs: first.ms, restartsMs, idleRssMb, idleMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
