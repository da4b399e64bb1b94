import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column of a batch insert: its SQL type, and its value for one item (jsonb: any JSON value). */
export interface UnnestColumn<Item> {
  readonly column: PgColumn;
  readonly type: 'integer' | 'bigint' | 'text' | 'jsonb';
  readonly value: (item: Item) => unknown;
}

/**
 * `INSERT INTO table (columns) SELECT … FROM unnest(…)` for any number of items: one parameter per column, holding
 * the batch's values as an array, so the statement's text and its cost to build and parse do not grow with the
 * batch (drizzle building a multi-row VALUES list, and PostgreSQL parsing one parameter per value, cost more than
 * the insert itself). jsonb values go as text and are cast per row. The caller adds `ON CONFLICT`, `RETURNING`.
 */
export function unnestInsert<Item>(table: PgTable, columns: readonly UnnestColumn<Item>[], items: readonly Item[]): SQL {
  const alias = (index: number) => sql.identifier(`c${index}`);
  const arrays = columns.map(({ type, value }) =>
    type === 'jsonb'
      ? sql`${sql.param(items.map((item) => JSON.stringify(value(item))))}::text[]`
      : sql`${sql.param(items.map((item) => value(item)))}::${sql.raw(type)}[]`,
  );
  const selected = columns.map(({ type }, index) => (type === 'jsonb' ? sql`${alias(index)}::jsonb` : alias(index)));
  return sql`INSERT INTO ${table} (${sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  )}) SELECT ${sql.join(selected, sql`, `)} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.join(
    columns.map((_, index) => alias(index)),
    sql`, `,
  )})`;
}
