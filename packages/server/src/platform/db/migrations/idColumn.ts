import type { ColumnDefinitionBuilder } from 'kysely';
import type { DialectName } from '../database.js';

/** An auto-increment primary key: SQLite's 64-bit INTEGER PRIMARY KEY, PostgreSQL's bigserial. */
export function autoIncrementId(dialect: DialectName) {
  return {
    type: dialect === 'postgres' ? ('bigserial' as const) : ('integer' as const),
    build: (b: ColumnDefinitionBuilder) => (dialect === 'postgres' ? b.primaryKey() : b.primaryKey().autoIncrement()),
  };
}
