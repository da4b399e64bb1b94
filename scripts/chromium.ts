/**
 * The Chromium every browser run of this project uses (end-to-end tests, page measurements, the
 * benchmark): Debian's package, headless in a root sandbox, with nothing that calls Google's hosts.
 * The resolver rule makes any host but localhost unresolvable, so no request can leave the machine.
 * `scripts/ensure-chromium.mjs` installs it when missing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
