import type { SessionGateway } from '../../ports/sessionGateway.port';
import type { UserSessionStore } from './userSessionStore';

/** Signs the user out (spec section 4): the page forgets the session at once and the server deletes it. */
export class Logout {
  constructor(
    private readonly store: UserSessionStore,
    private readonly gateway: SessionGateway,
  ) {}

  execute(): void {
    this.store.signOut();
    // One request that completes by itself; nothing to own beyond it.
    this.gateway.signOut().subscribe();
  }
}
