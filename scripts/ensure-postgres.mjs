#!/usr/bin/env node
/**
 * Makes sure PostgreSQL's server binaries are on this machine for the repository tests and the benchmark:
 * Debian's `postgresql` package, installed with apt when missing and we are root (as CI starts bare).
 * `POSTGRES_BIN` overrides where the binaries are looked for.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBinDir } from './postgresCluster.mjs';

if (postgresBinDir() !== null) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'PostgreSQL is missing (no initdb in /usr/lib/postgresql/*/bin). Install it with `sudo apt-get install -y postgresql` ' +
      '(or set POSTGRES_BIN to a folder holding initdb and pg_ctl), then run the tests again.',
  );
  process.exit(1);
}
console.log('PostgreSQL is missing: installing Debian’s postgresql package with apt-get…');
const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
} catch {
  console.error('apt-get could not install postgresql. Install it by hand (`apt-get install -y postgresql`) and retry.');
  process.exit(1);
}
if (postgresBinDir() === null || !existsSync('/usr/lib/postgresql')) {
  console.error('apt-get finished but initdb is still missing under /usr/lib/postgresql/*/bin.');
  process.exit(1);
}
