import { randomBytes } from 'node:crypto';
import {
  AGENT_GONE_AFTER_MS,
  CALL_RING_MS,
  CallAction,
  EventCode,
  MsgType,
  UserStatus,
  VideoType,
  formatCallDuration,
  type AdminVideoStatusAnswer,
  type AgentProfile,
  type CallKind,
  type CallParty,
  type CallSignal,
  type CallView,
  type VideoTokenAnswer,
} from '@parley/protocol';
import { effectivePresence } from '../agents/presence.js';
import type { AppContext } from '../../platform/context.js';
import type { Kysely } from 'kysely';
import type { CallRow, Database, Session, Visitor } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { tellAgents } from '../conversation/agentNotices.js';
import { tellVisitor } from '../conversation/visitorEvents.js';
import { ApiError, notFound } from '../../platform/http/envelope.js';
import { SYSTEM_SENDER, postMessage } from '../conversation/messageActions.js';
import { activeSession, sessionById, tenantSession } from '../conversation/sessionStore.js';
import { startRingTimer, stopRingTimer } from '../conversation/timerActions.js';
import { isStale, stepCall, type CallCommand } from './callMachine.js';
import { p2pProvider, type CallProvider } from './callProvider.js';
import {
  callById,
  factsOf,
  insertCall,
  liveCallsOfAgent,
  liveCallsOfSession,
  liveCallsOfVisitor,
  markConnected,
  saveStep,
  setCallType,
  toCallView,
  withFacts,
} from './callStore.js';

/**
 * Calls between a visitor and their agent (issue 16): each change is one transaction that writes the call,
 * tells the visitor (event 1207) and the consoles (`call`), and, when the call ends, writes its record into the
 * conversation through the one message action. Media goes peer to peer through the provider's credentials.
 */

const provider: CallProvider = p2pProvider;
const conflict = (message: string) => new ApiError(409, message);

async function viewOf(q: Kysely<Database>, row: CallRow): Promise<CallView> {
  const [agent, visitor] = await Promise.all([
    q.selectFrom('agents').select('nickname').where('id', '=', row.agent_id).executeTakeFirst(),
    q.selectFrom('visitors').select('name').where('id', '=', row.visitor_id).executeTakeFirst(),
  ]);
  return toCallView(row, { agentName: agent?.nickname ?? '', visitorName: visitor?.name ?? '' });
}

async function announce(
  ctx: AppContext,
  tx: Tx,
  row: CallRow,
  view: CallView,
  action: CallAction,
  to: 'both' | CallParty,
  signal?: CallSignal,
): Promise<void> {
  const extra = signal ? { signal } : {};
  if (to !== 'agent') {
    await tellVisitor(ctx, tx, row.tenant_id, Number(row.visitor_id), {
      code: EventCode.VIDEO,
      adminId: String(row.agent_id),
      videoType: view.callType === 'voice' ? VideoType.VOICE : VideoType.VIDEO,
      action,
      call: view,
      ...extra,
    });
  }
  if (to !== 'visitor') tellAgents(ctx, tx, row.tenant_id, { type: 'call', action, call: view, ...extra });
}

/** "Video call from Alice · completed · 1:05": the record's text where only text is shown (lists, exports). */
function recordText(v: CallView): string {
  const kind = v.callType === 'voice' ? 'Voice call' : 'Video call';
  const who = v.initiator === 'agent' ? v.agentName || 'the agent' : v.visitorName || 'the visitor';
  const tail = v.outcome === 'completed' ? ` · ${formatCallDuration(v.durationMs)}` : '';
  return `${kind} from ${who} · ${v.outcome ?? 'ended'}${tail}`;
}

/** One step of the machine, written, told and (at the end) recorded in one transaction. */
async function transition(ctx: AppContext, callId: string, cmd: CallCommand): Promise<CallView> {
  return inTransaction(ctx, async (tx) => {
    const row = await callById(tx.q, callId);
    if (!row) throw notFound('No such call');
    const s = stepCall(factsOf(row), cmd, ctx.now());
    if (!s.ok) throw conflict(s.reason);
    if (!s.changed) return viewOf(tx.q, row);
    if (!(await saveStep(tx.q, row, s.next))) throw conflict('The call changed meanwhile');
    const next = withFacts(row, s.next);
    const v = await viewOf(tx.q, next);
    if (row.state === 'ringing') await stopRingTimer(tx, Number(row.session_id));
    if (next.state === 'ended') {
      const session = await sessionById(tx.q, Number(row.session_id));
      if (session) {
        await postMessage(ctx, tx, { session, sender: SYSTEM_SENDER, msgType: MsgType.CALL, content: recordText(v), extra: { call: v } });
      }
      await announce(ctx, tx, next, v, CallAction.ENDED, 'both');
    } else {
      await announce(ctx, tx, next, v, CallAction.ACCEPTED, 'both');
    }
    return v;
  });
}

/** Ends what was left live behind a conversation that is over or a ring nobody timed out (callMachine.isStale). */
async function settled(ctx: AppContext, rows: CallRow[]): Promise<CallRow[]> {
  const live: CallRow[] = [];
  for (const row of rows) {
    const session = await sessionById(ctx.db.kysely, Number(row.session_id));
    const over = !session || session.status !== UserStatus.AGENT || Number(session.agent_id) !== Number(row.agent_id);
    if (isStale(factsOf(row), over, ctx.now())) {
      await transition(ctx, row.id, { kind: 'end', by: row.initiator as CallParty });
    } else {
      live.push(row);
    }
  }
  return live;
}

async function ring(ctx: AppContext, session: Session, initiator: CallParty, kind: CallKind): Promise<CallView> {
  const agentId = Number(session.agent_id);
  await settled(ctx, [...(await liveCallsOfSession(ctx.db.kysely, session.id)), ...(await liveCallsOfAgent(ctx.db.kysely, agentId))]);
  return inTransaction(
    ctx,
    async (tx) => {
      if ((await liveCallsOfSession(tx.q, session.id)).length) throw conflict('A call is already going in this conversation');
      if ((await liveCallsOfAgent(tx.q, agentId)).length) throw conflict('The agent is on another call');
      const now = ctx.now();
      const row: CallRow = {
        id: `c${randomBytes(12).toString('hex')}`,
        tenant_id: session.tenant_id,
        session_id: session.id,
        visitor_id: session.visitor_id,
        agent_id: agentId,
        call_type: kind,
        initiator,
        state: 'ringing',
        outcome: null,
        created_at: now,
        answered_at: null,
        connected_at: null,
        ended_at: null,
      };
      await insertCall(tx.q, row);
      await startRingTimer(ctx, tx, session, now + CALL_RING_MS);
      const view = await viewOf(tx.q, row);
      await announce(ctx, tx, row, view, CallAction.RING, 'both');
      return view;
    },
    { tenantLock: session.tenant_id },
  );
}

async function relay(ctx: AppContext, row: CallRow, from: CallParty, token: string, signal: CallSignal): Promise<null> {
  if (!provider.verify(ctx, row, from, token)) throw new ApiError(403, 'The call credential is not valid for this call');
  const s = stepCall(factsOf(row), { kind: 'signal', by: from }, ctx.now());
  if (!s.ok) throw conflict(s.reason);
  await inTransaction(ctx, async (tx) => {
    // Switching to voice is for the whole call: the other side drops its camera too, and the record says voice.
    const next = signal.type === 'voice' ? { ...row, call_type: 'voice' } : row;
    if (signal.type === 'voice') await setCallType(tx.q, row.id, 'voice');
    await announce(ctx, tx, next, await viewOf(tx.q, next), CallAction.SIGNAL, from === 'agent' ? 'visitor' : 'agent', signal);
  });
  return null;
}

/** The ring timer fired (timers/): an unanswered call of the conversation ends as missed. */
export async function ringTimedOut(ctx: AppContext, sessionId: number): Promise<void> {
  for (const row of await liveCallsOfSession(ctx.db.kysely, sessionId)) {
    if (row.state === 'ringing') await transition(ctx, row.id, { kind: 'timeout' });
  }
}

/* The visitor's side. */

/** Whether the visitor's agent can take a call now, and why not (adminVideoStatus, userVideoInvitation). */
async function agentAvailability(ctx: AppContext, session: Session | undefined): Promise<{ ok: boolean; message: string }> {
  if (!session || session.status !== UserStatus.AGENT) return { ok: false, message: 'No agent is connected to take a call' };
  const agent = await ctx.db.kysely
    .selectFrom('agents')
    .select(['presence', 'last_active_at'])
    .where('id', '=', session.agent_id)
    .executeTakeFirst();
  if (!agent || effectivePresence(agent.presence, Number(agent.last_active_at), ctx.now(), AGENT_GONE_AFTER_MS) === 'offline') {
    return { ok: false, message: 'Your agent is not connected right now' };
  }
  const busy = (await settled(ctx, await liveCallsOfAgent(ctx.db.kysely, Number(session.agent_id)))).some(
    (c) => Number(c.session_id) !== Number(session.id),
  );
  return busy ? { ok: false, message: 'The agent is on another call' } : { ok: true, message: 'The agent can take a call' };
}

async function visitorCall(ctx: AppContext, visitor: Visitor, callId: string | undefined): Promise<CallRow> {
  if (callId !== undefined) {
    const row = await callById(ctx.db.kysely, callId);
    // Another visitor's call reads as unknown.
    if (!row || Number(row.visitor_id) !== Number(visitor.id)) throw notFound('No such call');
    return row;
  }
  const live = await settled(ctx, await liveCallsOfVisitor(ctx.db.kysely, visitor.id));
  const row = live.at(-1);
  if (!row) throw notFound('No call is going');
  return row;
}

export async function visitorVideoStatus(ctx: AppContext, visitor: Visitor): Promise<AdminVideoStatusAnswer> {
  const session = await activeSession(ctx.db.kysely, visitor.id);
  const { ok, message } = await agentAvailability(ctx, session);
  const live = (await settled(ctx, await liveCallsOfVisitor(ctx.db.kysely, visitor.id))).at(-1);
  return { status: ok ? 1 : 0, message, call: live ? await viewOf(ctx.db.kysely, live) : null };
}

export async function visitorInvites(ctx: AppContext, visitor: Visitor, videoType: number): Promise<CallView> {
  const session = await activeSession(ctx.db.kysely, visitor.id);
  const { ok, message } = await agentAvailability(ctx, session);
  if (!ok || !session) throw conflict(message);
  return ring(ctx, session, 'visitor', videoType === VideoType.VOICE ? 'voice' : 'video');
}

export async function visitorToken(ctx: AppContext, visitor: Visitor, callId?: string): Promise<VideoTokenAnswer> {
  const row = await visitorCall(ctx, visitor, callId);
  if (row.state === 'ended') throw conflict('The call is over');
  return provider.credentials(ctx, row, 'visitor');
}

export async function visitorAnswers(ctx: AppContext, visitor: Visitor, callId: string, accept: boolean): Promise<CallView> {
  const row = await visitorCall(ctx, visitor, callId);
  return transition(ctx, row.id, accept ? { kind: 'accept', by: 'visitor' } : { kind: 'decline', by: 'visitor' });
}

/** expireVideoToken: the visitor hangs up (or calls off their ring, or refuses the agent's); the credential dies with the call. */
export async function visitorHangsUp(ctx: AppContext, visitor: Visitor, callId?: string): Promise<CallView> {
  const row = await visitorCall(ctx, visitor, callId);
  return transition(ctx, row.id, { kind: 'end', by: 'visitor' });
}

export async function visitorSignals(ctx: AppContext, visitor: Visitor, callId: string, token: string, signal: CallSignal): Promise<null> {
  return relay(ctx, await visitorCall(ctx, visitor, callId), 'visitor', token, signal);
}

/** videos/add: the visitor's side has media flowing; the first report is kept. */
export async function visitorConnected(ctx: AppContext, visitor: Visitor, callId?: string): Promise<CallView> {
  const row = await visitorCall(ctx, visitor, callId);
  if (row.state === 'active') await markConnected(ctx.db.kysely, row.id, ctx.now());
  return viewOf(ctx.db.kysely, (await callById(ctx.db.kysely, row.id)) ?? row);
}

/* The agent's side. */

async function agentCall(ctx: AppContext, agent: AgentProfile, callId: string): Promise<CallRow> {
  const row = await callById(ctx.db.kysely, callId);
  if (!row || row.tenant_id !== agent.tenantId) throw notFound('No such call');
  if (Number(row.agent_id) !== agent.agentId) throw new ApiError(403, 'This call belongs to another agent');
  return row;
}

export async function agentRings(ctx: AppContext, agent: AgentProfile, sessionId: number, videoType: number): Promise<CallView> {
  const session = await tenantSession(ctx.db.kysely, agent.tenantId, sessionId);
  if (session.status !== UserStatus.AGENT) throw conflict('This conversation is not with an agent');
  if (Number(session.agent_id) !== agent.agentId) throw new ApiError(403, "Only the conversation's agent can call the visitor");
  return ring(ctx, session, 'agent', videoType === VideoType.VOICE ? 'voice' : 'video');
}

export async function agentToken(ctx: AppContext, agent: AgentProfile, callId: string): Promise<VideoTokenAnswer> {
  const row = await agentCall(ctx, agent, callId);
  if (row.state === 'ended') throw conflict('The call is over');
  return provider.credentials(ctx, row, 'agent');
}

export async function agentActs(
  ctx: AppContext,
  agent: AgentProfile,
  callId: string,
  kind: 'accept' | 'decline' | 'end',
): Promise<CallView> {
  const row = await agentCall(ctx, agent, callId);
  return transition(ctx, row.id, { kind, by: 'agent' });
}

export async function agentSignals(ctx: AppContext, agent: AgentProfile, callId: string, token: string, signal: CallSignal): Promise<null> {
  return relay(ctx, await agentCall(ctx, agent, callId), 'agent', token, signal);
}

export async function agentLiveCalls(ctx: AppContext, agent: AgentProfile): Promise<CallView[]> {
  const live = await settled(ctx, await liveCallsOfAgent(ctx.db.kysely, agent.agentId));
  return Promise.all(live.map((r) => viewOf(ctx.db.kysely, r)));
}
