import { sql, type Kysely } from 'kysely';
import { kbButtonSchema, parseJsonOr, type KbButton, type KbDocument } from '@parley/protocol';
import type { Database, RobotDocRow } from '../../platform/db/schema.js';
import { containing, likeEscaped } from '../../platform/db/like.js';

/** Storage of knowledge documents; every query is scoped to one tenant's robot. */

/** A stored button list, keeping only well-formed entries (the column is ours, but old rows predate it). */
function storedButtons(json: string): KbButton[] {
  const list = parseJsonOr<unknown>(json, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((b) => {
    const parsed = kbButtonSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });
}

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
    buttons: storedButtons(row.buttons),
  };
}

/** The stored columns of a document's content, shared by import, edit and the demo seed. */
export function docColumns(d: KbDocument, now: number) {
  return {
    question: d.question,
    similar_questions: JSON.stringify(d.similarQuestions),
    answer: d.answer,
    category: d.category,
    lang: d.lang,
    enabled: d.enabled ? 1 : 0,
    buttons: JSON.stringify(d.buttons),
    updated_at: now,
  };
}

export async function listDocs(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  opts: { enabledOnly?: boolean } = {},
): Promise<KbDocument[]> {
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

/**
 * Inserts new documents and replaces existing ones (by docId). `db` is the caller's transaction when the import must
 * be all or nothing (the admin's import, the command), so this opens none of its own.
 */
export async function importDocs(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  docs: readonly KbDocument[],
  now: number,
  /** More of the same import, in its transaction (the flows of an exported knowledge base). */
  alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<ImportResult> {
  const existing = new Set(
    (await db.selectFrom('robot_docs').select('doc_id').where('tenant_id', '=', tenantId).where('robot_no', '=', robotNo).execute()).map(
      (r) => r.doc_id,
    ),
  );
  let inserted = 0;
  for (const d of docs) {
    const values = docColumns(d, now);
    await db
      .insertInto('robot_docs')
      .values({ tenant_id: tenantId, robot_no: robotNo, doc_id: d.docId, created_at: now, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'robot_no', 'doc_id']).doUpdateSet(values))
      .execute();
    if (!existing.has(d.docId)) inserted++;
  }
  if (alongside) await alongside(db);
  return { inserted, updated: docs.length - inserted };
}

/** Adds the documents whose ids the robot lacks; one it has (edited or not) stays as it is. */
export async function addMissingDocs(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  docs: readonly KbDocument[],
  now: number,
): Promise<ImportResult> {
  let inserted = 0;
  for (const d of docs) {
    const res = await db
      .insertInto('robot_docs')
      .values({ tenant_id: tenantId, robot_no: robotNo, doc_id: d.docId, created_at: now, ...docColumns(d, now) })
      .onConflict((oc) => oc.columns(['tenant_id', 'robot_no', 'doc_id']).doNothing())
      .executeTakeFirst();
    inserted += Number(res.numInsertedOrUpdatedRows ?? 0n);
  }
  return { inserted, updated: 0 };
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

/* Admin edits (robot/adminRoutes.ts): each changes one document; the caller invalidates the robot. */

export interface DocPage {
  items: Array<KbDocument & { updatedAt: number; likes: number; dislikes: number }>;
  total: number;
}

/** Visitors' likes and dislikes of these documents' answers (commentDoc), by docId. */
async function votesOf(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  docIds: readonly string[],
): Promise<Map<string, { likes: number; dislikes: number }>> {
  if (docIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('robot_feedback')
    .select((eb) => ['doc_id', eb.fn.countAll<number>().as('n'), sql<number>`sum(is_useful)`.as('likes')])
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('doc_id', 'in', docIds)
    .groupBy('doc_id')
    .execute();
  return new Map(rows.map((r) => [r.doc_id, { likes: Number(r.likes), dislikes: Number(r.n) - Number(r.likes) }]));
}

/** A page of documents, newest first; q matches docId, question, similar questions, answer or category. */
export async function searchDocs(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  q: string,
  page: number,
  pageSize: number,
): Promise<DocPage> {
  let base = db.selectFrom('robot_docs').where('tenant_id', '=', tenantId).where('robot_no', '=', robotNo);
  if (q) {
    const p = containing(q.toLowerCase());
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII.
    base = base.where((eb) =>
      eb.or(
        (['doc_id', 'question', 'similar_questions', 'answer', 'category'] as const).map((col) =>
          likeEscaped(sql`lower(${sql.ref(col)})`, p),
        ),
      ),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const votes = await votesOf(
    db,
    tenantId,
    robotNo,
    rows.map((r) => r.doc_id),
  );
  return {
    items: rows.map((r) => ({
      ...toKbDocument(r),
      updatedAt: Number(r.updated_at),
      ...(votes.get(r.doc_id) ?? { likes: 0, dislikes: 0 }),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** Replaces a document's content; false when there is no such document. */
export async function updateDoc(db: Kysely<Database>, tenantId: string, robotNo: string, doc: KbDocument, now: number): Promise<boolean> {
  const res = await db
    .updateTable('robot_docs')
    .set(docColumns(doc, now))
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('doc_id', '=', doc.docId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function setDocEnabled(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  docId: string,
  enabled: boolean,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('robot_docs')
    .set({ enabled: enabled ? 1 : 0, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('doc_id', '=', docId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteDoc(db: Kysely<Database>, tenantId: string, robotNo: string, docId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('robot_docs')
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('doc_id', '=', docId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
