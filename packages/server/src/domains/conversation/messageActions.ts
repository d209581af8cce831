import { EventCode, SenderType, UserStatus, WebhookEvent } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Kysely } from 'kysely';
import type { Database, MessageRow, Session } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { tellAgents } from './agentNotices.js';
import { tellVisitor } from './visitorEvents.js';
import { touchVisitor } from '../visitors/visitorStore.js';
import { idleChangeAfter, type IdleChange } from './idleRules.js';
import { insertMessage } from './messageStore.js';
import { toAgentMessage, toChatMessage } from './messageView.js';
import { cancelTimers, scheduleTimer } from './timerStore.js';
import { screenMessage } from '../sensitive/screen.js';
import { conversationKey, emitWebhookEvent, messageData } from '../webhooks/emit.js';
import { webhookTargets, type WebhookTarget } from '../webhooks/subscriptions.js';

/**
 * The one place a conversation message is written, whoever sends it (visitor, agent, robot, system notice,
 * timer text, routing notice; later ticket replies and call records). Inside the caller's transaction it
 * inserts the row, appends the visitor's event when the visitor must be told, moves the idle timers, and
 * registers the agents' stream event, which is published after commit.
 */
export interface Sender {
  type: number;
  id?: number | null;
  name: string;
}

export interface NewMessage {
  session: Session;
  sender: Sender;
  msgType: number;
  content: string;
  extra?: Record<string, unknown>;
  /** The client's local id: a retry with the same id finds this row instead of writing another. */
  clientId?: string | null;
  /** An internal note: agents only. */
  inside?: boolean;
  sensitive?: boolean;
  /**
   * The session was read from the cache (sessionStore's `cachedLiveSession`), not in this transaction: the row is
   * written only if the session still has that status, else `SessionMoved` is thrown and nothing is written.
   */
  sessionFromCache?: boolean;
  /** A visitor's message: their last-seen time as just read, so a fresh one is not written again (no query). */
  visitorSeenAt?: number;
  /**
   * Whether the visitor gets it as event 1201. By default agents' and system texts do; the visitor's own
   * message and the robot's reply (answered in the call itself) do not.
   */
  toVisitor?: boolean;
}

/** How fresh a visitor's last-seen time must be for a message not to write it again. */
const LAST_SEEN_STEP_MS = 30_000;

export const SYSTEM_SENDER: Sender = { type: SenderType.SYSTEM, id: null, name: '' };

export async function postMessage(ctx: AppContext, tx: Tx, m: NewMessage): Promise<MessageRow> {
  return applyPlan(ctx, tx, await planMessage(ctx, tx.q, m));
}

/**
 * A visitor's message into a conversation known from the cache (issue 17): the unit opts into batching. A plan whose
 * only write is the row runs as that one statement (on PostgreSQL without BEGIN and COMMIT, the row sharing one
 * statement with the other visitors' rows of its I/O phase; on SQLite sharing their COMMIT); any other plan runs in a
 * transaction, as `postMessage`. Whether it is one statement is read from the very list of writes `applyPlan` runs,
 * and the unit of work refuses a second statement of a unit declared as one.
 */
export async function postMessageAlone(ctx: AppContext, m: NewMessage): Promise<MessageRow> {
  const plan = await planMessage(ctx, ctx.db.kysely, m);
  return inTransaction(ctx, (tx) => applyPlan(ctx, tx, plan), { oneStatement: plan.after.length === 0, batch: true });
}

/** What posting a message writes, decided before anything is written (the reads happen here). */
interface Plan {
  m: NewMessage;
  now: number;
  /** The writes after the row, each told the row (nearly always none for a visitor's message). */
  after: Array<(tx: Tx, row: MessageRow) => Promise<unknown>>;
}

async function planMessage(ctx: AppContext, q: Kysely<Database>, m: NewMessage): Promise<Plan> {
  const { session, sender } = m;
  const now = ctx.now();
  // S-SW2: the tenant's sensitive words, checked here so every way a visitor or agent writes is covered.
  const screened = await screenMessage(ctx, q, session.tenant_id, {
    senderType: sender.type,
    msgType: m.msgType,
    content: m.content,
    inside: m.inside,
  });
  if (screened) m = { ...m, extra: { ...m.extra, ...screened.extra }, sensitive: m.sensitive || screened.sensitive };
  const toVisitor = (m.toVisitor ?? (sender.type === SenderType.AGENT || sender.type === SenderType.SYSTEM)) && !m.inside && !m.sensitive;
  const touch = sender.type === SenderType.VISITOR && !(m.visitorSeenAt !== undefined && now - m.visitorSeenAt < LAST_SEEN_STEP_MS);
  const side = sender.type === SenderType.VISITOR ? 'visitor' : sender.type === SenderType.AGENT && !m.inside ? 'agent' : undefined;
  const idle =
    side && session.status === UserStatus.AGENT
      ? idleChangeAfter(side, (await getChannel(ctx, session.channel_id, q)).settings)
      : undefined;
  const hooks = await webhookTargets(ctx, q, session.tenant_id, WebhookEvent.MESSAGE_CREATED);
  return { m, now, after: writesAfter(ctx, m, now, toVisitor, touch, idle, hooks) };
}

/** What else posting the message writes, in order: the list `applyPlan` runs, so its length is the truth. */
function writesAfter(
  ctx: AppContext,
  { session }: NewMessage,
  now: number,
  toVisitor: boolean,
  touch: boolean,
  idle: IdleChange | undefined,
  hooks: WebhookTarget[],
): Plan['after'] {
  const after: Plan['after'] = [];
  if (toVisitor) {
    after.push((tx, row) =>
      tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, { code: EventCode.AGENT_MESSAGE, message: toChatMessage(row) }),
    );
  }
  if (touch) after.push((tx) => touchVisitor(ctx, tx, session.visitor_id, now, LAST_SEEN_STEP_MS));
  if (idle && idle.cancel.length > 0) after.push((tx) => cancelTimers(tx.q, session.id, idle.cancel));
  const schedule = idle?.schedule;
  if (schedule) after.push((tx) => scheduleTimer(tx.q, session.tenant_id, session.id, schedule.kind, now + schedule.afterMs, now));
  if (hooks.length > 0) {
    after.push((tx, row) =>
      emitWebhookEvent(
        ctx,
        tx,
        { tenantId: session.tenant_id, type: WebhookEvent.MESSAGE_CREATED, data: messageData(row), orderKey: conversationKey(session.id) },
        hooks,
      ),
    );
  }
  return after;
}

async function applyPlan(ctx: AppContext, tx: Tx, { m, now, after }: Plan): Promise<MessageRow> {
  const { session, sender } = m;
  const row = await insertMessage(tx, {
    tenantId: session.tenant_id,
    sessionId: session.id,
    visitorId: session.visitor_id,
    senderType: sender.type,
    senderId: sender.id ?? null,
    senderName: sender.name,
    msgType: m.msgType,
    content: m.content,
    extra: m.extra,
    clientId: m.clientId ?? null,
    inside: m.inside,
    sensitive: m.sensitive,
    now,
    ...(m.sessionFromCache ? { expectStatus: session.status } : {}),
  });
  for (const write of after) await write(tx, row);
  tellAgents(ctx, tx, session.tenant_id, { type: 'message', sessionId: Number(session.id), message: toAgentMessage(row) });
  return row;
}

/** An agent withdraws a message: the visitor's copy disappears (event 1205); agents keep it, marked. */
export async function recallMessage(ctx: AppContext, tx: Tx, m: MessageRow): Promise<void> {
  await tx.q.updateTable('messages').set({ recall_flag: 1 }).where('id', '=', m.id).execute();
  if (m.inside_flag !== 1) await tellVisitor(ctx, tx, m.tenant_id, m.visitor_id, { code: EventCode.RECALL, msgId: Number(m.id) });
  tellAgents(ctx, tx, m.tenant_id, { type: 'messageRecalled', sessionId: Number(m.session_id), msgId: Number(m.id) });
}

/** Records something about a message after the fact (the visitor's vote on a robot answer). */
export async function annotateMessage(tx: Tx, msgId: number, extra: Record<string, unknown>): Promise<void> {
  await tx.q
    .updateTable('messages')
    .set({ extra: JSON.stringify(extra) })
    .where('id', '=', msgId)
    .execute();
}
