import { err, ok, type Result } from '../shared/result';
import { PRICE_MAX_DECIMALS } from './mintRules';

/** Plain decimal notation only: digits with an optional fraction (no sign, no exponent). */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** The initial supply as typed: a positive whole number (up to 2^53 - 1). */
export function validateSupply(
  text: string,
): Result<number, 'supply-required' | 'supply-not-whole-number' | 'supply-not-positive'> {
  const trimmed = text.trim();
  if (trimmed === '') return err('supply-required');
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) return err('supply-not-whole-number');
  return value > 0 ? ok(value) : err('supply-not-positive');
}

/** The token price as typed, in BSV: above 0, in plain decimal notation, at most 8 decimals (trailing zeros aside). */
export function validatePrice(
  text: string,
): Result<number, 'price-required' | 'price-not-number' | 'price-not-positive' | 'price-too-many-decimals'> {
  const trimmed = text.trim();
  if (trimmed === '') return err('price-required');
  const match = DECIMAL.exec(trimmed);
  if (match === null || trimmed === '.') return err(trimmed.startsWith('-') ? 'price-not-positive' : 'price-not-number');
  const value = Number(trimmed);
  // So many digits that no number holds them (Infinity): not a price.
  if (!Number.isFinite(value)) return err('price-not-number');
  if (!(value > 0)) return err('price-not-positive');
  const decimals = (match[2] ?? '').replace(/0+$/, '').length;
  return decimals <= PRICE_MAX_DECIMALS ? ok(value) : err('price-too-many-decimals');
}
