import type { UserSessionStore } from './userSessionStore';

/** Signs the user out (spec section 4): the session is cleared here and from storage. */
export class Logout {
  constructor(private readonly store: UserSessionStore) {}

  execute(): void {
    this.store.signOut();
  }
}
