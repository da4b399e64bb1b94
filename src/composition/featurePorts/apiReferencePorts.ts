import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { ApiReferenceCatalog } from '../../ports/catalogs';
import { bindAdapters } from '../shellPorts';
import type { BrowserPortsContext } from './browserPortsContext';

/** The API reference page's port: the server's OpenAPI document. */
export function bindApiReferencePorts(container: Container, { code }: BrowserPortsContext): void {
  bindAdapters(
    container,
    { apiReferenceCatalog: ApiReferenceCatalog },
    { apiReferenceCatalog: lazyPort(async () => new (await code.apiReference()).HttpApiReference(), { read: 'observable' }) },
  );
}
