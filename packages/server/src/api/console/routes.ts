import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENT_SESSION_COOKIE,
  ConsolePath,
  UserStatus,
  acceptBody,
  agentSendBody,
  agentTypingBody,
  conversationsQuery,
  loginBody,
  messagesQuery,
  msgIdParams,
  presenceBody,
  readBody,
  sessionIdParams,
  transferBody,
  visitorUpdateBody,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';
import { agentSummaries, listGroups } from '../../domains/routing/agentRoster.js';
import { acceptQueued, transferSession, waitIndexOf } from '../../domains/routing/routingService.js';
import { toAgentMessage } from '../../domains/conversation/messageView.js';
import {
  agentTyping,
  closeByAgent,
  inviteEvaluation,
  markAgentRead,
  recallMessage,
  sendAgentMessage,
  setPresence,
  tenantSessionOf,
} from '../../domains/chat/agentChat.js';
import { currentAgent, login, logout, setSessionCookie } from '../../domains/agents/agentAuth.js';
import { authenticatorStep } from '../../domains/accounts/twoFactor.js';
import { openAgentStream } from './agentStream.js';
import { detail, summarize } from '../../domains/conversation/views.js';
import { updateVisitorByAgent } from '../../domains/chat/visitorEdit.js';
import { contains } from '../../platform/db/like.js';

/** The agent console's API (/api/console/*): cookie session, and every query bound to the agent's tenant. */
export function consoleRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['console'];

    // Throttled per account and address inside login (agents/signInThrottle.ts), not per address alone.
    app.post(ConsolePath.login, { schema: { body: loginBody, tags } }, async (request, reply) => {
      const { email, password, tenantId, code } = request.body;
      const { sessionId, profile } = await login(ctx, email, password, request.ip, tenantId, authenticatorStep(ctx, code));
      setSessionCookie(request, reply, sessionId);
      return ok(profile);
    });
    app.post(ConsolePath.logout, { schema: { tags } }, async (request, reply) => {
      await logout(ctx, request, reply);
      return ok(null);
    });
    // Also for a session held for two-factor set-up: the console learns from it what to show. Without a session
    // cookie nobody is signed in, which is an answer, not an error (S-AU6): the sign-in screen logs nothing red.
    app.get(ConsolePath.me, { schema: { tags } }, async (request) =>
      ok(request.cookies[AGENT_SESSION_COOKIE] ? await currentAgent(ctx, request, { setUp: true }) : null),
    );

    app.post(ConsolePath.presence, { schema: { body: presenceBody, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      await setPresence(ctx, agent, request.body.presence);
      return ok({ ...agent, presence: request.body.presence });
    });

    // No HEAD twin: a stream has no end for HEAD to wait for.
    app.get(ConsolePath.stream, { schema: { tags }, exposeHeadRoute: false }, async (request, reply) => {
      const agent = await currentAgent(ctx, request);
      await openAgentStream(ctx, agent, request, reply);
    });

    app.get(ConsolePath.queue, { schema: { tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      const queued = await ctx.db.kysely
        .selectFrom('sessions')
        .selectAll()
        .where('tenant_id', '=', agent.tenantId)
        .where('status', '=', UserStatus.QUEUED)
        .orderBy('queued_at')
        .orderBy('id')
        .execute();
      const views = await summarize(ctx, queued);
      return ok(await Promise.all(views.map(async (v, i) => ({ ...v, position: await waitIndexOf(ctx, queued[i]) }))));
    });

    app.post(ConsolePath.accept, { schema: { body: acceptBody, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      await acceptQueued(ctx, agent, request.body.sessionId);
      return ok(await detail(ctx, await tenantSessionOf(ctx, agent, request.body.sessionId)));
    });

    app.get(ConsolePath.conversations, { schema: { querystring: conversationsQuery, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      const { status, q, before, limit } = request.query;
      let query = ctx.db.kysely.selectFrom('sessions').selectAll('sessions').where('sessions.tenant_id', '=', agent.tenantId);
      if (status === 'active') {
        query = query.where('sessions.status', '=', UserStatus.AGENT);
        if (agent.role !== 'admin') query = query.where('sessions.agent_id', '=', agent.agentId);
      } else if (status === 'closed') {
        query = query.where('sessions.status', '=', UserStatus.OFFLINE);
      }
      if (before) query = query.where('sessions.id', '<', before);
      if (q) {
        query = query
          .innerJoin('visitors', 'visitors.id', 'sessions.visitor_id')
          .where((eb) =>
            eb.or([
              contains('visitors.name', q),
              contains('visitors.email', q),
              contains('visitors.phone', q),
              contains('visitors.user_id', q),
            ]),
          );
      }
      const rows = await query.orderBy('sessions.id', 'desc').limit(limit).execute();
      return ok(await summarize(ctx, rows));
    });

    app.get('/api/console/conversations/:sessionId', { schema: { params: sessionIdParams, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      return ok(await detail(ctx, await tenantSessionOf(ctx, agent, request.params.sessionId)));
    });

    app.get(
      '/api/console/conversations/:sessionId/messages',
      { schema: { params: sessionIdParams, querystring: messagesQuery, tags } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        const s = await tenantSessionOf(ctx, agent, request.params.sessionId);
        let q = ctx.db.kysely.selectFrom('messages').selectAll().where('session_id', '=', s.id);
        if (request.query.before) q = q.where('id', '<', request.query.before);
        const rows = await q.orderBy('id', 'desc').limit(request.query.limit).execute();
        return ok(rows.reverse().map(toAgentMessage));
      },
    );

    app.post(
      '/api/console/conversations/:sessionId/messages',
      { schema: { params: sessionIdParams, body: agentSendBody, tags } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        return ok(await sendAgentMessage(ctx, agent, request.params.sessionId, request.body));
      },
    );

    app.post(
      '/api/console/conversations/:sessionId/transfer',
      { schema: { params: sessionIdParams, body: transferBody, tags } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        await transferSession(ctx, agent, request.params.sessionId, request.body);
        return ok(null);
      },
    );

    app.post('/api/console/conversations/:sessionId/close', { schema: { params: sessionIdParams, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      await closeByAgent(ctx, agent, request.params.sessionId);
      return ok(null);
    });

    app.post('/api/console/conversations/:sessionId/inviteEvaluate', { schema: { params: sessionIdParams, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      await inviteEvaluation(ctx, agent, request.params.sessionId);
      return ok(null);
    });

    app.post(
      '/api/console/conversations/:sessionId/typing',
      { schema: { params: sessionIdParams, body: agentTypingBody, tags } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        if (request.body.typing) await agentTyping(ctx, agent, request.params.sessionId);
        return ok(null);
      },
    );

    app.post(
      '/api/console/conversations/:sessionId/read',
      { schema: { params: sessionIdParams, body: readBody, tags } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        await markAgentRead(ctx, agent, request.params.sessionId, request.body.msgId);
        return ok(null);
      },
    );

    app.post(
      '/api/console/conversations/:sessionId/visitor',
      { schema: { params: sessionIdParams, body: visitorUpdateBody, tags } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        return ok(await updateVisitorByAgent(ctx, agent, request.params.sessionId, request.body));
      },
    );

    app.post('/api/console/messages/:msgId/recall', { schema: { params: msgIdParams, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      await recallMessage(ctx, agent, request.params.msgId);
      return ok(null);
    });

    app.get(ConsolePath.agents, { schema: { tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      return ok(await agentSummaries(ctx, ctx.db.kysely, agent.tenantId));
    });

    app.get(ConsolePath.groups, { schema: { tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      return ok(await listGroups(ctx, agent.tenantId));
    });
  };
}
