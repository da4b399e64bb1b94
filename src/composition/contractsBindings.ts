import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ClaimsRepository } from '../application/contracts/claimsRepository';
import { ContractsStore } from '../application/contracts/contractsState';
import { LazyContractsStore } from '../application/contracts/lazyContractsStore';
import { Clock } from '../ports/clock.port';
import { IssueTracker } from '../ports/issueTracker.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { bindService, resolve } from './resolve';

/**
 * The contracts page's store and the claim use case, over the IssueTracker, storage and clock ports. The store's
 * derivation loads with the page (a dynamic import), so it is not in the bundle every route loads.
 */
export function bindContracts(container: Container): void {
  bindService(container, ClaimsRepository, (get) => new ClaimsRepository(get(PersistentStore)));
  container
    .bind(ContractsStore)
    .toDynamicValue((context) => {
      const [tracker, claims, clock] = [resolve(context, IssueTracker), resolve(context, ClaimsRepository), resolve(context, Clock)];
      return new LazyContractsStore(async () => {
        const { ContractsStore: DerivedContractsStore } = await import('../application/contracts/contractsStore');
        return new DerivedContractsStore(tracker, claims, clock);
      }, clock);
    })
    .inSingletonScope();
  bindService(container, ClaimContract, (get) => new ClaimContract(get(ClaimsRepository), get(ContractsStore), get(Clock)));
}
