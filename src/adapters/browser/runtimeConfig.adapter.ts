import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PATH } from '../config/serverConstants';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { parseRuntimeConfig } from './parseRuntimeConfig';
import type { Result } from '../../domain/shared/result';

type ConfigResult = Result<RuntimeConfig, { readonly detail: string }>;

const validated = (json: unknown): ConfigResult => {
  const parsed = parseRuntimeConfig(json);
  return parsed.ok ? parsed : { ok: false, error: { detail: `The field "${parsed.error.field}" is malformed.` } };
};

/**
 * The runtime configuration, validated; never rejects. Read from the page when the server inlined it (no request
 * before the app can start), otherwise (the Vite dev server's page) fetched from the server.
 */
export async function loadRuntimeConfig(): Promise<ConfigResult> {
  try {
    const embedded = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
    if (embedded) return validated(JSON.parse(embedded));
    const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, error: { detail: `The server answered ${response.status}.` } };
    return validated(await response.json());
  } catch {
    return { ok: false, error: { detail: 'The configuration could not be read.' } };
  }
}
