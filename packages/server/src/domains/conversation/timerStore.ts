import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** Idle timers kept in the database with their due time (chat-session.md §4 "Timeouts"). */
export const TimerKind = {
  /** The visitor has not answered the agent: send userTimeoutMsg. */
  USER_IDLE: 'userIdle',
  /** Still no answer after the reminder: close the session as "user over". */
  USER_OVER: 'userOver',
  /** The agent has not answered the visitor: send adminTimeoutMsg. */
  AGENT_IDLE: 'agentIdle',
  /** A call rings unanswered: end it as missed (calls/). */
  CALL_RING: 'callRing',
} as const;
export type TimerKind = (typeof TimerKind)[keyof typeof TimerKind];

export async function scheduleTimer(
  q: Kysely<Database>,
  tenantId: string,
  sessionId: number,
  kind: TimerKind,
  dueAt: number,
  now: number,
): Promise<void> {
  await q
    .insertInto('timers')
    .values({ tenant_id: tenantId, session_id: sessionId, kind, due_at: dueAt, lease_until: 0, created_at: now })
    .onConflict((oc) => oc.columns(['session_id', 'kind']).doUpdateSet({ due_at: dueAt, lease_until: 0, created_at: now }))
    .execute();
}

export async function cancelTimers(q: Kysely<Database>, sessionId: number, kinds?: readonly TimerKind[]): Promise<void> {
  let d = q.deleteFrom('timers').where('session_id', '=', sessionId);
  if (kinds) d = d.where('kind', 'in', [...kinds]);
  await d.execute();
}

export interface ClaimedTimer {
  id: number;
  tenantId: string;
  sessionId: number;
  kind: string;
  leaseUntil: number;
  /** When it was (last) set: a timer waiting on the visitor lapses if they wrote since (idleRules.ts). */
  createdAt: number;
}

/**
 * Claims due timers for this node for leaseMs. The lease condition sits in the outer WHERE so that on
 * PostgreSQL a concurrent claimer re-checks it after the row lock and skips rows another node took.
 */
export async function claimDueTimers(q: Kysely<Database>, now: number, leaseMs: number, limit = 50): Promise<ClaimedTimer[]> {
  const leaseUntil = now + leaseMs;
  const rows = await q
    .updateTable('timers')
    .set({ lease_until: leaseUntil })
    .where('due_at', '<=', now)
    .where('lease_until', '<', now)
    .where('id', 'in', (eb) =>
      eb.selectFrom('timers').select('id').where('due_at', '<=', now).where('lease_until', '<', now).orderBy('due_at').limit(limit),
    )
    .returning(['id', 'tenant_id', 'session_id', 'kind', 'lease_until', 'created_at'])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    tenantId: r.tenant_id,
    sessionId: Number(r.session_id),
    kind: r.kind,
    leaseUntil: Number(r.lease_until),
    createdAt: Number(r.created_at),
  }));
}

/** Done: remove the timer unless it was rescheduled meanwhile (a new due time resets the lease). */
export async function completeTimer(q: Kysely<Database>, t: ClaimedTimer): Promise<void> {
  await q.deleteFrom('timers').where('id', '=', t.id).where('lease_until', '=', t.leaseUntil).execute();
}
