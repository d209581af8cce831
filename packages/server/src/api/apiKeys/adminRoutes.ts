import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiKeyAdminPath, apiKeyCreateBody, apiKeyIdParams } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domains/apiKeys/apiKeyStore.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';

/** The admin's workspace API keys (/api/admin/apiKeys): list, create (the key answered once), revoke. */
export function apiKeyAdminRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: FastifyRequest) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(ApiKeyAdminPath.keys, { schema: { tags } }, async (request) => ok(await listApiKeys(ctx, (await admin(request)).tenantId)));
    app.post(ApiKeyAdminPath.keys, { schema: { body: apiKeyCreateBody, tags } }, async (request, reply) => {
      const created = await createApiKey(ctx, await admin(request), request.body);
      // The key is in this answer only: no cache keeps it.
      reply.header('Cache-Control', 'no-store');
      return ok(created);
    });
    app.delete('/api/admin/apiKeys/:id', { schema: { params: apiKeyIdParams, tags } }, async (request) => {
      await revokeApiKey(ctx, await admin(request), request.params.id);
      return ok(null);
    });
  };
}
