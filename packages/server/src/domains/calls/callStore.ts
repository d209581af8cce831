import type { Kysely } from 'kysely';
import type { CallView } from '@parley/protocol';
import type { CallRow, Database } from '../../platform/db/schema.js';
import { callDuration, type CallFacts } from './callMachine.js';

/** The calls table: reads, and the writes of calls/callService.ts. */

const LIVE = ['ringing', 'active'];

export async function callById(q: Kysely<Database>, callId: string): Promise<CallRow | undefined> {
  return q.selectFrom('calls').selectAll().where('id', '=', callId).executeTakeFirst();
}

export async function liveCallsOfSession(q: Kysely<Database>, sessionId: number): Promise<CallRow[]> {
  return q.selectFrom('calls').selectAll().where('session_id', '=', sessionId).where('state', 'in', LIVE).execute();
}

export async function liveCallsOfAgent(q: Kysely<Database>, agentId: number): Promise<CallRow[]> {
  return q.selectFrom('calls').selectAll().where('agent_id', '=', agentId).where('state', 'in', LIVE).orderBy('created_at').execute();
}

export async function liveCallsOfVisitor(q: Kysely<Database>, visitorId: number): Promise<CallRow[]> {
  return q.selectFrom('calls').selectAll().where('visitor_id', '=', visitorId).where('state', 'in', LIVE).orderBy('created_at').execute();
}

export async function insertCall(q: Kysely<Database>, row: CallRow): Promise<void> {
  await q.insertInto('calls').values(row).execute();
}

/** Writes a step of the machine, only if the row is still in the state it was read in (a racing twin loses). */
export async function saveStep(q: Kysely<Database>, row: CallRow, next: CallFacts): Promise<boolean> {
  const res = await q
    .updateTable('calls')
    .set({ state: next.state, outcome: next.outcome, answered_at: next.answeredAt, ended_at: next.endedAt })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setCallType(q: Kysely<Database>, callId: string, callType: 'video' | 'voice'): Promise<void> {
  await q.updateTable('calls').set({ call_type: callType }).where('id', '=', callId).execute();
}

export async function markConnected(q: Kysely<Database>, callId: string, now: number): Promise<void> {
  await q.updateTable('calls').set({ connected_at: now }).where('id', '=', callId).where('connected_at', 'is', null).execute();
}

export function factsOf(row: CallRow): CallFacts {
  return {
    state: row.state as CallFacts['state'],
    initiator: row.initiator as CallFacts['initiator'],
    outcome: (row.outcome ?? null) as CallFacts['outcome'],
    createdAt: Number(row.created_at),
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
  };
}

export function withFacts(row: CallRow, f: CallFacts): CallRow {
  return { ...row, state: f.state, outcome: f.outcome, answered_at: f.answeredAt, ended_at: f.endedAt };
}

export function toCallView(row: CallRow, names: { agentName: string; visitorName: string }): CallView {
  const f = factsOf(row);
  return {
    callId: row.id,
    sessionId: Number(row.session_id),
    callType: row.call_type === 'voice' ? 'voice' : 'video',
    initiator: f.initiator,
    agentId: Number(row.agent_id),
    agentName: names.agentName,
    visitorName: names.visitorName,
    state: f.state,
    outcome: f.outcome,
    createdAt: f.createdAt,
    answeredAt: f.answeredAt,
    connectedAt: row.connected_at === null ? null : Number(row.connected_at),
    endedAt: f.endedAt,
    durationMs: callDuration(f),
  };
}

/** An erased visitor's call records (privacy/visitorData.ts#eraseVisitorRows). */
export async function eraseVisitorCalls(q: Kysely<Database>, tenantId: string, visitorId: number): Promise<void> {
  await q.deleteFrom('calls').where('tenant_id', '=', tenantId).where('visitor_id', '=', visitorId).execute();
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceCalls(q: Kysely<Database>, tenantId: string): Promise<void> {
  await q.deleteFrom('calls').where('tenant_id', '=', tenantId).execute();
  await q.deleteFrom('call_settings').where('tenant_id', '=', tenantId).execute();
}
