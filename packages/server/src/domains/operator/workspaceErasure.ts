import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { PermanentJobError, eraseWorkspaceJobs, type JobHandler } from '../../platform/jobs/jobQueue.js';
import { eraseWorkspaceLinks } from '../accounts/linkStore.js';
import { eraseWorkspaceApiKeys } from '../apiKeys/apiKeyStore.js';
import { eraseWorkspaceFactors } from '../accounts/twoFactor.js';
import { eraseWorkspaceAgents } from '../agents/agentStore.js';
import { eraseWorkspaceCalls } from '../calls/callStore.js';
import { eraseWorkspaceChannels } from '../channels/channelStore.js';
import { eraseWorkspaceConversations } from '../conversation/erasure.js';
import { eraseWorkspaceRatings } from '../evaluation/evaluationService.js';
import { eraseWorkspaceEvents } from '../events/eventPurge.js';
import { eraseWorkspaceUploads, workspaceUploadKeys } from '../media/uploadRecords.js';
import { eraseWorkspaceAudit } from '../privacy/audit.js';
import { eraseWorkspaceRobots } from '../robot/feedback.js';
import { eraseWorkspaceLists } from '../sensitive/listStore.js';
import { eraseWorkspaceTickets } from '../tickets/ticketErasure.js';
import { eraseWorkspaceVisitors } from '../visitors/visitorStore.js';
import { eraseWorkspaceWebhooks } from '../webhooks/subscriptions.js';
import { eraseWorkspaceRow, workspaceInfo } from '../workspaces/workspaceStore.js';

/**
 * A deleted workspace's erasure (issue 30 item 1), the operator's job: stored files first (their keys are read from
 * the rows, so a run cut short finds them again), then every row through its table's owner, children before
 * parents, the workspace's own row last. Every step deletes by tenant_id only: nothing of another workspace is
 * touched. Run again after a crash, it finishes what is left.
 */

const payloadSchema = z.object({ tenantId: z.string().min(1).max(100) });
const FILE_PAGE = 500;

export async function eraseWorkspace(ctx: AppContext, tenantId: string): Promise<void> {
  const ws = await workspaceInfo(ctx.db.kysely, tenantId);
  if (!ws) return;
  if (ws.status !== 'deleting') throw new PermanentJobError(`workspace ${tenantId} is not being deleted`);
  // The bytes before the rows that name them; a key already gone is no error.
  for (let after = 0; ;) {
    const page = await workspaceUploadKeys(ctx.db.kysely, tenantId, after, FILE_PAGE);
    for (const f of page) await ctx.files.remove(f.key);
    if (page.length < FILE_PAGE) break;
    after = page.at(-1)!.id;
  }
  // One owner per transaction: a large workspace never holds one long lock, and each step is whole.
  const steps: Array<(tx: Tx) => Promise<unknown>> = [
    (tx) => eraseWorkspaceUploads(tx, tenantId),
    (tx) => eraseWorkspaceWebhooks(tx, tenantId),
    (tx) => eraseWorkspaceTickets(tx, tenantId),
    (tx) => eraseWorkspaceRatings(tx, tenantId),
    (tx) => eraseWorkspaceRobots(tx, tenantId),
    (tx) => eraseWorkspaceCalls(tx.q, tenantId),
    (tx) => eraseWorkspaceConversations(tx, tenantId),
    (tx) => eraseWorkspaceEvents(tx.q, tenantId),
    (tx) => eraseWorkspaceVisitors(ctx, tx, tenantId),
    (tx) => eraseWorkspaceLists(tx.q, tenantId),
    (tx) => eraseWorkspaceAudit(tx, tenantId),
    (tx) => eraseWorkspaceLinks(tx, tenantId),
    (tx) => eraseWorkspaceFactors(tx, tenantId),
    (tx) => eraseWorkspaceApiKeys(tx, tenantId),
    (tx) => eraseWorkspaceAgents(tx, tenantId),
    (tx) => eraseWorkspaceChannels(ctx, tx, tenantId),
  ];
  for (const step of steps) await inTransaction(ctx, step);
  await eraseWorkspaceJobs(ctx.db, tenantId);
  await inTransaction(ctx, (tx) => eraseWorkspaceRow(ctx, tx, tenantId));
  ctx.log.info({ tenantId }, 'workspace erased');
}

export const workspaceErasureHandler: JobHandler<AppContext> = {
  backoff: { baseMs: 30_000, capMs: 3_600_000 },
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: no workspace');
    await eraseWorkspace(ctx, parsed.data.tenantId);
  },
};
