import type { HolderBalance } from './marketRecords';
import type { PaymentReceiver } from './purchaseRules';

/**
 * One holder's share of a distribution: `amount × tokens / supply`, rounded down to a whole satoshi. So the shares
 * never add up to more than the amount, and miss it by less than one satoshi per holder; what rounding leaves is
 * not paid (it stays with the distributor).
 */
export function dividendShares(amountSatoshis: number, holders: readonly HolderBalance[]): readonly PaymentReceiver[] {
  const supply = holders.reduce((sum, holder) => sum + holder.tokens, 0);
  if (supply <= 0 || amountSatoshis <= 0) return [];
  const amount = BigInt(amountSatoshis);
  const total = BigInt(supply);
  return holders.flatMap((holder) => {
    const satoshis = Number((amount * BigInt(holder.tokens)) / total);
    return satoshis > 0 ? [{ handle: holder.holder, satoshis }] : [];
  });
}

/** The shares a distributor pays: everyone's but their own (their share stays with them). */
export const payableShares = (shares: readonly PaymentReceiver[], distributor: string): readonly PaymentReceiver[] =>
  shares.filter((share) => share.handle.toLowerCase() !== distributor.toLowerCase());

/** Receivers in payments of at most `size` each, in order. */
export function paymentBatches<T>(receivers: readonly T[], size: number): readonly (readonly T[])[] {
  if (!Number.isInteger(size) || size < 1) throw new Error('a batch holds at least one receiver');
  const batches: T[][] = [];
  for (let start = 0; start < receivers.length; start += size) batches.push(receivers.slice(start, start + size));
  return batches;
}
