import type { Tx } from '../../platform/db/unitOfWork.js';

/**
 * Deletions of `uploads` rows (this folder is the table's one writer; uploadService.ts records new files). Each
 * answers the storage keys of the rows it removed: the caller queues their bytes' removal in the same transaction
 * (fileRemoval.ts).
 */

export async function deleteVisitorUploads(tx: Tx, tenantId: string, visitorId: number): Promise<string[]> {
  const rows = await tx.q
    .selectFrom('uploads')
    .select('key')
    .where('tenant_id', '=', tenantId)
    .where('visitor_id', '=', visitorId)
    .execute();
  await tx.q.deleteFrom('uploads').where('tenant_id', '=', tenantId).where('visitor_id', '=', visitorId).execute();
  return rows.map((r) => r.key);
}

/** At most `limit` of the workspace's files stored before `cutoff` (retention), oldest first. */
export async function deleteUploadsBefore(tx: Tx, tenantId: string, cutoff: number, limit: number): Promise<string[]> {
  const rows = await tx.q
    .selectFrom('uploads')
    .select(['id', 'key'])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(limit)
    .execute();
  if (rows.length) {
    await tx.q
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .execute();
  }
  return rows.map((r) => r.key);
}

/** The storage keys of a workspace's files, a page at a time (its erasure removes the bytes, then the rows). */
export async function workspaceUploadKeys(
  q: Tx['q'],
  tenantId: string,
  afterId: number,
  limit: number,
): Promise<Array<{ id: number; key: string }>> {
  const rows = await q
    .selectFrom('uploads')
    .select(['id', 'key'])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), key: r.key }));
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceUploads(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('uploads').where('tenant_id', '=', tenantId).execute();
}
