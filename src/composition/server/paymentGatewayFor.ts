import { HandCashSdkPaymentGateway } from '../../adapters/handcash/handCashSdkPaymentGateway';
import type { PaymentGateway, SplitPaymentGateway } from '../../ports/paymentGateway.port';
import type { PaymentLookup } from '../../ports/paymentLookup.port';
import { SandboxPaymentGateway } from '../../adapters/sandboxWallet/sandboxPaymentGateway';
import type { ServerSettings } from '../../adapters/config/serverSettings';

/** Who pays (and looks a payment up by transaction id): the sandbox wallet on the embedded default, HandCash's SDK with an app id, nobody otherwise. */
export function paymentGatewayFor(settings: ServerSettings): (PaymentGateway & SplitPaymentGateway & PaymentLookup) | null {
  if (settings.browser.handcash.sandbox) return new SandboxPaymentGateway(settings.exchangeFeeHandle === null ? [] : [settings.exchangeFeeHandle]);
  const appId = settings.browser.handcash.appId;
  if (appId === null) return null;
  return new HandCashSdkPaymentGateway({ appId, appSecret: settings.handcashSecret, connectUrl: settings.handcashConnectUrl });
}
