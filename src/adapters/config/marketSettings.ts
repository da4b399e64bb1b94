import { err, ok, type Result } from '../../domain/shared/result';

/** Who receives the platform fee of sales on the embedded default (the sandbox wallet knows this handle). */
export const SANDBOX_FEE_HANDLE = 'sandbox_platform';

/** The environment variables of the market (README, "Configuration"). */
export interface MarketEnvironment {
  /** The HandCash handle the 2.5 % platform fee of each sale is paid to. Live mode without it: no purchases. */
  readonly EXCHANGE_FEE_HANDLE?: string;
}

const HANDLE = /^[A-Za-z0-9_.-]{1,50}$/;

/** The fee receiver's handle (without `$`), the sandbox's on the embedded default, or null; or the bad variable. */
export function resolveFeeHandle(env: MarketEnvironment, embedded: boolean): Result<string | null, { variable: 'EXCHANGE_FEE_HANDLE'; message: string }> {
  const text = env.EXCHANGE_FEE_HANDLE?.trim().replace(/^\$/, '');
  if (text === undefined || text === '') return ok(embedded ? SANDBOX_FEE_HANDLE : null);
  return HANDLE.test(text) ? ok(text) : err({ variable: 'EXCHANGE_FEE_HANDLE', message: 'must be a HandCash handle (letters, digits, _ . -)' });
}
