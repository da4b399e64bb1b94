import { parseHandleList } from '../../domain/payments/maintainers';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PaymentsConfig } from '../../ports/runtimeConfig.port';

/** The block explorer's transaction page when `EXPLORER_TX_URL` is unset. */
export const DEFAULT_EXPLORER_TX_URL = 'https://whatsonchain.com/tx/{txid}';
/** The sandbox account that may pay on the embedded default when `MAINTAINER_HANDLES` is unset. */
export const SANDBOX_MAINTAINER_HANDLE = 'sandbox_alice';

/** The environment variables of payments (docs/configuration.md). */
export interface PaymentEnvironment {
  readonly MAINTAINER_HANDLES?: string;
  readonly BSV_PER_BAPP?: string;
  readonly EXPLORER_TX_URL?: string;
}

type PaymentVariable = keyof PaymentEnvironment;

/** Payments' settings from the environment (all of them public: they go to the browser too), or the bad variable. */
export function resolvePaymentSettings(env: PaymentEnvironment, embedded: boolean): Result<PaymentsConfig, { variable: PaymentVariable; message: string }> {
  const handles = env.MAINTAINER_HANDLES?.trim();
  const maintainers = handles === undefined || handles === '' ? (embedded ? [SANDBOX_MAINTAINER_HANDLE] : []) : parseHandleList(handles);
  const rateText = env.BSV_PER_BAPP?.trim();
  const bsvPerBapp = rateText === undefined || rateText === '' ? null : Number(rateText);
  if (bsvPerBapp !== null && !(Number.isFinite(bsvPerBapp) && bsvPerBapp > 0 && /^\d+(\.\d+)?$/.test(rateText ?? ''))) {
    return err({ variable: 'BSV_PER_BAPP', message: 'must be a positive decimal number of BSV, e.g. 0.00001' });
  }
  const explorerTxUrl = env.EXPLORER_TX_URL?.trim() || DEFAULT_EXPLORER_TX_URL;
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(explorerTxUrl) || !explorerTxUrl.includes('{txid}')) {
    return err({ variable: 'EXPLORER_TX_URL', message: 'must be an http(s) URL containing {txid}' });
  }
  return ok({ maintainers, bsvPerBapp, explorerTxUrl });
}
