import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { openDatabase } from '../../../src/adapters/database/openDatabase';
import { SqlMintedItemRepository } from '../../../src/adapters/database/sqlMintedItemRepository';
import type { CodeItem } from '../../../src/domain/exchange/codeItem';
import { bothDatabases, openForSuite } from '../../support/databases';

const NOW = Date.UTC(2026, 10, 23, 12);
const item = (id: string, mintedAt = NOW): CodeItem => ({
  id,
  name: `Project ${id}`,
  description: 'A parser',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'index.ts', sha256: 'a'.repeat(64) }],
  supply: 1000,
  price: 0.00012345,
  revenueSharePercent: 70,
  mintedAt,
  url: `/sandbox-wallet/items/${id}`,
});

describe.each(bothDatabases())('minted items on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('keeps items per holder, newest first, and finds one by id with its holder', async () => {
    const items = new SqlMintedItemRepository(connection.db);
    await items.add('alice', item('one', NOW));
    await items.add('alice', item('two', NOW + 1));
    await items.add('bob', item('three', NOW + 2));
    expect([await items.heldBy('alice'), await items.heldBy('bob'), await items.heldBy('carol')]).toEqual([
      [item('two', NOW + 1), item('one', NOW)],
      [item('three', NOW + 2)],
      [],
    ]);
    expect([await items.find('three'), await items.find('none')]).toEqual([{ ownerHandle: 'bob', item: item('three', NOW + 2) }, null]);
  });

  it('refuses a second item with the same id and one without a name (the schema checks)', async () => {
    const items = new SqlMintedItemRepository(connection.db);
    await items.add('alice', item('one'));
    await expect(items.add('bob', item('one'))).rejects.toThrow();
    await expect(items.add('alice', { ...item('two'), name: '' })).rejects.toThrow();
    expect(await items.heldBy('bob')).toEqual([]);
  });
});

describe('minted items on PGlite files (the embedded default)', () => {
  it('are still there after the database is closed and opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'minted-items-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await new SqlMintedItemRepository(first.db).add('alice', item('kept'));
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await new SqlMintedItemRepository(second.db).heldBy('alice')).toEqual([item('kept')]);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
