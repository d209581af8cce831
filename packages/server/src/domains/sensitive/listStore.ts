import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SensitiveList, sensitiveListBody } from '@parley/protocol';
import type { Database, SensitiveListTable } from '../../platform/db/schema.js';
import type { Selectable } from 'kysely';

type ListInput = z.output<typeof sensitiveListBody>;

export function toList(row: Selectable<SensitiveListTable>): SensitiveList {
  let words: string[];
  try {
    words = (JSON.parse(row.words) as unknown[]).filter((w): w is string => typeof w === 'string');
  } catch {
    words = [];
  }
  return {
    id: Number(row.id),
    name: row.name,
    words,
    match: row.match_mode === 'fuzzy' ? 'fuzzy' : 'exact',
    action: row.action === 'block' || row.action === 'hold' ? row.action : 'mask',
    appliesTo: row.applies_to === 'visitor' || row.applies_to === 'agent' ? row.applies_to : 'both',
    enabled: row.enabled === 1,
    updatedAt: Number(row.updated_at),
  };
}

/** The same word twice in a list is one word. */
function columns(b: ListInput, now: number) {
  return {
    name: b.name,
    words: JSON.stringify([...new Set(b.words)]),
    match_mode: b.match,
    action: b.action,
    applies_to: b.appliesTo,
    enabled: b.enabled ? 1 : 0,
    updated_at: now,
  };
}

export async function listLists(q: Kysely<Database>, tenantId: string): Promise<SensitiveList[]> {
  const rows = await q.selectFrom('sensitive_lists').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  return rows.map(toList);
}

export async function createList(q: Kysely<Database>, tenantId: string, b: ListInput, now: number): Promise<SensitiveList> {
  const row = await q
    .insertInto('sensitive_lists')
    .values({ tenant_id: tenantId, created_at: now, ...columns(b, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toList(row);
}

/** undefined: no such list in this tenant. */
export async function updateList(
  q: Kysely<Database>,
  tenantId: string,
  id: number,
  b: ListInput,
  now: number,
): Promise<SensitiveList | undefined> {
  const row = await q
    .updateTable('sensitive_lists')
    .set(columns(b, now))
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .returningAll()
    .executeTakeFirst();
  return row && toList(row);
}

export async function deleteList(q: Kysely<Database>, tenantId: string, id: number): Promise<boolean> {
  const r = await q.deleteFrom('sensitive_lists').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceLists(q: Kysely<Database>, tenantId: string): Promise<void> {
  await q.deleteFrom('sensitive_lists').where('tenant_id', '=', tenantId).execute();
}
