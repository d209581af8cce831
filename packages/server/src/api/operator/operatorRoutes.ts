import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiCode, OperatorPath, createWorkspaceBody, deleteWorkspaceBody, signupInvitationBody, type AgentProfile } from '@parley/protocol';
import { currentOperator } from '../../domains/agents/agentAuth.js';
import { inviteToSignUp } from '../../domains/operator/signup.js';
import {
  createWorkspaceForOperator,
  deleteWorkspace,
  resumeWorkspace,
  suspendWorkspace,
  workspaceStats,
} from '../../domains/operator/workspaces.js';
import type { AppContext } from '../../platform/context.js';
import { ApiError, ok } from '../../platform/http/envelope.js';

const tenantParams = z.object({ tenantId: z.string().min(1).max(100) });

/** An operator would lock themselves out: their own workspace is suspended or deleted from another, or the command. */
function notOwn(operator: AgentProfile, tenantId: string): void {
  if (operator.tenantId === tenantId)
    throw new ApiError(ApiCode.CONFLICT, 'This is your own workspace: use another operator account or the command');
}

/** The operator's calls (/api/operator/*): operators only (OPERATOR_EMAILS or `--operator`), 403 for everyone else. */
export function operatorRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['operator'];

    app.get(OperatorPath.workspaces, { schema: { tags } }, async (request) => {
      await currentOperator(ctx, request);
      return ok((await workspaceStats(ctx)).filter((w) => w.status !== 'deleting'));
    });
    app.post(OperatorPath.workspaces, { schema: { body: createWorkspaceBody, tags } }, async (request) => {
      await currentOperator(ctx, request);
      return ok(await createWorkspaceForOperator(ctx, request.body));
    });
    app.post('/api/operator/workspaces/:tenantId/suspend', { schema: { params: tenantParams, tags } }, async (request) => {
      notOwn(await currentOperator(ctx, request), request.params.tenantId);
      await suspendWorkspace(ctx, request.params.tenantId);
      return ok(null);
    });
    app.post('/api/operator/workspaces/:tenantId/resume', { schema: { params: tenantParams, tags } }, async (request) => {
      await currentOperator(ctx, request);
      await resumeWorkspace(ctx, request.params.tenantId);
      return ok(null);
    });
    app.post(
      '/api/operator/workspaces/:tenantId/delete',
      { schema: { params: tenantParams, body: deleteWorkspaceBody, tags } },
      async (request) => {
        notOwn(await currentOperator(ctx, request), request.params.tenantId);
        await deleteWorkspace(ctx, request.params.tenantId, request.body.confirmName);
        return ok(null);
      },
    );
    app.post(OperatorPath.signupInvitations, { schema: { body: signupInvitationBody, tags } }, async (request) => {
      await currentOperator(ctx, request);
      return ok({ link: await inviteToSignUp(ctx, request.body.email, request.body.locale) });
    });
  };
}
