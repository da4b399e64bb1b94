import type { Container } from 'inversify';
import { ServerStatusStore } from '../application/operations/serverStatusStore';
import { ServerStatusReader } from '../ports/serverStatusReader.port';
import { bindService } from './resolve';

/** The status page's store, over the ServerStatusReader port. */
export function bindStatus(container: Container): void {
  bindService(container, ServerStatusStore, (get) => new ServerStatusStore(get(ServerStatusReader)));
}
