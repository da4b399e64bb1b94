import { HOUR_MS } from '../../domain/exchange/market/marketRules';
import { err, ok, type Result } from '../../domain/shared/result';

/** Who receives the platform fee of sales on the embedded default (the sandbox wallet knows this handle). */
export const SANDBOX_FEE_HANDLE = 'sandbox_platform';

/** The environment variables of the market (docs/configuration.md). */
export interface MarketEnvironment {
  /** The HandCash handle the 2.5 % platform fee of each sale is paid to. Live mode without it: no purchases. */
  readonly EXCHANGE_FEE_HANDLE?: string;
  /** How many seconds an offer's hour lasts (an offer open for 24 hours stays open 24 of them): shorten it to try expiry. */
  readonly OFFER_HOUR_SECONDS?: string;
}

const HANDLE = /^[A-Za-z0-9_.-]{1,50}$/;

/** The fee receiver's handle (without `$`), the sandbox's on the embedded default, or null; or the bad variable. */
export function resolveFeeHandle(env: MarketEnvironment, embedded: boolean): Result<string | null, { variable: 'EXCHANGE_FEE_HANDLE'; message: string }> {
  const text = env.EXCHANGE_FEE_HANDLE?.trim().replace(/^\$/, '');
  if (text === undefined || text === '') return ok(embedded ? SANDBOX_FEE_HANDLE : null);
  return HANDLE.test(text) ? ok(text) : err({ variable: 'EXCHANGE_FEE_HANDLE', message: 'must be a HandCash handle (letters, digits, _ . -)' });
}

/** How long an offer's hour lasts in milliseconds (`OFFER_HOUR_SECONDS`, whole seconds from 1 to 3600), or the error. */
export function resolveOfferHourMs(env: MarketEnvironment): Result<number, { variable: 'OFFER_HOUR_SECONDS'; message: string }> {
  const text = env.OFFER_HOUR_SECONDS?.trim() ?? '';
  if (text === '') return ok(HOUR_MS);
  const seconds = Number(text);
  return /^\d+$/.test(text) && seconds >= 1 && seconds <= 3600 ? ok(seconds * 1000) : err({ variable: 'OFFER_HOUR_SECONDS', message: 'must be a whole number of seconds from 1 to 3600' });
}
