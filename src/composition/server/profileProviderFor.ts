import type { ServerSettings } from '../../adapters/config/serverSettings';
import { HandCashSdkProfileProvider } from '../../adapters/handcash/handCashSdkProfileProvider';
import type { ProfileProvider } from '../../ports/profileProvider.port';
import { SandboxProfileProvider } from '../../adapters/sandboxWallet/sandboxProfileProvider';

/**
 * Who answers the profile endpoint: the sandbox wallet on the embedded default, HandCash through its SDK
 * when an app id is configured, nobody otherwise (login is blocked in the browser then).
 */
export function profileProviderFor(settings: ServerSettings): ProfileProvider | null {
  if (settings.browser.handcash.sandbox) return new SandboxProfileProvider();
  const appId = settings.browser.handcash.appId;
  if (appId === null) return null;
  return new HandCashSdkProfileProvider({ appId, appSecret: settings.handcashSecret, connectUrl: settings.handcashConnectUrl });
}
