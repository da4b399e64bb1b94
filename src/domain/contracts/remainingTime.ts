import { DAY_MS, HOUR_MS, MINUTE_MS, REMAINING_TIME_EXPIRED_TEXT, REMAINING_TIME_SUFFIX } from './contractConstants';

/**
 * A short text of the time left until a deadline: `3d 4h left`, `5h left`, `12m left`, or
 * `Expired` from the deadline on (same rule as `isClaimExpired`). Units are floored.
 */
export const remainingTime = (deadline: number, now: number): string => {
  const left = deadline - now;
  if (!(left > 0)) return REMAINING_TIME_EXPIRED_TEXT;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  if (days > 0) return `${days}d ${hours}h ${REMAINING_TIME_SUFFIX}`;
  if (hours > 0) return `${hours}h ${REMAINING_TIME_SUFFIX}`;
  return `${Math.floor(left / MINUTE_MS)}m ${REMAINING_TIME_SUFFIX}`;
};
