import { err, ok, type Result } from '../../domain/shared/result';
import type { ExchangeConfig } from '../../ports/runtimeConfig.port';

/** The environment variable of the exchange's dollar figures (docs/configuration.md). */
export interface ExchangeRateEnvironment {
  readonly BSV_USD_RATE?: string;
}

/**
 * The exchange's dollar rate from the environment: `BSV_USD_RATE`, US dollars per BSV, set by the operator; unset,
 * no dollar figure is shown anywhere (the market speaks BSV only, and no sample rate passes for a real one).
 */
export function resolveExchangeRate(env: ExchangeRateEnvironment): Result<ExchangeConfig, { variable: 'BSV_USD_RATE'; message: string }> {
  const text = env.BSV_USD_RATE?.trim();
  if (text === undefined || text === '') return ok({ usdPerBsv: null });
  const rate = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(rate) || rate <= 0) {
    return err({ variable: 'BSV_USD_RATE', message: 'must be a positive decimal number of US dollars per BSV, e.g. 52.10' });
  }
  return ok({ usdPerBsv: rate });
}
