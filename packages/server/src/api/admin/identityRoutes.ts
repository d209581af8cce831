import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityRequiredBody, identityRotateBody, type IdentitySecretAnswer } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import {
  currentIdentitySecret,
  identityStatus,
  newIdentitySecret,
  setIdentityRequired,
  setIdentitySecret,
} from '../../domains/channels/identitySecrets.js';
import { getChannel } from '../../domains/channels/channelStore.js';
import { endAnonymousConversations } from '../../domains/routing/routingService.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { badRequest, notFound, ok } from '../../platform/http/envelope.js';

const channelParams = z.object({ channelId: z.string().min(1).max(64) });

/**
 * A channel's verified identity (/api/admin/channels/:channelId/identity*), admins only: the signing secret is
 * generated or set, rotated with a grace period, and revealed only to an admin who asks (never in a settings
 * answer, never to agents or the widget); and whether anonymous visitors may chat at all.
 */
export function identityRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    async function adminChannel(request: Parameters<typeof currentAgent>[1], channelId: string) {
      const me = await currentAgent(ctx, request);
      requireAdmin(me);
      const ch = await getChannel(ctx, channelId);
      if (ch.row.tenant_id !== me.tenantId) throw notFound(`Unknown channel: ${channelId}`);
      return { tenantId: me.tenantId, channelId: ch.row.id };
    }

    app.get('/api/admin/channels/:channelId/identity', { schema: { params: channelParams, tags } }, async (request) => {
      const { channelId } = await adminChannel(request, request.params.channelId);
      return ok(await identityStatus(ctx, ctx.db.kysely, channelId));
    });

    app.post(
      '/api/admin/channels/:channelId/identity',
      { schema: { params: channelParams, body: identityRequiredBody, tags } },
      async (request) => {
        const { tenantId, channelId } = await adminChannel(request, request.params.channelId);
        const status = await inTransaction(
          ctx,
          async (tx) => {
            // Requiring identity without a secret would refuse every visitor.
            if (request.body.required && !(await identityStatus(ctx, tx.q, channelId)).secretSet) {
              throw badRequest('required: generate an identity secret first');
            }
            await setIdentityRequired(ctx, tx, channelId, request.body.required);
            // Anonymous visitors stop now, not when their token runs out (S-SI7).
            if (request.body.required) await endAnonymousConversations(ctx, tx, tenantId, channelId);
            return identityStatus(ctx, tx.q, channelId);
          },
          // Ending conversations frees seats and places in line: routing's lock.
          { tenantLock: tenantId },
        );
        return ok(status);
      },
    );

    app.post(
      '/api/admin/channels/:channelId/identity/rotate',
      { schema: { params: channelParams, body: identityRotateBody, tags } },
      async (request, reply) => {
        const ids = await adminChannel(request, request.params.channelId);
        const secret = request.body.secret ?? newIdentitySecret();
        const answer: IdentitySecretAnswer = await inTransaction(ctx, async (tx) => {
          await setIdentitySecret(ctx, tx, ids, secret, request.body.graceSeconds * 1000);
          return { ...(await identityStatus(ctx, tx.q, ids.channelId)), secret };
        });
        void reply.header('cache-control', 'no-store');
        return ok(answer);
      },
    );

    app.post('/api/admin/channels/:channelId/identity/reveal', { schema: { params: channelParams, tags } }, async (request, reply) => {
      const { channelId } = await adminChannel(request, request.params.channelId);
      const secret = await currentIdentitySecret(ctx, channelId);
      if (secret === undefined) throw notFound('No identity secret: generate one first');
      void reply.header('cache-control', 'no-store');
      return ok({ ...(await identityStatus(ctx, ctx.db.kysely, channelId)), secret });
    });
  };
}
