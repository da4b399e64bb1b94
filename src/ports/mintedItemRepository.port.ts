import type { CodeItem } from '../domain/exchange/codeItem';

/**
 * The sandbox wallet's minted items (the database), so they survive a restart. Every method rejects with
 * `DatabaseUnavailableError` when the database cannot answer.
 */
export interface MintedItemRepository {
  /** Keeps `item` as held by `ownerHandle`; resolves once it is durable. */
  add(ownerHandle: string, item: CodeItem): Promise<void>;
  /** The items `ownerHandle` holds, newest first (ties by id). */
  heldBy(ownerHandle: string): Promise<readonly CodeItem[]>;
  /** The item with this id and its holder's handle, or null. */
  find(id: string): Promise<{ readonly ownerHandle: string; readonly item: CodeItem } | null>;
}
