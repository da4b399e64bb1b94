import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ContractsStore } from '../application/contracts/contractsState';
import { ServerContractsStore } from '../application/contracts/serverContractsStore';
import { ReleaseClaim } from '../application/contracts/releaseClaim';
import { UserSessionStore } from '../application/session/userSessionStore';
import { ClaimBoard } from '../ports/claimBoard.port';
import { Clock } from '../ports/clock.port';
import { ContractFeed } from '../ports/contractFeed.port';
import { bindService } from './resolve';

/**
 * The contracts page's store and the claim use cases, over the ContractFeed (the server's contracts), ClaimBoard and
 * Clock ports; loaded with the page (its route's feature), so none of it is in the bundle every route loads.
 */
export function bindContracts(container: Container): void {
  bindService(container, ContractsStore, (get) => new ServerContractsStore(get(ContractFeed), get(Clock)));
  bindService(
    container,
    ClaimContract,
    (get) => new ClaimContract(get(ClaimBoard), get(ContractsStore), get(UserSessionStore), get(Clock)),
  );
  bindService(container, ReleaseClaim, (get) => new ReleaseClaim(get(ClaimBoard), get(ContractsStore), get(UserSessionStore)));
}
