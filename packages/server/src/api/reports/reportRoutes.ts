import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReportPath, reportQuery } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { reportLive, reportOverview } from '../../domains/reports/reportService.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';

/** Reports (issue 31): the workspace's admins only; every figure is of the signed-in admin's workspace. */
export function reportRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: Parameters<typeof currentAgent>[1]) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(ReportPath.overview, { schema: { querystring: reportQuery, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await reportOverview(ctx, me.tenantId, request.query));
    });

    app.get(ReportPath.live, { schema: { tags } }, async (request) => {
      const me = await admin(request);
      return ok(await reportLive(ctx, me.tenantId));
    });
  };
}
