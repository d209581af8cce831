import { ApiCode, type AgentProfile, type OwnProfile } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound } from '../../platform/http/envelope.js';
import { activeAdmins, agentAccount, saveOwnProfile, setAgentRole, setDeactivated } from '../agents/agentStore.js';
import { endAgentSessions } from '../agents/agentAuth.js';
import { drainQueue, requeueAgentConversations } from '../routing/routingService.js';
import { setRequireTwoFactor } from '../workspaces/workspaceStore.js';
import { removeTwoFactor } from './twoFactor.js';

/**
 * An admin's work on the team's accounts (issue 30 item 3): roles, deactivation (no sign-in, out of routing, open
 * conversations back to the queue, history keeps the name), two-factor; and each agent's own profile.
 */

async function requireAgent(ctx: AppContext, tenantId: string, agentId: number) {
  const a = await agentAccount(ctx.db.kysely, tenantId, agentId);
  if (!a) throw notFound('No such agent');
  return a;
}

/** The workspace keeps at least one active admin: nobody demotes or deactivates the last. */
async function keepAnAdmin(ctx: AppContext, tenantId: string, agentId: number): Promise<void> {
  const admins = await activeAdmins(ctx.db.kysely, tenantId);
  if (admins.length === 1 && admins[0] === agentId)
    throw new ApiError(ApiCode.CONFLICT, 'The workspace needs at least one active administrator');
}

export async function changeRole(ctx: AppContext, admin: AgentProfile, agentId: number, role: 'agent' | 'admin'): Promise<void> {
  if (agentId === admin.agentId && role !== 'admin') throw badRequest('role: you cannot remove your own admin role');
  const target = await requireAgent(ctx, admin.tenantId, agentId);
  if (target.role === 'admin' && role !== 'admin') await keepAnAdmin(ctx, admin.tenantId, agentId);
  await inTransaction(ctx, (tx) => setAgentRole(tx, admin.tenantId, agentId, role));
}

export async function deactivateAgent(ctx: AppContext, admin: AgentProfile, agentId: number): Promise<void> {
  if (agentId === admin.agentId) throw badRequest('You cannot deactivate your own account');
  const target = await requireAgent(ctx, admin.tenantId, agentId);
  if (target.deactivated) return;
  if (target.role === 'admin') await keepAnAdmin(ctx, admin.tenantId, agentId);
  // Under the routing lock: no seat is given to them between the deactivation and their conversations' return.
  await inTransaction(
    ctx,
    async (tx) => {
      await setDeactivated(tx, admin.tenantId, agentId, ctx.now());
      await endAgentSessions(tx, agentId);
      await requeueAgentConversations(ctx, tx, admin.tenantId, agentId);
    },
    { tenantLock: admin.tenantId },
  );
  // Colleagues with free seats take the returned conversations at once.
  await drainQueue(ctx, admin.tenantId);
}

export async function reactivateAgent(ctx: AppContext, admin: AgentProfile, agentId: number): Promise<void> {
  await requireAgent(ctx, admin.tenantId, agentId);
  await inTransaction(ctx, (tx) => setDeactivated(tx, admin.tenantId, agentId, null));
}

export async function resetAgentTwoFactor(ctx: AppContext, admin: AgentProfile, agentId: number): Promise<void> {
  await requireAgent(ctx, admin.tenantId, agentId);
  await inTransaction(ctx, async (tx) => {
    await removeTwoFactor(tx, admin.tenantId, agentId);
    // Signed in with the lost factor: they sign in again, and set it up again where the workspace requires it.
    await endAgentSessions(tx, agentId);
  });
}

export async function setTwoFactorRequired(ctx: AppContext, admin: AgentProfile, required: boolean): Promise<void> {
  await inTransaction(ctx, (tx) => setRequireTwoFactor(tx, admin.tenantId, required));
}

export async function ownProfile(ctx: AppContext, agent: AgentProfile): Promise<OwnProfile> {
  const a = await requireAgent(ctx, agent.tenantId, agent.agentId);
  return { email: a.email, nickname: a.nickname, avatar: a.avatar, signature: a.signature };
}

export async function saveProfile(ctx: AppContext, agent: AgentProfile, p: Omit<OwnProfile, 'email'>): Promise<OwnProfile> {
  await inTransaction(ctx, (tx) => saveOwnProfile(tx, agent.agentId, p));
  return ownProfile(ctx, agent);
}
