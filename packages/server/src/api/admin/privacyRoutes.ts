import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPath, retentionUpdateBody, visitorEraseBody } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, ok } from '../../platform/http/envelope.js';
import { readRetention, writeRetention } from '../../domains/privacy/dataRetention.js';
import { eraseVisitorData, exportVisitorData } from '../../domains/privacy/visitorData.js';

const visitorParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a userId') });

/** Privacy (/api/admin/privacy/*): a visitor's data exported or erased on request, and the tenant's retention periods. */
export function privacyRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: Parameters<typeof currentAgent>[1]) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(AdminPath.retention, { schema: { tags } }, async (request) => ok(await readRetention(ctx, (await admin(request)).tenantId)));

    app.post(AdminPath.retention, { schema: { body: retentionUpdateBody, tags } }, async (request) => {
      const me = await admin(request);
      const current = await readRetention(ctx, me.tenantId);
      const sent = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      return ok(await writeRetention(ctx, me.tenantId, { ...current, ...sent }));
    });

    app.get('/api/admin/privacy/visitors/:userId/export', { schema: { params: visitorParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await exportVisitorData(ctx, me.tenantId, me.agentId, request.params.userId));
    });

    app.post(
      '/api/admin/privacy/visitors/:userId/erase',
      { schema: { params: visitorParams, body: visitorEraseBody, tags } },
      async (request) => {
        const me = await admin(request);
        if (request.body.confirmUserId !== request.params.userId) throw badRequest("confirmUserId: repeat the visitor's userId to confirm");
        return ok(await eraseVisitorData(ctx, me.tenantId, me.agentId, request.params.userId));
      },
    );
  };
}
