import { TOKEN_TOTAL_SUPPLY } from '../../../domain/exchange/exchangeRules';
import { formatBsv, SATOSHIS_PER_BSV } from '../../../domain/payments/bsvAmount';
import { BSV_UNIT } from './exchange.texts';

/** Display precision of the exchange (spec section 9). */
const CHANGE_DECIMALS = 1;
/** Names in the ranked lists are cut to this many characters. */
const LIST_NAME_MAX_CHARS = 12;
const RATING_SCALE = 5;

const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const USD_FORMAT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_COMPACT_FORMAT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Which way a change points once rounded for display; `flat` when it shows as 0.0 %. */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** A BSV amount exactly, to the satoshi, without trailing zeros: `0.0125 BSV`, `0.00000001 BSV`. */
export const formatPrice = (bsv: number): string => `${formatBsv(Math.round(bsv * SATOSHIS_PER_BSV))} ${BSV_UNIT}`;

/**
 * A larger BSV amount (volume, market cap): from 1 BSV with grouping and at most 2 decimals (`1,234.5 BSV`); below,
 * exactly to the satoshi (`0.00012 BSV`), where two decimals would say 0.
 */
export const formatBsvAmount = (bsv: number): string => (Math.abs(bsv) >= 1 ? `${AMOUNT_FORMAT.format(bsv)} ${BSV_UNIT}` : formatPrice(bsv));

/** A BSV amount in US dollars at `usdPerBsv` (the operator's rate): `$562.50`. */
export const formatUsd = (bsv: number, usdPerBsv: number): string => USD_FORMAT.format(bsv * usdPerBsv);

/** A large BSV amount in US dollars at `usdPerBsv`, abbreviated: `$129.7M`. */
export const formatUsdCompact = (bsv: number, usdPerBsv: number): string => USD_COMPACT_FORMAT.format(bsv * usdPerBsv);

/** A whole count with grouping: `15,420`. */
export const formatCount = (count: number): string => COUNT_FORMAT.format(count);

/** A percentage with 1 decimal and no sign: `8.5%`. */
export const formatPercent = (percent: number): string => `${percent.toFixed(CHANGE_DECIMALS)}%`;

/** A rating out of 5: `4.8 / 5`. */
export const formatRating = (rating: number): string => `${rating.toFixed(1)} / ${RATING_SCALE}`;

/** The total supply next to a circulating amount: `of 1,000,000`. */
export const formatTotalSupply = (): string => `of ${formatCount(TOKEN_TOTAL_SUPPLY)}`;

/** The direction of a percent change as it is displayed (after rounding to 1 decimal). */
export function changeDirection(percent: number): ChangeDirection {
  const shown = Number(Math.abs(percent).toFixed(CHANGE_DECIMALS));
  return shown === 0 ? 'flat' : percent > 0 ? 'up' : 'down';
}

/** A percent change with 1 decimal and its sign: `+12.4%`, `-3.2%`, `0.0%`. */
export function formatChange(percent: number): string {
  const sign = { up: '+', down: '-', flat: '' }[changeDirection(percent)];
  return `${sign}${Math.abs(percent).toFixed(CHANGE_DECIMALS)}%`;
}

/** A name cut to 12 characters (whole code points) and an ellipsis when longer; shorter names are unchanged. */
export function truncateName(name: string, maxChars = LIST_NAME_MAX_CHARS): string {
  const characters = Array.from(name);
  if (characters.length <= maxChars) return name;
  return `${characters.slice(0, maxChars).join('').trimEnd()}…`;
}
