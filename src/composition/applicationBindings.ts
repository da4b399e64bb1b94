import type { Container } from 'inversify';
import { OpenIssueCountStore } from '../application/shell/openIssueCountStore';
import { SidebarStore } from '../application/shell/sidebarStore';
import { PersistentStore } from '../ports/keyValueStore.port';
import { RepositoryStats } from '../ports/repositoryStats.port';
import { bindContracts } from './contractsBindings';
import { bindEditor } from './editorBindings';
import { bindHub } from './hubBindings';
import { bindExchange } from './exchangeBindings';
import { bindPayments } from './paymentsBindings';
import { bindService } from './resolve';
import { bindSession } from './sessionBindings';

/**
 * Binds the application's stores and use cases to whatever adapters the container already holds for the ports.
 * Shared by the browser's composition root and the tests' in-memory container, so both wire the same graph.
 */
export function bindApplication(container: Container): void {
  bindService(container, SidebarStore, (get) => new SidebarStore(get(PersistentStore)));
  bindService(container, OpenIssueCountStore, (get) => new OpenIssueCountStore(get(RepositoryStats)));
  bindSession(container);
  bindEditor(container);
  bindContracts(container);
  bindHub(container);
  bindExchange(container);
  bindPayments(container);
}
