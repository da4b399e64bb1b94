import { err, ok, type Result } from '../shared/result';

/** One BSV is 100,000,000 satoshis; amounts are kept in whole satoshis so sums never round. */
export const SATOSHIS_PER_BSV = 100_000_000;
/** No payment is larger than every BSV there will ever be (21 million). */
export const MAX_PAYMENT_SATOSHIS = 21_000_000 * SATOSHIS_PER_BSV;

const BSV_TEXT = /^(\d{1,8})(?:\.(\d{1,8}))?$/;

/** An amount typed in BSV (`0.5`, `12.00000001`) as whole satoshis; more than 8 decimals, zero or signs are refused. */
export function parseBsvAmount(text: string): Result<number, 'invalid-amount'> {
  const match = BSV_TEXT.exec(text.trim());
  if (match === null) return err('invalid-amount');
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(8, '0'));
  const satoshis = whole * SATOSHIS_PER_BSV + fraction;
  return satoshis > 0 && satoshis <= MAX_PAYMENT_SATOSHIS ? ok(satoshis) : err('invalid-amount');
}

/** Satoshis as BSV without trailing zeros: 150000000 → `1.5`, 1 → `0.00000001`. */
export function formatBsv(satoshis: number): string {
  const whole = Math.trunc(satoshis / SATOSHIS_PER_BSV);
  const fraction = String(satoshis % SATOSHIS_PER_BSV).padStart(8, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
