import type { FastifyInstance } from 'fastify';
import { VisitorPath, resetInfoBody, submitUserFormBody } from '@parley/protocol';
import type { AppContext } from '../context.js';
import { authedRoute } from '../http/authedRoute.js';
import { resetVisitorInfo, submitUserForm } from './userForm.js';

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
  };
}
