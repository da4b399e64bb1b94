/** Number formats of the hub's pages, fixed to English grouping so they read the same everywhere. */

/** `1000000000` gives `1,000,000,000`; decimals are kept as written (`1247.5` gives `1,247.5`). */
export function groupThousands(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** `15.7` gives `15.7 BSV`. */
export const bsv = (amount: number): string => `${amount} BSV`;

/** `29` gives `$29/month`. */
export const usdPerMonth = (dollars: number): string => `$${groupThousands(dollars)}/month`;

/** `2.5` gives `2.5%`. */
export const percent = (value: number): string => `${value}%`;
