import { RUNTIME_CONFIG_PATH } from '../server/serverConstants';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { parseRuntimeConfig } from './parseRuntimeConfig';
import type { Result } from '../../domain/shared/result';

/** Fetches the runtime configuration from the server and validates it; never rejects. */
export async function loadRuntimeConfig(): Promise<Result<RuntimeConfig, { readonly detail: string }>> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, error: { detail: `The server answered ${response.status}.` } };
    const parsed = parseRuntimeConfig(await response.json());
    return parsed.ok ? parsed : { ok: false, error: { detail: `The field "${parsed.error.field}" is malformed.` } };
  } catch {
    return { ok: false, error: { detail: 'The configuration could not be read.' } };
  }
}
