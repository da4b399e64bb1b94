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
import type { KeyValueStore } from '../ports/keyValueStore.port';
import { PersistentStore, TabStore } from '../ports/keyValueStore.port';
import { ProfileGateway } from '../ports/profileGateway.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';

/** Binds the user session's store and use cases to the container's adapters (part of `bindApplication`). */
export function bindSession(container: Container): void {
  container
    .bind(UserSessionStore)
    .toDynamicValue((context) => new UserSessionStore(context.get<KeyValueStore>(PersistentStore), context.get<Clock>(Clock)))
    .inSingletonScope();
  container
    .bind(StartLogin)
    .toDynamicValue(
      (context) =>
        new StartLogin(
          context.get(UserSessionStore),
          context.get<RuntimeConfig>(RuntimeConfig),
          context.get<KeyValueStore>(TabStore),
          context.get<Clock>(Clock),
          context.get<BrowserNavigation>(BrowserNavigation),
        ),
    )
    .inSingletonScope();
  container
    .bind(CompleteCallback)
    .toDynamicValue(
      (context) =>
        new CompleteCallback(
          context.get(UserSessionStore),
          context.get<ProfileGateway>(ProfileGateway),
          context.get<KeyValueStore>(TabStore),
          context.get<Clock>(Clock),
        ),
    )
    .inSingletonScope();
  container
    .bind(Logout)
    .toDynamicValue((context) => new Logout(context.get(UserSessionStore)))
    .inSingletonScope();
  container
    .bind(SendMagicLink)
    .toDynamicValue(
      (context) => new SendMagicLink(context.get<HandCashConnect>(HandCashConnect), context.get<RuntimeConfig>(RuntimeConfig)),
    )
    .inSingletonScope();
  container
    .bind(AuthenticatedRequest)
    .toDynamicValue(
      (context) =>
        new AuthenticatedRequest(context.get(UserSessionStore), context.get<HandCashConnect>(HandCashConnect), context.get<Clock>(Clock)),
    )
    .inSingletonScope();
}
