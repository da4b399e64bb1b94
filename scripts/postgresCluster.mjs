/**
 * A throwaway PostgreSQL cluster on a loopback port, for tests and the benchmark: `initdb` into a temporary
 * folder, `pg_ctl start`, and `stop()` removes it all. As root, the server runs as the `postgres` user (initdb
 * refuses root). Needs the binaries that `scripts/ensure-postgres.mjs` installs.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb and pg_ctl (`POSTGRES_BIN`, else the newest /usr/lib/postgresql/N/bin), or null. */
export function postgresBinDir() {
  const candidates = process.env.POSTGRES_BIN
    ? [process.env.POSTGRES_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; resolves to `{url, stop}`. `stop()` is synchronous so it can run on process exit.
 * `maxConnections`: the server's `max_connections` (200 unless told; a cluster shared by a whole test run takes more).
 */
export async function startThrowawayCluster({ maxConnections = 200 } = {}) {
  const bin = postgresBinDir();
  if (bin === null) throw new Error('PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (as root) first.');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const root = mkdtempSync(join(tmpdir(), 'workbench-pg-'));
  const dataDir = join(root, 'data');
  const run = (command, args) => {
    const full = join(bin, command);
    const options = { stdio: 'pipe', cwd: root };
    return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], options) : execFileSync(full, args, options);
  };
  if (isRoot) chownSync(root, ...postgresIds());
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}`;
  run('pg_ctl', ['start', '-w', '-s', '-D', dataDir, '-l', join(root, 'server.log'), '-o', serverOptions]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['stop', '-s', '-m', 'immediate', '-D', dataDir]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return [uid, gid];
}
