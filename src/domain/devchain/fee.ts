/**
 * The devchain's fee rule (issue 37): a transaction pays at least the configured rate, in satoshis a kilobyte
 * (1,000 bytes) of its serialized size, rounded up; what its inputs hold beyond its outputs is its fee.
 */

/** The default rate, as ARC's and the SDK's defaults: 1 satoshi a kilobyte. */
export const DEVCHAIN_DEFAULT_FEE_SATS_PER_KB = 1;

/** The least fee a transaction of `sizeBytes` pays at `satsPerKilobyte`. */
export const requiredFee = (sizeBytes: number, satsPerKilobyte: number): number => Math.ceil((sizeBytes * satsPerKilobyte) / 1000);

/** Why a transaction's amounts are refused. */
export type FeeRefusal =
  | { readonly code: 'outputs-exceed-inputs'; readonly inputs: number; readonly outputs: number }
  | { readonly code: 'fee-too-low'; readonly paid: number; readonly required: number };

/** The fee paid, or why the amounts are refused (more out than in, or less fee than the rate asks). */
export function checkFee(inputs: number, outputs: number, sizeBytes: number, satsPerKilobyte: number): { readonly fee: number } | FeeRefusal {
  if (outputs > inputs) return { code: 'outputs-exceed-inputs', inputs, outputs };
  const paid = inputs - outputs;
  const required = requiredFee(sizeBytes, satsPerKilobyte);
  return paid < required ? { code: 'fee-too-low', paid, required } : { fee: paid };
}
