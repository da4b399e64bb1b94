/** What is known of a transaction's fee: it needs the satoshis of every output its inputs spend. */
export type FeeFigure =
  | { readonly kind: 'unknown'; readonly missingInputs: readonly number[] }
  | { readonly kind: 'known'; readonly feeSatoshis: number; readonly satoshisPerByte: number }
  /** The outputs hold more than the spent outputs: some spent output was given wrongly. */
  | { readonly kind: 'overspent'; readonly bySatoshis: number };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The fee (spent outputs' satoshis minus the outputs') and its rate per byte of the transaction's `sizeBytes`.
 * `spentSatoshis[i]` is the value of the output input `i` spends, `null` while it is not known; the figure is
 * `unknown` (listing those inputs) until every one is.
 */
export function feeFigure(spentSatoshis: readonly (number | null)[], outputSatoshis: readonly number[], sizeBytes: number): FeeFigure {
  const missingInputs = spentSatoshis.flatMap((value, index) => (value === null ? [index] : []));
  if (missingInputs.length > 0) return { kind: 'unknown', missingInputs };
  const feeSatoshis = sum(spentSatoshis as readonly number[]) - sum(outputSatoshis);
  if (feeSatoshis < 0) return { kind: 'overspent', bySatoshis: -feeSatoshis };
  return { kind: 'known', feeSatoshis, satoshisPerByte: sizeBytes > 0 ? feeSatoshis / sizeBytes : 0 };
}
