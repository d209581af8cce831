import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VisitorPath, evaluateBody, evaluateInfoBody, userBody } from '@parley/protocol';
import { getChannel } from '../../domains/channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import { authedRoute } from '../shared/authedRoute.js';
import { notFound, ok } from '../../platform/http/envelope.js';
import { evaluationState, submitEvaluation } from '../../domains/evaluation/evaluationService.js';

export function evaluationRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['visitor'];
    const authed = authedRoute(ctx, fastify, tags);

    // The rating form's configuration is channel data, like channelInfo: no visitor needed.
    app.post(VisitorPath.getEvaluateInfo, { schema: { body: evaluateInfoBody, tags } }, async (request) => {
      const ch = await getChannel(ctx, request.body.channelId);
      if (request.body.tenantId && request.body.tenantId !== ch.row.tenant_id) throw notFound(`Unknown channel: ${request.body.channelId}`);
      const config = ch.settings.evaluateConfig;
      return ok({ ...config, scoreList: config.starList });
    });

    authed(VisitorPath.isEvaluate, userBody, async (_b, v) => {
      const { session: _session, ...answer } = await evaluationState(ctx, v);
      return answer;
    });

    authed(VisitorPath.evaluate, evaluateBody, async (b, v) => {
      await submitEvaluation(ctx, v, b);
      return null;
    });
  };
}
