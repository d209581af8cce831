import type { Tx } from '../../platform/db/unitOfWork.js';

/** The privacy audit: what was done, by which admin (null: the retention job) and how much; never whose data. */
export async function recordAudit(
  tx: Tx,
  now: number,
  tenantId: string,
  agentId: number | null,
  action: 'export' | 'erase' | 'purge',
  counts: Record<string, number>,
): Promise<void> {
  await tx.q
    .insertInto('privacy_audit')
    .values({ tenant_id: tenantId, action, agent_id: agentId, counts: JSON.stringify(counts), created_at: now })
    .execute();
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceAudit(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('privacy_audit').where('tenant_id', '=', tenantId).execute();
}
