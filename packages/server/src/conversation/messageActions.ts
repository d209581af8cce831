import { EventCode, SenderType, UserStatus } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../context.js';
import type { MessageRow, Session } from '../db/schema.js';
import type { Tx } from '../db/unitOfWork.js';
import { tellAgents } from '../events/agentEvents.js';
import { tellVisitor } from '../events/eventLog.js';
import { touchVisitor } from '../visitors/visitorStore.js';
import { idleChangeAfter } from './idleRules.js';
import { insertMessage } from './messageStore.js';
import { toAgentMessage, toChatMessage } from './messageView.js';
import { cancelTimers, scheduleTimer } from './timerStore.js';
import { screenMessage } from '../sensitive/screen.js';

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
  const { session, sender } = m;
  const now = ctx.now();
  // SW2: the tenant's sensitive words, checked here so every way a visitor or agent writes is covered.
  const screened = await screenMessage(ctx, tx.q, session.tenant_id, {
    senderType: sender.type,
    msgType: m.msgType,
    content: m.content,
    inside: m.inside,
  });
  if (screened) m = { ...m, extra: { ...m.extra, ...screened.extra }, sensitive: m.sensitive || screened.sensitive };
  const row = await insertMessage(tx.q, {
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
  });
  const toVisitor = m.toVisitor ?? (sender.type === SenderType.AGENT || sender.type === SenderType.SYSTEM);
  if (toVisitor && !m.inside && !m.sensitive) {
    await tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, { code: EventCode.AGENT_MESSAGE, message: toChatMessage(row) });
  }
  if (sender.type === SenderType.VISITOR && !(m.visitorSeenAt !== undefined && now - m.visitorSeenAt < LAST_SEEN_STEP_MS)) {
    await touchVisitor(tx.q, session.visitor_id, now, LAST_SEEN_STEP_MS);
  }
  const side = sender.type === SenderType.VISITOR ? 'visitor' : sender.type === SenderType.AGENT && !m.inside ? 'agent' : undefined;
  if (side && session.status === UserStatus.AGENT) {
    const change = idleChangeAfter(side, (await getChannel(ctx, session.channel_id, tx.q)).settings);
    await cancelTimers(tx.q, session.id, change.cancel);
    if (change.schedule) await scheduleTimer(tx.q, session.tenant_id, session.id, change.schedule.kind, now + change.schedule.afterMs, now);
  }
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

/**
 * A write keyed by the client's local id, done once: a retry finds the first result, and a concurrent twin
 * that lost the race on the unique index (its transaction rolled back) answers with the winner's.
 * `findFirst: false` skips the look before writing, for a write that is cheap to attempt and whose row the unique
 * index refuses twice (a visitor's message): a retry then costs a rolled-back transaction, a first send one query less.
 */
export async function once<T>(find: () => Promise<T | undefined>, write: () => Promise<T>, opts: { findFirst?: boolean } = {}): Promise<T> {
  const earlier = opts.findFirst === false ? undefined : await find();
  if (earlier !== undefined) return earlier;
  try {
    return await write();
  } catch (err) {
    const twin = await find();
    if (twin !== undefined) return twin;
    throw err;
  }
}
