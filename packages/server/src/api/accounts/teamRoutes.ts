import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TeamAdminPath, agentRoleBody, invitationBody, securitySettingsSchema, type AgentProfile } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { inviteAgent, listInvitations, resendInvitation, revokeInvitation } from '../../domains/accounts/invitations.js';
import { changeRole, deactivateAgent, reactivateAgent, resetAgentTwoFactor, setTwoFactorRequired } from '../../domains/accounts/team.js';
import { workspaceInfo } from '../../domains/workspaces/workspaceStore.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The admin's work on the team's accounts (/api/admin/…): invitations, roles, deactivation, two-factor. */
export function teamRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: Parameters<typeof currentAgent>[1]): Promise<AgentProfile> => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(TeamAdminPath.invitations, { schema: { tags } }, async (request) =>
      ok(await listInvitations(ctx, (await admin(request)).tenantId)),
    );
    app.post(TeamAdminPath.invitations, { schema: { body: invitationBody, tags } }, async (request) =>
      ok(await inviteAgent(ctx, await admin(request), request.body)),
    );
    app.post('/api/admin/invitations/:id/resend', { schema: { params: idParams, tags } }, async (request) =>
      ok(await resendInvitation(ctx, await admin(request), request.params.id)),
    );
    app.delete('/api/admin/invitations/:id', { schema: { params: idParams, tags } }, async (request) => {
      await revokeInvitation(ctx, await admin(request), request.params.id);
      return ok(null);
    });

    app.post('/api/admin/agents/:id/role', { schema: { params: idParams, body: agentRoleBody, tags } }, async (request) => {
      await changeRole(ctx, await admin(request), request.params.id, request.body.role);
      return ok(null);
    });
    app.post('/api/admin/agents/:id/deactivate', { schema: { params: idParams, tags } }, async (request) => {
      await deactivateAgent(ctx, await admin(request), request.params.id);
      return ok(null);
    });
    app.post('/api/admin/agents/:id/reactivate', { schema: { params: idParams, tags } }, async (request) => {
      await reactivateAgent(ctx, await admin(request), request.params.id);
      return ok(null);
    });
    app.post('/api/admin/agents/:id/twoFactor/reset', { schema: { params: idParams, tags } }, async (request) => {
      await resetAgentTwoFactor(ctx, await admin(request), request.params.id);
      return ok(null);
    });

    app.get(TeamAdminPath.security, { schema: { tags } }, async (request) => {
      const ws = await workspaceInfo(ctx.db.kysely, (await admin(request)).tenantId);
      return ok({ requireTwoFactor: ws?.requireTwoFactor === true });
    });
    app.post(TeamAdminPath.security, { schema: { body: securitySettingsSchema, tags } }, async (request) => {
      await setTwoFactorRequired(ctx, await admin(request), request.body.requireTwoFactor);
      return ok(request.body);
    });
  };
}
