import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flowDraftSchema, flowTestBody, type FlowTestAnswer } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { getChannel } from '../../domains/channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import { ApiError, notFound, ok } from '../../platform/http/envelope.js';
import { robotCache } from '../../domains/robot/robotCache.js';
import type { FlowEvent } from '../../domains/robot/flows/engine.js';
import { deleteFlow, findFlow, listFlows, saveFlow } from '../../domains/robot/flows/flowStore.js';
import { performHttp } from '../../domains/robot/flows/httpStep.js';
import { runWithEffects } from '../../domains/robot/flows/runEffects.js';

const channelParams = z.object({ channelId: z.string().min(1).max(64) });
const flowParams = channelParams.extend({ flowId: z.string().min(1).max(64) });
const BASE = '/api/admin/channels/:channelId/robot';

/**
 * The admin's flow editor calls (AdminPath.robotFlows, robotFlow, robotFlowTest; S-FL15): admins of the channel's
 * tenant only, another tenant's channel answering 404. A save is a new version (S-FL12).
 */
export function flowAdminRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const k = ctx.db.kysely;

    async function robotOf(request: FastifyRequest, channelId: string) {
      const admin = await currentAgent(ctx, request);
      requireAdmin(admin);
      const ch = await getChannel(ctx, channelId);
      if (ch.row.tenant_id !== admin.tenantId) throw notFound(`Unknown channel: ${channelId}`);
      return { tenantId: admin.tenantId, robotNo: ch.row.robot_no, channel: ch };
    }

    app.get(`${BASE}/flows`, { schema: { params: channelParams, tags } }, async (request) => {
      const { tenantId, robotNo } = await robotOf(request, request.params.channelId);
      return ok({ items: await listFlows(k, tenantId, robotNo) });
    });

    app.get(`${BASE}/flows/:flowId`, { schema: { params: flowParams, tags } }, async (request) => {
      const { tenantId, robotNo } = await robotOf(request, request.params.channelId);
      const flow = await findFlow(k, tenantId, robotNo, request.params.flowId);
      if (!flow) throw notFound(`No flow ${request.params.flowId}`);
      return ok(flow);
    });

    app.post(`${BASE}/flows/:flowId`, { schema: { params: flowParams, body: flowDraftSchema, tags } }, async (request) => {
      const { tenantId, robotNo } = await robotOf(request, request.params.channelId);
      if (request.body.flowId !== request.params.flowId)
        throw new ApiError(400, `flowId: ${request.body.flowId} is not the flow of this path`);
      return ok(await saveFlow(k, tenantId, robotNo, request.body, ctx.now()));
    });

    app.delete(`${BASE}/flows/:flowId`, { schema: { params: flowParams, tags } }, async (request) => {
      const { tenantId, robotNo } = await robotOf(request, request.params.channelId);
      if (!(await deleteFlow(k, tenantId, robotNo, request.params.flowId))) throw notFound(`No flow ${request.params.flowId}`);
      return ok(null);
    });

    // The editor's test run: one event into the draft as it stands, with every step traced; the http node calls
    // for real, under the same guard as a visitor's run.
    app.post(`${BASE}/flowTest`, { schema: { params: channelParams, body: flowTestBody, tags } }, async (request) => {
      const { tenantId, robotNo, channel } = await robotOf(request, request.params.channelId);
      const { flow: draft, state, event, customerToken } = request.body;
      const flow = { ...draft, version: state?.version ?? 0, updatedAt: ctx.now() };
      const opts = { now: ctx.now(), reaskText: 'Please choose one of the options.' };
      const first: FlowEvent =
        event.type === 'start'
          ? { type: 'start', params: event.customerParameters }
          : event.type === 'text'
            ? { ...event, known: false }
            : event;
      const step = await runWithEffects(flow, event.type === 'start' ? null : state, first, opts, async (effect) => {
        if (effect.kind === 'http') return performHttp(effect, customerToken, ctx.config.outboundAllowNetworks ?? []);
        // The test run shows which documents the model would read rather than calling it.
        const kb = await robotCache(ctx).engine(tenantId, robotNo, channel.settings.robotSynonyms);
        const docs = kb
          .ask(effect.question)
          .hits.slice(0, 3)
          .map((h) => h.doc.question);
        return {
          type: 'llm',
          nodeId: effect.nodeId,
          text: `(large model: "${effect.question}" from ${docs.join('; ') || 'no documents'})`,
        };
      });
      const answer: FlowTestAnswer = {
        state: step.state,
        replies: step.replies,
        trace: step.trace,
        escaped: step.escaped,
        ...(step.handoff ? { handoff: step.handoff } : {}),
      };
      return ok(answer);
    });
  };
}
