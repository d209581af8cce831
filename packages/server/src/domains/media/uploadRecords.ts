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
