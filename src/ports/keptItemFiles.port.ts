import type { ItemFile } from '../domain/exchange/itemFiles';
import type { Result } from '../domain/shared/result';
import type { MarketDeskError } from './marketDesk.port';
import { token, type Token } from './token';

/** The code files the market keeps for its items, as the editor reads them to open an item before buying it. */
export interface KeptItemFiles {
  /**
   * The files kept for the item `itemId` minted here, in the mint's order. Never rejects: `files-not-kept` when there
   * are none, another code when the market could not answer.
   */
  filesOf(itemId: string): Promise<Result<readonly ItemFile[], MarketDeskError>>;
}

export const KeptItemFiles: Token<KeptItemFiles> = token<KeptItemFiles>('KeptItemFiles');
