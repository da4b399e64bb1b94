import type { Container } from 'inversify';
import { ClaimContract } from '../application/contracts/claimContract';
import { ContractsStore } from '../application/contracts/contractsStore';
import { ReleaseClaim } from '../application/contracts/releaseClaim';
import { UserSessionStore } from '../application/session/userSessionStore';
import { ClaimBoard } from '../ports/claimBoard.port';
import { Clock } from '../ports/clock.port';
import { IssueTracker } from '../ports/issueTracker.port';
import { bindService } from './resolve';

/** The contracts page's store and the claim use cases, over the IssueTracker, ClaimBoard and Clock ports. */
export function bindContracts(container: Container): void {
  bindService(container, ContractsStore, (get) => new ContractsStore(get(IssueTracker), get(ClaimBoard), get(Clock)));
  bindService(
    container,
    ClaimContract,
    (get) => new ClaimContract(get(ClaimBoard), get(ContractsStore), get(UserSessionStore), get(Clock)),
  );
  bindService(container, ReleaseClaim, (get) => new ReleaseClaim(get(ClaimBoard), get(ContractsStore), get(UserSessionStore)));
}
