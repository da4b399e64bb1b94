import type { CodeItemWallet } from '../../ports/codeItemWallet.port';
import { HandCashSdkCodeItems } from '../../adapters/handcash/handCashSdkCodeItems';
import type { MintedItemRepository } from '../../ports/mintedItemRepository.port';
import { SandboxCodeItems } from '../../adapters/sandboxWallet/sandboxCodeItems';
import type { ServerSettings } from '../../adapters/config/serverSettings';

/**
 * Whose items the portfolio shows and who mints: the sandbox wallet (items in the database) on the embedded
 * default, HandCash through its SDK when an app id is configured (minting only with `HANDCASH_MINTER_*`), nobody
 * otherwise (the portfolio endpoints are then absent: 404).
 */
export function codeItemWalletFor(settings: ServerSettings, sandboxItems: MintedItemRepository | null): CodeItemWallet | null {
  if (settings.browser.handcash.sandbox) return sandboxItems === null ? null : new SandboxCodeItems(sandboxItems);
  const appId = settings.browser.handcash.appId;
  if (appId === null) return null;
  return new HandCashSdkCodeItems({ appId, appSecret: settings.handcashSecret, baseUrl: settings.handcashConnectUrl, minter: settings.handcashMinter });
}
