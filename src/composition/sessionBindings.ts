import type { Container } from 'inversify';
import { Logout } from '../application/session/logout';
import { StartLogin } from '../application/session/startLogin';
import { UserSessionStore } from '../application/session/userSessionStore';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { Clock } from '../ports/clock.port';
import { TabStore } from '../ports/keyValueStore.port';
import { SessionGateway } from '../ports/sessionGateway.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { bindService } from './resolve';

/**
 * Binds the user session's store and the use cases the shell signs in and out with to the container's adapters
 * (part of `bindApplication`). Completing a wallet's callback and the magic link load with the callback's route
 * (`bindSignIn`, the `signIn` feature).
 */
export function bindSession(container: Container): void {
  bindService(container, UserSessionStore, (get) => {
    const store = new UserSessionStore(get(SessionGateway));
    // Whoever first needs the session learns who is signed in from the server.
    store.restore();
    return store;
  });
  bindService(
    container,
    StartLogin,
    (get) => new StartLogin(get(UserSessionStore), get(RuntimeConfig), get(TabStore), get(Clock), get(BrowserNavigation)),
  );
  bindService(container, Logout, (get) => new Logout(get(UserSessionStore), get(SessionGateway)));
}
