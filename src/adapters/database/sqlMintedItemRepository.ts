import { desc, eq } from 'drizzle-orm';
import type { CodeItem, CodeItemFile } from '../../domain/exchange/codeItem';
import type { CodeType } from '../../domain/exchange/listing';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';
import { isRecord } from '../../domain/session/isRecord';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { MintedItemRepository } from '../../ports/mintedItemRepository.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { InsertBatch } from './insertBatch';
import { mintedItems } from './schema';

type Row = typeof mintedItems.$inferSelect;

const isCodeType = (value: string): value is CodeType => (MINT_CODE_TYPES as readonly string[]).includes(value);

const filesOf = (value: unknown): readonly CodeItemFile[] =>
  Array.isArray(value)
    ? value.flatMap((file: unknown) =>
        isRecord(file) && typeof file['name'] === 'string' && typeof file['sha256'] === 'string'
          ? [{ name: file['name'], sha256: file['sha256'] }]
          : [],
      )
    : [];

/** A stored row as an item; a row whose code type is not one we mint is left out. */
const toItem = (row: Row): CodeItem[] =>
  isCodeType(row.codeType)
    ? [
        {
          id: row.id,
          name: row.name,
          description: row.description,
          codeType: row.codeType,
          language: row.language,
          files: filesOf(row.files),
          supply: row.supply,
          price: row.price,
          revenueSharePercent: row.revenueSharePercent,
          // Only a royalty that is paid is stated, so an item without one reads as it did before royalties.
          ...(row.royaltyPercent > 0 ? { royaltyPercent: row.royaltyPercent } : {}),
          mintedAt: row.mintedAt,
          url: row.url,
        },
      ]
    : [];

/** The sandbox wallet's minted items in PostgreSQL or PGlite, through drizzle. */
export class SqlMintedItemRepository implements MintedItemRepository {
  private readonly inserts: InsertBatch<Row>;

  constructor(private readonly db: Database) {
    this.inserts = new InsertBatch<Row>(db, mintedItems);
  }

  /** Items minted at once share one statement and one commit (`InsertBatch`). */
  async add(ownerHandle: string, item: CodeItem): Promise<void> {
    await this.inserts.insert({ ...item, ownerHandle, files: item.files.map(({ name, sha256 }) => ({ name, sha256 })) });
  }

  async heldBy(ownerHandle: string): Promise<readonly CodeItem[]> {
    const rows = await guardDatabase(() =>
      this.db
        .select()
        .from(mintedItems)
        .where(eq(mintedItems.ownerHandle, ownerHandle))
        .orderBy(desc(mintedItems.mintedAt), desc(mintedItems.id)),
    );
    return rows.flatMap(toItem);
  }

  async find(id: string): Promise<{ ownerHandle: string; item: CodeItem } | null> {
    // No row holds NUL (text cannot), and PostgreSQL refuses it even in a query's parameter: it names no item.
    if (holdsNulCharacter(id)) return null;
    const rows = await guardDatabase(() => this.db.select().from(mintedItems).where(eq(mintedItems.id, id)));
    const row = rows[0];
    const item = row === undefined ? undefined : toItem(row)[0];
    return row === undefined || item === undefined ? null : { ownerHandle: row.ownerHandle, item };
  }
}
