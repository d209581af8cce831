import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AgentProfile } from '@parley/protocol';
import { topics } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import { openSse } from '../../platform/http/sse.js';
import { touchAgent } from '../../domains/agents/agentStore.js';

/** The console's live feed: every tenant event, relayed as SSE. An open stream also keeps the agent present. */
export async function openAgentStream(ctx: AppContext, agent: AgentProfile, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const touch = () => void touchAgent(ctx.db.kysely, agent.agentId, ctx.now()).catch(() => undefined);
  const sse = openSse(request, reply, 20_000, touch);
  const unsubscribe = await ctx.bus.subscribe(topics.tenant(agent.tenantId), (message) => {
    try {
      sse.send(JSON.parse(message));
    } catch {
      // a malformed bus message is not the client's problem
    }
  });
  sse.send({ type: 'hello', agentId: agent.agentId });
  touch();
  await sse.closed;
  await unsubscribe();
}
