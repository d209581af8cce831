import type { z } from 'zod';
import {
  AGENT_RECALL_WINDOW_MS,
  OutType,
  SenderType,
  UserStatus,
  type AgentProfile,
  type ChatMessage,
  type PresenceValue,
  type agentSendBody,
} from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { presenceChanged } from '../conversation/agentNotices.js';
import { agentTypingIn } from '../conversation/activityActions.js';
import { writePresence } from '../agents/agentStore.js';
import { ApiError, notFound } from '../../platform/http/envelope.js';
import { postMessage, recallMessage as recall } from '../conversation/messageActions.js';
import { once } from '../../platform/db/writeOnce.js';
import { messageByClientId } from '../conversation/messageStore.js';
import { toAgentMessage } from '../conversation/messageView.js';
import { agentSender, inviteEvaluation as invite, markReadByAgent } from '../conversation/sessionActions.js';
import { tenantSession } from '../conversation/sessionStore.js';
import { drainQueue, endConversation } from '../routing/routingService.js';

/** What an agent does in a conversation: checks who may, then one conversation action in one transaction. */

export const tenantSessionOf = (ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<Session> =>
  tenantSession(ctx.db.kysely, agent.tenantId, sessionId);

function requireOwn(agent: AgentProfile, s: Session): void {
  if (s.status !== UserStatus.AGENT) throw new ApiError(409, 'This conversation is not with an agent');
  if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'This conversation belongs to another agent');
}

const me = (agent: AgentProfile) => agentSender({ id: agent.agentId, nickname: agent.nickname });

export async function sendAgentMessage(
  ctx: AppContext,
  agent: AgentProfile,
  sessionId: number,
  body: z.output<typeof agentSendBody>,
  /** Sent through the REST API with this key (recorded on the message, shown to agents only). */
  via?: { apiKeyId: number },
): Promise<ChatMessage> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  const earlier = async () => {
    const dup = body.clientId ? await messageByClientId(ctx.db.kysely, s.visitor_id, body.clientId) : undefined;
    return dup && toAgentMessage(dup);
  };
  return once(earlier, async () => {
    // Internal notes may be added to any conversation of the tenant, even a closed one.
    if (!body.inside) requireOwn(agent, s);
    const extra: Record<string, unknown> = {};
    if (body.fileName !== undefined) extra.fileName = body.fileName;
    if (body.size !== undefined) extra.size = body.size;
    if (via) extra.apiKeyId = via.apiKeyId;
    const row = await inTransaction(ctx, (tx) =>
      postMessage(ctx, tx, {
        session: s,
        sender: me(agent),
        msgType: body.msgType,
        content: body.msgContent,
        extra,
        clientId: body.clientId ?? null,
        inside: body.inside,
      }),
    );
    return toAgentMessage(row);
  });
}

/** An agent withdraws their own message within two minutes; the visitor's copy disappears (event 1205). */
export async function recallMessage(ctx: AppContext, agent: AgentProfile, msgId: number): Promise<void> {
  const m = await ctx.db.kysely
    .selectFrom('messages')
    .selectAll()
    .where('tenant_id', '=', agent.tenantId)
    .where('id', '=', msgId)
    .executeTakeFirst();
  if (!m) throw notFound('No such message');
  if (m.sender_type !== SenderType.AGENT || m.sender_id !== agent.agentId)
    throw new ApiError(403, 'Only your own messages can be withdrawn');
  if (ctx.now() - Number(m.created_at) > AGENT_RECALL_WINDOW_MS) throw new ApiError(409, 'Messages can be withdrawn within 2 minutes');
  if (m.recall_flag === 1) return;
  await inTransaction(ctx, (tx) => recall(ctx, tx, m));
}

export async function closeByAgent(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (s.status === UserStatus.OFFLINE) return;
  if (s.status === UserStatus.AGENT) requireOwn(agent, s);
  const { settings } = await getChannel(ctx, s.channel_id);
  const closing = settings.adminCloseMode === 1 ? { text: settings.adminCloseMsg, sender: me(agent) } : undefined;
  await endConversation(ctx, s, OutType.AGENT_CLOSED, closing);
}

export async function inviteEvaluation(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'This conversation belongs to another agent');
  await inTransaction(ctx, (tx) => invite(ctx, tx, s));
}

const lastTyping = new Map<number, number>();
const TYPING_EVENT_EVERY_MS = 1500;

/** Agent typing reaches the visitor as event 1204 (shown for 2 s), at most one event per 1.5 s per conversation. */
export async function agentTyping(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  requireOwn(agent, s);
  const now = ctx.now();
  if (now - (lastTyping.get(Number(s.id)) ?? 0) < TYPING_EVENT_EVERY_MS) return;
  lastTyping.set(Number(s.id), now);
  if (lastTyping.size > 10_000) lastTyping.clear();
  await agentTypingIn(ctx, s);
}

/** The read mark is the assigned agent's (their unread count): only they, or an admin, move it (S-AG10). */
export async function markAgentRead(ctx: AppContext, agent: AgentProfile, sessionId: number, msgId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'Only the assigned agent moves the read mark');
  await inTransaction(ctx, (tx) => markReadByAgent(ctx, tx, s, msgId));
}

export async function setPresence(ctx: AppContext, agent: AgentProfile, presence: PresenceValue): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await writePresence(tx, agent.tenantId, agent.agentId, presence, ctx.now());
    presenceChanged(ctx, tx, agent.tenantId, agent.agentId, presence);
  });
  if (presence === 'online') await drainQueue(ctx, agent.tenantId);
}
