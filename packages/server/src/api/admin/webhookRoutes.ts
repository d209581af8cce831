import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookPath, webhookBody, webhookDeliveryQuery } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { listDeliveries, resendDelivery, sendTestEvent } from '../../domains/webhooks/delivery.js';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  pauseByAdmin,
  resumeSubscription,
  secretOf,
  subscriptionOf,
  toView,
  updateSubscription,
} from '../../domains/webhooks/subscriptions.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id });
const deliveryParams = z.object({ id, deliveryId: id });

/** A workspace's outgoing webhooks (issue 32 item 2; SPEC WH): admins only, their own workspace only. */
export function webhookRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: FastifyRequest) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(WebhookPath.webhooks, { schema: { tags } }, async (request) => {
      const me = await admin(request);
      return ok((await listSubscriptions(ctx.db.kysely, me.tenantId)).map(toView));
    });

    app.post(WebhookPath.webhooks, { schema: { body: webhookBody, tags } }, async (request, reply) => {
      const me = await admin(request);
      void reply.header('cache-control', 'no-store');
      return ok(await createSubscription(ctx, me.tenantId, request.body));
    });

    app.post('/api/admin/webhooks/:id', { schema: { params: idParams, body: webhookBody, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await updateSubscription(ctx, me.tenantId, request.params.id, request.body));
    });

    app.delete('/api/admin/webhooks/:id', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      await deleteSubscription(ctx, me.tenantId, request.params.id);
      return ok(null);
    });

    app.post('/api/admin/webhooks/:id/secret', { schema: { params: idParams, tags } }, async (request, reply) => {
      const me = await admin(request);
      const row = await subscriptionOf(ctx.db.kysely, me.tenantId, request.params.id);
      void reply.header('cache-control', 'no-store');
      return ok({ secret: secretOf(ctx, row) });
    });

    app.post('/api/admin/webhooks/:id/pause', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await pauseByAdmin(ctx, me.tenantId, request.params.id));
    });

    app.post('/api/admin/webhooks/:id/resume', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await resumeSubscription(ctx, me.tenantId, request.params.id));
    });

    app.post('/api/admin/webhooks/:id/test', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await sendTestEvent(ctx, me.tenantId, request.params.id));
    });

    app.get(
      '/api/admin/webhooks/:id/deliveries',
      { schema: { params: idParams, querystring: webhookDeliveryQuery, tags } },
      async (request) => {
        const me = await admin(request);
        return ok(await listDeliveries(ctx, me.tenantId, request.params.id, request.query));
      },
    );

    app.post('/api/admin/webhooks/:id/deliveries/:deliveryId/resend', { schema: { params: deliveryParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await resendDelivery(ctx, me.tenantId, request.params.id, request.params.deliveryId));
    });
  };
}
