import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VisitorPath, fromRequestBody, resetInfoBody, submitUserFormBody } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { authedRoute } from '../shared/authedRoute.js';
import { ok } from '../../platform/http/envelope.js';
import { authenticateVisitor } from '../../domains/visitors/visitorAuth.js';
import { forwardForm } from '../../domains/forms/fromRequest.js';
import { resetVisitorInfo, submitUserForm } from '../../domains/forms/userForm.js';

export function formRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const authed = authedRoute(ctx, fastify, ['visitor']);
    authed(VisitorPath.submitUserForm, submitUserFormBody, async (b, v) => {
      await submitUserForm(ctx, v, b);
      return null;
    });
    authed(VisitorPath.resetInfo, resetInfoBody, async (b, v) => {
      await resetVisitorInfo(ctx, v, b);
      return null;
    });
    // A proxy call, so it gets a rate limit of its own (authedRoute takes none).
    fastify
      .withTypeProvider<ZodTypeProvider>()
      .post(
        VisitorPath.fromRequest,
        { schema: { body: fromRequestBody, tags: ['visitor'] }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
        async (request) => {
          const visitor = await authenticateVisitor(ctx, request, request.body.userId);
          return ok(await forwardForm(ctx, fastify, visitor, request.body, request.ip));
        },
      );
  };
}
