import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A server process of the app (`src/server.ts`) on a loopback port. */
export interface ServerProcess {
  readonly url: string;
  /** The server's process id (the data folder's lock file names it). */
  readonly pid: number;
  /** Stops it: SIGKILL gives it no chance to flush anything (the durability tests use that). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** What it printed, for a failing test's message. */
  output(): string;
}

/** How the server runs: its TypeScript source through tsx (the default), or the bundle `npm run build` writes. */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/server.ts'] as const;
export const BUNDLED_SERVER = ['dist-server/server.mjs'] as const;

/** Starts the server with `env` (PORT set from `port`) and waits until `GET /api/config` answers. */
export async function startServer(port: number, env: Record<string, string>, entry: readonly string[] = SOURCE_SERVER): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [...entry], {
    cwd: ROOT,
    env: { ...process.env, GITHUB_REPO: '', HANDCASH_APP_ID: '', HANDCASH_APP_SECRET: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${printed}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time: ${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
