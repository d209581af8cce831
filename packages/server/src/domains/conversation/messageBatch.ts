import { CompiledQuery, type Kysely } from 'kysely';
import { registerPrepared } from '../../platform/db/preparedStatements.js';
import type { Database } from '../../platform/db/schema.js';

/**
 * Many guarded message rows in one statement on PostgreSQL (the `many` of the message insert's `Batchable`, shared by
 * the visitors' messages of one I/O phase: platform/db/statementBatch.ts). One array per column, unnested with each
 * row's place, so the text is the same for any number of rows and runs as one named prepared statement. Ids are drawn
 * from the table's sequence first, so each row's id is known by its place; each row keeps its own guard (the session
 * still has the status read) and a row whose session moved on is not written.
 */
export interface GuardedRow {
  /** The message's column values, in `columns` order. */
  values: readonly unknown[];
  sessionId: number;
  expectStatus: number;
}

export function guardedRowsStatement(columns: ReadonlyArray<readonly [string, string]>) {
  const names = columns.map(([c]) => `"${c}"`).join(', ');
  const arrays = [...columns.map(([, type]) => type), 'bigint', 'integer'].map((type, i) => `cast($${i + 1} as ${type}[])`);
  const text =
    `with v as (select v.*, nextval(pg_get_serial_sequence('messages', 'id')) as new_id ` +
    `from unnest(${arrays.join(', ')}) with ordinality as v(${names}, sid, st, ord)), ` +
    `ins as (insert into "messages" ("id", ${names}, "recall_flag") select new_id, ${names}, 0 from v ` +
    `where exists (select 1 from "sessions" s where s."id" = v.sid and s."status" = v.st) returning "id") ` +
    `select v.ord, v.new_id from v join ins on ins."id" = v.new_id`;
  registerPrepared(text);
  /** The new ids in the rows' order; undefined where the session had moved on (nothing written). */
  return async (q: Kysely<Database>, rows: readonly GuardedRow[]): Promise<Array<number | undefined>> => {
    const params = [...columns.map((_, i) => rows.map((r) => r.values[i])), rows.map((r) => r.sessionId), rows.map((r) => r.expectStatus)];
    const { rows: written } = await q.executeQuery<{ ord: number; new_id: number }>(CompiledQuery.raw(text, params));
    const ids = new Map(written.map((r) => [Number(r.ord), Number(r.new_id)]));
    return rows.map((_, i) => ids.get(i + 1));
  };
}
