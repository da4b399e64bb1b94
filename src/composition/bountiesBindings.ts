import type { Container } from 'inversify';
import { HttpBountyBoardDesk } from '../adapters/http/httpBountyBoardDesk.adapter';
import { BountiesStore } from '../application/repositories/bountiesStore';
import { ProjectsStore } from '../application/repositories/projectsStore';
import { BountyBoardDesk } from '../ports/repositories/bountyBoardDesk.port';
import { bindService } from './resolve';

/**
 * The bounty board and the projects pages, loaded with their routes. A container that has a desk already (the
 * tests' in-memory one) keeps it.
 */
export function bindBounties(container: Container): void {
  if (!container.isBound(BountyBoardDesk)) container.bind(BountyBoardDesk).toConstantValue(new HttpBountyBoardDesk());
  bindService(container, BountiesStore, (get) => new BountiesStore(get(BountyBoardDesk)));
  bindService(container, ProjectsStore, (get) => new ProjectsStore(get(BountyBoardDesk)));
}
