import type { ServerSettings } from './serverSettings';
import { HandCashSdkProfileProvider } from './handCashSdkProfileProvider';
import type { ProfileProvider } from './profileProvider';
import { SandboxProfileProvider } from './sandboxProfileProvider';

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
