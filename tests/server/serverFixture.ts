import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp, type ServerDependencies } from '../../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { resolveServerSettings, type ServerEnvironment } from '../../src/adapters/config/serverSettings';

/** An empty build folder: the SPA fallback answers 503 "not built". */
const EMPTY_DIST = mkdtempSync(join(tmpdir(), 'workbench-dist-'));

/** A server app for an environment over an empty build folder. */
export function serverFor(env: ServerEnvironment, extra: Partial<ServerDependencies> = {}) {
  const settings = resolveServerSettings(env);
  if (!settings.ok) throw new Error(`bad test environment: ${settings.error.variable}`);
  return createServerApp({
    settings: settings.value,
    distDir: EMPTY_DIST,
    sample: EMBEDDED_SAMPLE_REPOSITORY,
    ...extra,
  });
}

/** POSTs `body` (JSON-encoded unless a string) to the profile endpoint. */
export const postProfile = (app: ReturnType<typeof serverFor>, body: unknown) =>
  app.request('/api/handcash-profile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
