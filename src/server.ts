/** Entry point of the HTTP server: reads the environment, opens the database, then serves the app. */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { resolveServerSettings, type ServerEnvironment } from './adapters/config/serverSettings';
import { createServerApp } from './composition/server/createServerApp';
import { resolveAssistantSettings, type AssistantEnvironment } from './adapters/config/assistantSettings';
import { EMBEDDED_SAMPLE_REPOSITORY } from './adapters/server/sampleGitHub.routes';
import { openHub } from './composition/server/openHub';
import { profileProviderFor } from './composition/server/profileProviderFor';

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
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const profileProvider = profileProviderFor(settings);
const opened = await openHub(settings, profileProvider).catch((error: unknown) => {
  const where = settings.databaseUrl === null ? `PGlite in ${settings.dataDir}` : 'DATABASE_URL';
  console.error(`Database error: could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const app = createServerApp({ settings, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY, profileProvider, hub: opened.hub, assistant, runTimers: true });

const server = serve({ fetch: app.fetch, port: settings.port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  const mode =
    settings.browser.mode === 'embedded'
      ? 'embedded default: sample repository and sandbox wallet, no network needed'
      : `live: GitHub ${settings.browser.github.repo}${settings.githubGateway ? ' through the server gateway' : ''}, HandCash ${settings.browser.handcash.appId ? 'configured' : 'not configured (login blocked)'}`;
  const database = opened.connection.engine === 'pglite' ? `PGlite in ${settings.dataDir}` : 'PostgreSQL at DATABASE_URL';
  console.log(`BSV developer workbench on http://localhost:${info.port} (${mode}; ${database})`);
});

// A clean stop closes the database (PGlite flushes its files); SIGKILL loses nothing acknowledged either.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void opened.connection.close().finally(() => process.exit(0));
  });
}
