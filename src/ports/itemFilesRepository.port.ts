import type { ItemFile } from '../domain/exchange/itemFiles';

/**
 * The code files of items minted here (server side), kept with each mint so View Source and Download give them.
 * Every method rejects with `DatabaseUnavailableError` when the database cannot answer.
 */
export interface ItemFilesRepository {
  /** Keeps an item's files in the mint's order; resolves once they are durable. An item's files are kept once: a second call changes nothing. */
  keep(itemId: string, files: readonly ItemFile[]): Promise<void>;
  /** The item's files in the mint's order, or null when none are kept here (an unknown item, or one minted elsewhere or before files were kept). */
  filesOf(itemId: string): Promise<readonly ItemFile[] | null>;
}
