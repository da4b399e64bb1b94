import type { Container } from 'inversify';
import { CompleteCallback } from '../application/session/completeCallback';
import { SendMagicLink } from '../application/session/sendMagicLink';
import { UserSessionStore } from '../application/session/userSessionStore';
import { HandCashConnect } from '../ports/handCashConnect.port';
import { TabStore } from '../ports/keyValueStore.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { SessionGateway } from '../ports/sessionGateway.port';
import { bindService } from './resolve';

/**
 * The sign-in use cases only the wallet's callback route needs (the `signIn` feature): completing the callback and
 * the magic link. The session's store, sign-in start and sign-out are bound with the app (`bindSession`).
 */
export function bindSignIn(container: Container): void {
  bindService(container, CompleteCallback, (get) => new CompleteCallback(get(UserSessionStore), get(SessionGateway), get(TabStore)));
  bindService(container, SendMagicLink, (get) => new SendMagicLink(get(HandCashConnect), get(RuntimeConfig)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindSignInPorts } from './featurePorts/signInPorts';
