import type { ItemFile } from '../../domain/exchange/itemFiles';
import type { ItemFilesRepository } from '../../ports/itemFilesRepository.port';

/** The files of items minted here, in memory (tests). */
export class MemoryItemFilesRepository implements ItemFilesRepository {
  private readonly kept = new Map<string, readonly ItemFile[]>();

  keep(itemId: string, files: readonly ItemFile[]): Promise<void> {
    if (files.length > 0 && !this.kept.has(itemId)) this.kept.set(itemId, files.map((file) => ({ ...file })));
    return Promise.resolve();
  }

  filesOf(itemId: string): Promise<readonly ItemFile[] | null> {
    return Promise.resolve(this.kept.get(itemId) ?? null);
  }
}
