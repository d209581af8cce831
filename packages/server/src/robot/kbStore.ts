import type { Kysely } from 'kysely';
import { parseJsonOr, type KbDocument } from '@parley/protocol';
import type { Database, RobotDocRow } from '../db/schema.js';

/** Storage of knowledge documents; every query is scoped to one tenant's robot. */

export function toKbDocument(row: RobotDocRow): KbDocument {
  const similar = parseJsonOr<unknown>(row.similar_questions, []);
  return {
    docId: row.doc_id,
    question: row.question,
    similarQuestions: Array.isArray(similar) ? similar.filter((s): s is string => typeof s === 'string') : [],
    answer: row.answer,
    category: row.category,
    lang: row.lang,
    enabled: row.enabled === 1,
  };
}

export async function listDocs(db: Kysely<Database>, tenantId: string, robotNo: string, opts: { enabledOnly?: boolean } = {}): Promise<KbDocument[]> {
  let q = db.selectFrom('robot_docs').selectAll().where('tenant_id', '=', tenantId).where('robot_no', '=', robotNo);
  if (opts.enabledOnly) q = q.where('enabled', '=', 1);
  const rows = await q.orderBy('id').execute();
  return rows.map(toKbDocument);
}

/**
 * Changes whenever the robot's documents do (an added, removed or edited one), so a node can tell
 * cheaply that its index is stale even when the change came from another process (the kb CLI).
 */
export async function kbStamp(db: Kysely<Database>, tenantId: string, robotNo: string): Promise<string> {
  const row = await db
    .selectFrom('robot_docs')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('latest'), eb.fn.max('id').as('maxId')])
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${Number(row?.latest ?? 0)}:${Number(row?.maxId ?? 0)}`;
}

export interface ImportResult {
  inserted: number;
  updated: number;
}

/** Inserts new documents and replaces existing ones (by docId) in one transaction: all or nothing. */
export async function importDocs(db: Kysely<Database>, tenantId: string, robotNo: string, docs: readonly KbDocument[], now: number): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const existing = new Set(
      (await trx.selectFrom('robot_docs').select('doc_id').where('tenant_id', '=', tenantId).where('robot_no', '=', robotNo).execute()).map((r) => r.doc_id),
    );
    let inserted = 0;
    for (const d of docs) {
      const values = {
        question: d.question,
        similar_questions: JSON.stringify(d.similarQuestions),
        answer: d.answer,
        category: d.category,
        lang: d.lang,
        enabled: d.enabled ? 1 : 0,
        updated_at: now,
      };
      await trx
        .insertInto('robot_docs')
        .values({ tenant_id: tenantId, robot_no: robotNo, doc_id: d.docId, created_at: now, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'robot_no', 'doc_id']).doUpdateSet(values))
        .execute();
      if (!existing.has(d.docId)) inserted++;
    }
    return { inserted, updated: docs.length - inserted };
  });
}

export async function findDoc(db: Kysely<Database>, tenantId: string, robotNo: string, docId: string): Promise<KbDocument | undefined> {
  const row = await db
    .selectFrom('robot_docs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('doc_id', '=', docId)
    .executeTakeFirst();
  return row ? toKbDocument(row) : undefined;
}
