import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENT_SESSION_COOKIE, AGENT_SESSION_TTL_MS, ConsolePath, loginBody } from '@parley/protocol';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { currentAgent, login, logout } from './agentAuth.js';

export function consoleRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['console'];

    app.post(ConsolePath.login, { schema: { body: loginBody, tags }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
      const { sessionId, profile } = await login(ctx, request.body.email, request.body.password);
      reply.setCookie(AGENT_SESSION_COOKIE, sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: AGENT_SESSION_TTL_MS / 1000,
      });
      return ok(profile);
    });
    app.post(ConsolePath.logout, { schema: { tags } }, async (request, reply) => {
      await logout(ctx, request, reply);
      return ok(null);
    });
    app.get(ConsolePath.me, { schema: { tags } }, async (request) => ok(await currentAgent(ctx, request)));
  };
}
