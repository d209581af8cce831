import type { z } from 'zod';
import {
  isValidEmail,
  parseJsonOr,
  type ChatMessage,
  type RestVisitor,
  type TicketDetail,
  type restSendBody,
  type restTicketCreateBody,
  type restVisitorUpdateBody,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { badRequest } from '../../platform/http/envelope.js';
import type { KeyHolder } from '../apiKeys/apiKeyStore.js';
import { sendAgentMessage } from '../chat/agentChat.js';
import { tellAgents } from '../conversation/agentNotices.js';
import { activeSession } from '../conversation/sessionStore.js';
import { summarizeOne, visitorProfile } from '../conversation/views.js';
import { ticketDetail } from '../tickets/deskService.js';
import { createTicket } from '../tickets/ticketService.js';
import { updateVisitorProfile } from '../visitors/visitorStore.js';
import { tenantVisitor } from './restReads.js';

/** What an API key changes, through the same actions the console uses, as the key's owner. */

/** The console's send (S-AG1: the conversation must be with an agent), recording the key on the message. */
export function sendMessage(
  ctx: AppContext,
  holder: KeyHolder,
  sessionId: number,
  body: z.output<typeof restSendBody>,
): Promise<ChatMessage> {
  return sendAgentMessage(ctx, holder.agent, sessionId, body, { apiKeyId: holder.keyId });
}

/** A ticket for one of the workspace's visitors, as if they had filed it (addWo's rules, S-TK3 and S-TK4). */
export async function createTicketFor(
  ctx: AppContext,
  holder: KeyHolder,
  body: z.output<typeof restTicketCreateBody>,
): Promise<TicketDetail> {
  const visitor = await tenantVisitor(ctx, holder.agent.tenantId, body.userId);
  const { woId } = await createTicket(ctx, visitor, {
    userId: visitor.user_id,
    tenantId: visitor.tenant_id,
    woTitle: body.title,
    woContent: body.content,
    woFileRelVoList: [],
    woStartWay: 0,
    ...(body.typeId !== undefined ? { woTypeId: body.typeId } : {}),
    cusFieldConfigInfoVoList: Object.entries(body.customFields).map(([fieldId, fieldValue]) => ({ fieldId, fieldValue })),
  });
  return ticketDetail(ctx, holder.agent, woId);
}

/** Custom fields a visitor may carry in all. */
const MAX_CUSTOM_FIELDS = 100;

/** Contact fields as an agent corrects them (S-AG8), and custom fields merged into the visitor's params. */
export async function updateVisitor(
  ctx: AppContext,
  holder: KeyHolder,
  userId: string,
  body: z.output<typeof restVisitorUpdateBody>,
): Promise<RestVisitor> {
  const tenantId = holder.agent.tenantId;
  if (body.email && !isValidEmail(body.email)) throw badRequest('email: please enter a correct e-mail');
  const visitor = await tenantVisitor(ctx, tenantId, userId);
  await inTransaction(ctx, async (tx) => {
    const fresh = await tx.q.selectFrom('visitors').select(['params']).where('id', '=', visitor.id).executeTakeFirstOrThrow();
    let params: string | undefined;
    if (body.customFields) {
      const merged = { ...parseJsonOr<Record<string, unknown>>(fresh.params, {}) };
      for (const [name, value] of Object.entries(body.customFields)) {
        if (value === null) delete merged[name];
        else merged[name] = value;
      }
      if (Object.keys(merged).length > MAX_CUSTOM_FIELDS) throw badRequest(`customFields: a visitor has at most ${MAX_CUSTOM_FIELDS}`);
      params = JSON.stringify(merged);
    }
    await updateVisitorProfile(
      ctx,
      tx,
      { id: visitor.id, tenant_id: tenantId, signed_fields: '' },
      {
        contact: {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
        },
        keepSigned: false,
        ...(params !== undefined ? { other: { params } } : {}),
      },
    );
    // The consoles' lists show the visitor's name: a live conversation's summary follows.
    const live = await activeSession(tx.q, Number(visitor.id));
    if (live) tellAgents(ctx, tx, tenantId, async () => ({ type: 'conversationChanged', conversation: await summarizeOne(ctx, live) }));
  });
  return visitorProfile(ctx, await tenantVisitor(ctx, tenantId, userId));
}
