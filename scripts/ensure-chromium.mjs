#!/usr/bin/env node
/**
 * Makes sure a Chromium for the end-to-end tests is on this machine. Playwright's own browser download cannot
 * work offline, so the tests use Debian's chromium package: installed here with apt when missing and we are root.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium is missing at ${path}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian’s chromium package with apt-get…');
const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium']);
} catch {
  console.error('apt-get could not install chromium. Install it by hand (`apt-get install -y chromium`) and retry.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
