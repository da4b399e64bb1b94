/** Entry point of the HTTP server: reads the environment, opens the database, then serves the app. */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { resolveServerSettings, type ServerEnvironment } from './adapters/config/serverSettings';
import { createServerApp } from './composition/server/createServerApp';
import { resolveAssistantSettings, type AssistantEnvironment } from './adapters/config/assistantSettings';
import { EMBEDDED_SAMPLE_REPOSITORY } from './adapters/sample/sampleRepository';
import { openHub } from './composition/server/openHub';
import { SqlDevchainLedger } from './adapters/devchain/sqlDevchainLedger';
import { profileProviderFor } from './composition/server/profileProviderFor';
import { describeStartupError } from './adapters/node/startupError';
import { jsonLogger } from './adapters/node/jsonLogger';

const resolved = resolveServerSettings(process.env as ServerEnvironment);
if (!resolved.ok) {
  console.error(`Configuration error: ${resolved.error.variable} ${resolved.error.message}.`);
  process.exit(1);
}
const settings = resolved.value;
const assistant = resolveAssistantSettings(process.env as AssistantEnvironment);
if (assistant !== null && 'error' in assistant) {
  console.error(`Configuration error: ${assistant.error}.`);
  process.exit(1);
}
// One JSON line a request and for the server's own messages, on stdout (docs/operations.md, "Logs and metrics").
const logger = jsonLogger(settings.operations.logLevel);
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const profileProvider = profileProviderFor(settings);
// The data folder's lock lost while serving (removed, or taken by another server): stop before writing more.
const lockLost = (reason: string) => {
  console.error(`Stopping: ${reason}`);
  stopServer(1);
};
const opened = await openHub(settings, profileProvider, lockLost).catch((error: unknown) => {
  // Each step's error names its cause and path (the data folder's lock, the session key file, the database).
  console.error(`Start-up error: ${describeStartupError(error)}`);
  process.exit(1);
});
const app = createServerApp({ settings, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY, profileProvider, hub: opened.hub, assistant, runTimers: true, logger, devchainLedger: new SqlDevchainLedger(opened.connection.db) });

const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port: settings.port, hostname }, (info) => {
  const mode =
    settings.browser.mode === 'embedded'
      ? 'embedded default: sample repository and sandbox wallet, no network needed'
      : `live: GitHub ${settings.browser.github.repo}${settings.githubGateway ? ' through the server gateway' : ''}, HandCash ${settings.browser.handcash.appId ? 'configured' : 'not configured (login blocked)'}`;
  const database = opened.connection.engine === 'pglite' ? `PGlite in ${settings.dataDir}` : 'PostgreSQL at DATABASE_URL';
  // performance.now() counts from the process's start: the start-up time an operator compares with the 2 s goal.
  logger.info(
    { port: info.port, startedMs: Math.round(performance.now()) },
    `BSV developer workbench on http://localhost:${info.port} (${mode}; ${database}; started in ${Math.round(performance.now())} ms)`,
  );
});

server.once('error', (error) => {
  console.error(`Start-up error: could not listen on ${hostname}:${settings.port}: ${describeStartupError(error)}`);
  void opened.connection.close().finally(() => process.exit(1));
});

/** Stops serving, closes the database (PGlite flushes its files, the lock is released) and exits with `code`. */
function stopServer(code: number): void {
  server.close();
  void opened.connection.close().finally(() => process.exit(code));
}

// A clean stop closes the database; SIGKILL loses nothing acknowledged either.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopServer(0));
