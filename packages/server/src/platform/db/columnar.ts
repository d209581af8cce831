import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from './database.js';

/**
 * Many rows read as one row of columns: each selected column aggregated into a JSON array by the database
 * (`json_group_array` on SQLite, `json_agg` on PostgreSQL). A report reads up to 100,000 conversations at once, and
 * the drivers spend about 4 µs making each row an object (400 ms on SQLite); one array per column is parsed in
 * about a quarter of that. Every aggregate of one query sees the rows in the same order, so index i of each array
 * is the same row (`orderBy` sorts them all alike). A column may be an expression (`sql`…``).
 */
export function columnAgg(dialect: DialectName, column: string | RawBuilder<unknown>, orderBy?: string): RawBuilder<unknown> {
  const value = typeof column === 'string' ? sql.ref(column) : column;
  const order = orderBy ? sql` order by ${sql.ref(orderBy)}` : sql``;
  return dialect === 'postgres' ? sql`coalesce(json_agg(${value}${order}), '[]'::json)` : sql`json_group_array(${value}${order})`;
}

/** A scalar column's values. */
export type Column = Array<string | number | null>;

/** A column as the driver gave it: parsed JSON on PostgreSQL, JSON text on SQLite. */
export function columnValues(value: unknown): Column {
  return typeof value === 'string' ? (JSON.parse(value) as Column) : ((value as Column | null) ?? []);
}
