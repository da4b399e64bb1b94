import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../domain/contracts/contractConstants';
import { CONTRACT_TEXTS } from './contracts.texts';

/**
 * A short text of the time left until a deadline: `3d 4h left`, `5h left`, `12m left`, or
 * `Expired` once now is past it (same rule as `isClaimExpired`). Units are floored.
 */
export const remainingTime = (deadline: number, now: number): string => {
  const left = deadline - now;
  if (!(left > 0)) return CONTRACT_TEXTS.remainingTimeExpired;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const suffix = CONTRACT_TEXTS.remainingTimeSuffix;
  if (days > 0) return `${days}d ${hours}h ${suffix}`;
  if (hours > 0) return `${hours}h ${suffix}`;
  return `${Math.floor(left / MINUTE_MS)}m ${suffix}`;
};
