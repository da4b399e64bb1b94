import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ContractsStore } from '../application/contracts/contractsState';
import { LazyContractsStore } from '../application/contracts/lazyContractsStore';
import { ReleaseClaim } from '../application/contracts/releaseClaim';
import { UserSessionStore } from '../application/session/userSessionStore';
import { ClaimBoard } from '../ports/claimBoard.port';
import { Clock } from '../ports/clock.port';
import { ContractFeed } from '../ports/contractFeed.port';
import { bindService, resolve } from './resolve';

/**
 * The contracts page's store and the claim use cases, over the ContractFeed (the server's contracts), ClaimBoard and
 * Clock ports. The store's code loads with the page (a dynamic import), so it is not in the bundle every route loads.
 */
export function bindContracts(container: Container): void {
  container
    .bind(ContractsStore)
    .toDynamicValue((context) => {
      const [feed, clock] = [resolve(context, ContractFeed), resolve(context, Clock)];
      return new LazyContractsStore(async () => {
        const { ServerContractsStore } = await import('../application/contracts/serverContractsStore');
        return new ServerContractsStore(feed, clock);
      }, clock);
    })
    .inSingletonScope();
  bindService(
    container,
    ClaimContract,
    (get) => new ClaimContract(get(ClaimBoard), get(ContractsStore), get(UserSessionStore), get(Clock)),
  );
  bindService(container, ReleaseClaim, (get) => new ReleaseClaim(get(ClaimBoard), get(ContractsStore), get(UserSessionStore)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindContractsPorts } from './featurePorts/contractsPorts';
