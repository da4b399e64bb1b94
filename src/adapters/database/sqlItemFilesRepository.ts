import { asc, eq } from 'drizzle-orm';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { ItemFilesRepository } from '../../ports/itemFilesRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { itemFiles } from './itemFilesSchema';

/** The files of items minted here in PostgreSQL or PGlite, one row per file, through drizzle. */
export class SqlItemFilesRepository implements ItemFilesRepository {
  constructor(private readonly db: Database) {}

  /** One statement: all the item's files or none; a second keep of the same item inserts nothing. */
  async keep(itemId: string, files: readonly ItemFile[]): Promise<void> {
    if (files.length === 0) return;
    const rows = files.map((file, position) => ({ itemId, position, name: file.name, content: file.content }));
    await guardDatabase(() => this.db.insert(itemFiles).values(rows).onConflictDoNothing());
  }

  async filesOf(itemId: string): Promise<readonly ItemFile[] | null> {
    // No row holds NUL (text cannot), and PostgreSQL refuses it even in a query's parameter: it names no item.
    if (holdsNulCharacter(itemId)) return null;
    const rows = await guardDatabase(() =>
      this.db.select({ name: itemFiles.name, content: itemFiles.content }).from(itemFiles).where(eq(itemFiles.itemId, itemId)).orderBy(asc(itemFiles.position)),
    );
    return rows.length === 0 ? null : rows;
  }
}
