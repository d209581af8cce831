import type { z } from 'zod';
import { isValidEmail, type AgentProfile, type ConversationDetail, type visitorUpdateBody } from '@parley/protocol';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/envelope.js';
import { notifyAgents } from './agentEvents.js';
import { tenantSessionOf } from './agentActions.js';
import { detail, summarizeOne } from './conversationView.js';

/**
 * An agent corrects what we know of a conversation's visitor. Any agent of the tenant may, as with notes:
 * the data describes the visitor, not the chat. The e-mail must be well formed; phones are whatever the
 * visitor said (the schema bounds the length only), since agents hear every format.
 */
export async function updateVisitorByAgent(
  ctx: AppContext,
  agent: AgentProfile,
  sessionId: number,
  body: z.output<typeof visitorUpdateBody>,
): Promise<ConversationDetail> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (body.email && !isValidEmail(body.email)) throw badRequest('email: please enter a correct e-mail');
  await ctx.db.kysely
    .updateTable('visitors')
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
    })
    .where('id', '=', s.visitor_id)
    .where('tenant_id', '=', agent.tenantId)
    .execute();
  // Lists show the visitor's name: other consoles follow without a refetch.
  await notifyAgents(ctx, s.tenant_id, { type: 'conversationChanged', conversation: await summarizeOne(ctx, s) });
  return detail(ctx, s);
}
