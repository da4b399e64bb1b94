import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ClaimsRepository } from '../application/contracts/claimsRepository';
import { ContractsStore } from '../application/contracts/contractsStore';
import { Clock } from '../ports/clock.port';
import { IssueTracker } from '../ports/issueTracker.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { bindService } from './resolve';

/** The contracts page's store and the claim use case, over the IssueTracker, storage and clock ports. */
export function bindContracts(container: Container): void {
  bindService(container, ClaimsRepository, (get) => new ClaimsRepository(get(PersistentStore)));
  bindService(container, ContractsStore, (get) => new ContractsStore(get(IssueTracker), get(ClaimsRepository), get(Clock)));
  bindService(container, ClaimContract, (get) => new ClaimContract(get(ClaimsRepository), get(ContractsStore), get(Clock)));
}
