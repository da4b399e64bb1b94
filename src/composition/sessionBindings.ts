import type { Container } from 'inversify';
import { AuthenticatedRequest } from '../application/session/authenticatedRequest';
import { CompleteCallback } from '../application/session/completeCallback';
import { Logout } from '../application/session/logout';
import { SendMagicLink } from '../application/session/sendMagicLink';
import { StartLogin } from '../application/session/startLogin';
import { UserSessionStore } from '../application/session/userSessionStore';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { Clock } from '../ports/clock.port';
import { HandCashConnect } from '../ports/handCashConnect.port';
import { PersistentStore, TabStore } from '../ports/keyValueStore.port';
import { ProfileGateway } from '../ports/profileGateway.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { bindService } from './resolve';

/** Binds the user session's store and use cases to the container's adapters (part of `bindApplication`). */
export function bindSession(container: Container): void {
  bindService(container, UserSessionStore, (get) => new UserSessionStore(get(PersistentStore), get(Clock)));
  bindService(
    container,
    StartLogin,
    (get) => new StartLogin(get(UserSessionStore), get(RuntimeConfig), get(TabStore), get(Clock), get(BrowserNavigation)),
  );
  bindService(
    container,
    CompleteCallback,
    (get) => new CompleteCallback(get(UserSessionStore), get(ProfileGateway), get(TabStore), get(Clock)),
  );
  bindService(container, Logout, (get) => new Logout(get(UserSessionStore)));
  bindService(container, SendMagicLink, (get) => new SendMagicLink(get(HandCashConnect), get(RuntimeConfig)));
  bindService(container, AuthenticatedRequest, (get) => new AuthenticatedRequest(get(UserSessionStore), get(HandCashConnect), get(Clock)));
}
