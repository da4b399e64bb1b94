import type { Container } from 'inversify';
import { HttpServerStatus } from '../adapters/http/httpServerStatus.adapter';
import { ServerStatusStore } from '../application/operations/serverStatusStore';
import { ServerStatusReader } from '../ports/serverStatusReader.port';
import { bindService } from './resolve';

/**
 * The status page's store over the ServerStatusReader port. The port's adapter is bound here, with the feature,
 * rather than in `bindPorts` with every other port: only this page reads it, and an adapter bound there is code in
 * the entry every route loads. A container that already has one (the tests' in-memory reader) keeps it.
 */
export function bindStatus(container: Container): void {
  if (!container.isBound(ServerStatusReader)) container.bind(ServerStatusReader).toConstantValue(new HttpServerStatus());
  bindService(container, ServerStatusStore, (get) => new ServerStatusStore(get(ServerStatusReader)));
}
