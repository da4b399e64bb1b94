import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The code files of items minted here (`0014_item_files.sql`): name and text, by position in the mint. */
export const itemFiles = pgTable(
  'item_files',
  {
    itemId: text('item_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.position] })],
);
