import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MsgType,
  OutType,
  SenderType,
  UserStatus,
  parseJsonOr,
  type ChatMessage,
  type ChatStartAnswer,
  type chatStartBody,
  type historyMsgBody,
  type sendMsgBody,
} from '@parley/protocol';
import { issueVisitorToken } from '../../platform/auth/visitorToken.js';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Session, Visitor } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { latestEventId } from '../events/eventLog.js';
import { SYSTEM_SENDER, postMessage, postMessageAlone } from '../conversation/messageActions.js';
import { once } from '../../platform/db/writeOnce.js';
import { SessionMoved, messageByClientId } from '../conversation/messageStore.js';
import { toChatMessage, visibleToVisitor } from '../conversation/messageView.js';
import { startSession } from '../conversation/sessionActions.js';
import { markVisitorRead } from '../conversation/activityActions.js';
import { activeSession, cachedLiveSession, forgetLiveSession } from '../conversation/sessionStore.js';
import { endConversation } from '../routing/routingService.js';
import { findVisitor, saveStartingVisitor } from '../visitors/visitorStore.js';
import { findByExternalId, identityRequired, verifyVisitorIdentity } from '../visitors/visitorIdentity.js';
import { fileLinkKeys, renewFileLinksIn } from '../../platform/auth/fileLink.js';

/** Custom visitor fields from the page URL: JSON text or an object; anything else is dropped silently. */
function paramsJson(params: unknown): string | undefined {
  if (params === undefined) return undefined;
  const v = parseJsonOr<unknown>(params, {});
  return v && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : '{}';
}

export async function chatStart(
  ctx: AppContext,
  body: z.output<typeof chatStartBody>,
  token: string | undefined,
  userAgent: string,
): Promise<ChatStartAnswer> {
  const channel = await getChannel(ctx, body.channelId);
  const tenantId = channel.row.tenant_id;
  const now = ctx.now();
  // S-SI1: a forged or expired identity token is refused before anything is written; the widget goes on anonymously.
  const identity = body.identityToken ? await verifyVisitorIdentity(ctx, channel.row.id, body.identityToken) : undefined;
  // Resume only with a valid token for that very userId: a guessed userId starts a new visitor.
  const claims = ctx.verifyToken(token, now);
  let resumable: Visitor | undefined;
  if (body.userId && claims && claims.userId === body.userId && claims.tenantId === tenantId) {
    const found = await findVisitor(ctx, tenantId, body.userId);
    if (found?.channel_id === channel.row.id) resumable = found;
  }
  // S-SI5: such a channel starts nobody anonymously; a visitor verified earlier resumes with the token it was given then.
  if (!identity && channel.row.identity_required === 1 && !resumable?.external_id) throw identityRequired();
  const profile = {
    ...(body.userName !== undefined ? { name: body.userName.trim() } : {}),
    ...(body.email !== undefined ? { email: body.email.trim() } : {}),
    ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
    ...(body.locale !== undefined ? { locale: body.locale } : {}),
    ...(body.previousUrl !== undefined ? { previous_url: body.previousUrl } : {}),
    ...(body.refer !== undefined ? { refer: body.refer } : {}),
    ...(paramsJson(body.params) !== undefined ? { params: paramsJson(body.params)! } : {}),
    user_agent: userAgent.slice(0, 500),
    last_seen_at: now,
  };
  const save = () =>
    inTransaction(ctx, (tx) => saveStartingVisitor(ctx, tx, { tenantId, channelId: channel.row.id, resumable, identity, profile, now }));
  let visitor: Visitor;
  try {
    visitor = await save();
  } catch (err) {
    // Two first starts of one person at once: the loser of the unique (tenant, external id) finds the winner's row.
    if (!identity || !(await findByExternalId(ctx.db.kysely, tenantId, identity.sub))) throw err;
    visitor = await save();
  }
  const session = await activeSession(ctx.db.kysely, visitor.id);
  let adminNick = '';
  if (session?.agent_id != null) {
    const agent = await ctx.db.kysely.selectFrom('agents').select('nickname').where('id', '=', session.agent_id).executeTakeFirst();
    adminNick = agent?.nickname ?? '';
  }
  const { token: issued, expiresAt } = issueVisitorToken(ctx.config.secret, tenantId, visitor.user_id, now);
  return {
    serverTime: now,
    status: session?.status ?? UserStatus.OFFLINE,
    userId: visitor.user_id,
    tenantId,
    pollId: randomBytes(8).toString('hex'),
    sessionId: session ? Number(session.id) : 0,
    adminNick,
    token: issued,
    tokenExpiresAt: expiresAt,
    lastEventId: await latestEventId(ctx, visitor.id),
    userFormDone: visitor.form_submitted_at != null,
  };
}

/** Messages read again carry file links signed afresh (the stored ones may have expired). */
const withFreshLinks = (ctx: AppContext, visitor: Visitor, messages: ChatMessage[]): ChatMessage[] =>
  renewFileLinksIn(messages, fileLinkKeys(ctx), visitor.id);

/** sendMsg: the message, its session (started if none is live) and the idle timers, in one transaction. */
export async function sendVisitorMessage(ctx: AppContext, visitor: Visitor, body: z.output<typeof sendMsgBody>): Promise<ChatMessage> {
  const earlier = async () => {
    const dup = body.id ? await messageByClientId(ctx.db.kysely, visitor.id, body.id) : undefined;
    return dup && toChatMessage(dup);
  };
  const extra: Record<string, unknown> = {};
  if (body.fileName !== undefined) extra.fileName = body.fileName;
  if (body.size !== undefined) extra.size = body.size;
  const message = (session: Session) => ({
    session,
    sender: { type: SenderType.VISITOR, name: visitor.name },
    msgType: body.msgType,
    content: body.msgType === MsgType.TEXT ? body.msgContent.trim() : body.msgContent,
    extra,
    clientId: body.id ?? null,
    visitorSeenAt: Number(visitor.last_seen_at),
  });
  // Into the live session as this node knows it, which the INSERT re-checks (often the message's only statement);
  // with none known, or one that moved on meanwhile (closed, queued, taken), it is read or started in the transaction.
  const inFreshSession = () => inTransaction(ctx, async (tx) => postMessage(ctx, tx, message(await startSession(ctx, tx, visitor))));
  return once(
    earlier,
    async () => {
      const cached = await cachedLiveSession(ctx, visitor.id);
      const row = cached
        ? await postMessageAlone(ctx, { ...message(cached), sessionFromCache: true }).catch(async (err: unknown) => {
            if (!(err instanceof SessionMoved)) throw err;
            await forgetLiveSession(ctx, visitor.id);
            return inFreshSession();
          })
        : await inFreshSession();
      return toChatMessage(row);
    },
    { findFirst: false },
  );
}

export async function sessionMessages(ctx: AppContext, visitor: Visitor, sessionId?: number): Promise<ChatMessage[]> {
  const id = sessionId || (await activeSession(ctx.db.kysely, visitor.id))?.id;
  if (!id) return [];
  const rows = await ctx.db.kysely
    .selectFrom('messages')
    .selectAll()
    .where('visitor_id', '=', visitor.id)
    .where('session_id', '=', id)
    .orderBy('id')
    .execute();
  return withFreshLinks(ctx, visitor, rows.filter(visibleToVisitor).map(toChatMessage));
}

/**
 * A page of history across all the visitor's sessions, oldest first, of messages at or before maxTime
 * (0: newest). maxTime is inclusive so equal timestamps at a page edge are not lost; the widget dedups by msgId.
 */
export async function historyMessages(ctx: AppContext, visitor: Visitor, body: z.output<typeof historyMsgBody>): Promise<ChatMessage[]> {
  let q = ctx.db.kysely.selectFrom('messages').selectAll().where('visitor_id', '=', visitor.id).where('inside_flag', '=', 0);
  if (body.maxTime > 0) q = q.where('created_at', '<=', body.maxTime);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(body.pageSize).execute();
  return withFreshLinks(ctx, visitor, rows.filter(visibleToVisitor).reverse().map(toChatMessage));
}

/** Agent messages the visitor has not seen yet; answering them moves the read mark. */
export async function offlineMessages(ctx: AppContext, visitor: Visitor): Promise<ChatMessage[]> {
  const rows = await ctx.db.kysely
    .selectFrom('messages')
    .selectAll()
    .where('visitor_id', '=', visitor.id)
    .where('sender_type', '=', SenderType.AGENT)
    .where('id', '>', visitor.read_msg_id)
    .where('recall_flag', '=', 0)
    .orderBy('id')
    .limit(200)
    .execute();
  const visible = rows.filter(visibleToVisitor);
  const last = rows.at(-1);
  if (last) await markRead(ctx, visitor, Number(last.id));
  return withFreshLinks(ctx, visitor, visible.map(toChatMessage));
}

export async function markRead(ctx: AppContext, visitor: Visitor, msgId?: number): Promise<void> {
  let upTo = msgId;
  if (upTo === undefined) {
    const row = await ctx.db.kysely
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('visitor_id', '=', visitor.id)
      .executeTakeFirst();
    upTo = Number(row?.max ?? 0);
  }
  await markVisitorRead(ctx, visitor, upTo);
}

/** The visitor ends the conversation; every tab of theirs learns it through event 1202. */
export async function closeByVisitor(ctx: AppContext, visitor: Visitor): Promise<void> {
  const session = await activeSession(ctx.db.kysely, visitor.id);
  if (session) await endConversation(ctx, session, OutType.CHAT_OVER);
}

/** sysMsg: a notice the widget records in the conversation (e.g. what the visitor chose), shown to agents. */
export async function recordSystemMessage(ctx: AppContext, visitor: Visitor, text: string): Promise<ChatMessage> {
  const row = await inTransaction(ctx, async (tx) =>
    // The widget already shows what the visitor chose: no event back to it.
    postMessage(ctx, tx, {
      session: await startSession(ctx, tx, visitor),
      sender: SYSTEM_SENDER,
      msgType: MsgType.TEXT,
      content: text,
      toVisitor: false,
    }),
  );
  return toChatMessage(row);
}
