import type { z } from 'zod';
import { isValidEmail, type AgentProfile, type ConversationDetail, type visitorUpdateBody } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { tellAgents } from '../conversation/agentNotices.js';
import { badRequest } from '../../platform/http/envelope.js';
import { updateVisitorProfile } from '../visitors/visitorStore.js';
import { tenantSessionOf } from './agentChat.js';
import { detail, summarizeOne } from '../conversation/views.js';

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
  await inTransaction(ctx, async (tx) => {
    // S-AG8: agents may correct what the tenant's identity token signed.
    await updateVisitorProfile(
      ctx,
      tx,
      { id: s.visitor_id, tenant_id: agent.tenantId, signed_fields: '' },
      {
        contact: {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
        },
        keepSigned: false,
      },
    );
    // Lists show the visitor's name: other consoles follow without a refetch.
    tellAgents(ctx, tx, s.tenant_id, async () => ({ type: 'conversationChanged', conversation: await summarizeOne(ctx, s) }));
  });
  return detail(ctx, s);
}
