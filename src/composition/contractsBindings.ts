import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ClaimsRepository } from '../application/contracts/claimsRepository';
import { ContractsStore } from '../application/contracts/contractsStore';
import { Clock } from '../ports/clock.port';
import { IssueTracker } from '../ports/issueTracker.port';
import { PersistentStore, type KeyValueStore } from '../ports/keyValueStore.port';

/** The contracts page's store and the claim use case, over the IssueTracker, storage and clock ports. */
export function bindContracts(container: Container): void {
  container
    .bind(ClaimsRepository)
    .toDynamicValue((context) => new ClaimsRepository(context.get<KeyValueStore>(PersistentStore)))
    .inSingletonScope();
  container
    .bind(ContractsStore)
    .toDynamicValue((context) => new ContractsStore(context.get(IssueTracker), context.get(ClaimsRepository), context.get(Clock)))
    .inSingletonScope();
  container
    .bind(ClaimContract)
    .toDynamicValue((context) => new ClaimContract(context.get(ClaimsRepository), context.get(ContractsStore), context.get(Clock)))
    .inSingletonScope();
}
