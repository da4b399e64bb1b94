import type { Container } from 'inversify';
import { HttpApiTokenDesk } from '../adapters/http/httpApiTokenDesk.adapter';
import { ApiTokensStore } from '../application/apiTokens/apiTokensStore';
import { ApiTokenDesk } from '../ports/apiTokenDesk.port';
import { bindService } from './resolve';

/**
 * The settings page's personal API tokens, loaded with its route. The adapter is bound here rather than in
 * `bindPorts`, so its code stays out of the entry; a container that has one (the tests' in-memory desk) keeps it.
 */
export function bindApiTokens(container: Container): void {
  if (!container.isBound(ApiTokenDesk)) container.bind(ApiTokenDesk).toConstantValue(new HttpApiTokenDesk());
  bindService(container, ApiTokensStore, (get) => new ApiTokensStore(get(ApiTokenDesk)));
}
