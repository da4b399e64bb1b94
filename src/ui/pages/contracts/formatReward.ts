import type { RewardUnit } from '../../../domain/contracts/contract';

/**
 * An integer with comma thousands separators (`2500000` gives `2,500,000`), written by hand so it
 * does not depend on the runtime's locale. Non-integers are rounded; non-finite numbers and those of 1e21 or more print as-is.
 */
export const formatThousands = (value: number): string => {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = whole.toFixed(0);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? group : `${group},${grouped}`;
  }
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
};

/** `45,000 BAPP`, `500 BCODE`. */
export const formatReward = (amount: number, unit: RewardUnit): string => `${formatThousands(amount)} ${unit}`;
