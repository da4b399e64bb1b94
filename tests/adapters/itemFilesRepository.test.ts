import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlItemFilesRepository } from '../../src/adapters/database/sqlItemFilesRepository';
import { MemoryItemFilesRepository } from '../../src/adapters/memory/memoryItemFilesRepository.adapter';
import type { ItemFilesRepository } from '../../src/ports/itemFilesRepository.port';
import { openForSuite, pgliteDatabase } from '../support/databases';

const database = pgliteDatabase();
let connection: DatabaseConnection;
openForSuite(database, (opened) => (connection = opened));

const repositories: readonly [string, () => ItemFilesRepository][] = [
  ['in memory', () => new MemoryItemFilesRepository()],
  ['SQL (PGlite)', () => new SqlItemFilesRepository(connection.db)],
];

describe.each(repositories)('the item files repository, %s', (_name, open) => {
  it('keeps an item’s files in order, once; none is null', async () => {
    const files = open();
    const first = [
      { name: 'z.ts', content: 'z' },
      { name: 'a.md', content: '' },
    ];
    await files.keep('item-1', first);
    await files.keep('item-1', [{ name: 'other.ts', content: 'changed' }]);
    await files.keep('item-2', []);
    expect([await files.filesOf('item-1'), await files.filesOf('item-2'), await files.filesOf('item-\u0000')]).toEqual([first, null, null]);
  });
});
