import { err, ok, type Result } from '../../shared/result';
import type { HolderBalance, TokenTransfer } from './marketRecords';

/** Why a transfer cannot be written: not a positive whole quantity, or the sender holds fewer tokens. */
export type TransferRefusal = 'invalid-quantity' | 'insufficient-holdings';

/** One item's holdings: holder → tokens; a holder with none is absent. */
export type Holdings = ReadonlyMap<string, number>;

export const isWholeQuantity = (quantity: number): boolean => Number.isSafeInteger(quantity) && quantity > 0;

/**
 * The holdings after one more transfer of the same item. A mint (`from` null) creates tokens; any other transfer
 * moves them and is refused when the sender holds fewer than it moves, so no holding is ever negative.
 */
export function applyTransfer(holdings: Holdings, transfer: TokenTransfer): Result<Holdings, TransferRefusal> {
  if (!isWholeQuantity(transfer.quantity)) return err('invalid-quantity');
  const next = new Map(holdings);
  if (transfer.from !== null) {
    const held = holdings.get(transfer.from) ?? 0;
    if (held < transfer.quantity) return err('insufficient-holdings');
    if (held === transfer.quantity) next.delete(transfer.from);
    else next.set(transfer.from, held - transfer.quantity);
  }
  next.set(transfer.to, (next.get(transfer.to) ?? 0) + transfer.quantity);
  return ok(next);
}

/** Holdings are sums of the ledger: each item's holdings from its transfers, in order (a refused row is a bug). */
export function holdingsOf(transfers: readonly TokenTransfer[]): ReadonlyMap<string, Holdings> {
  const byItem = new Map<string, Holdings>();
  for (const transfer of transfers) {
    const next = applyTransfer(byItem.get(transfer.itemId) ?? new Map(), transfer);
    if (!next.ok) throw new Error(`the ledger holds a transfer that cannot be applied: ${next.error}`);
    byItem.set(transfer.itemId, next.value);
  }
  return byItem;
}

/** The holders of an item, most tokens first (ties by handle). */
export const holdersList = (holdings: Holdings): readonly HolderBalance[] =>
  [...holdings]
    .map(([holder, tokens]) => ({ holder, tokens }))
    .sort((a, b) => b.tokens - a.tokens || (a.holder < b.holder ? -1 : a.holder > b.holder ? 1 : 0));

/** Tokens in all holdings of an item: always its supply. */
export const totalHeld = (holdings: Holdings): number => [...holdings.values()].reduce((sum, tokens) => sum + tokens, 0);
