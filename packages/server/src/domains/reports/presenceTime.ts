import type { Kysely } from 'kysely';
import { AGENT_GONE_AFTER_MS } from '@parley/protocol';
import type { Database } from '../../platform/db/schema.js';
import type { Period } from './figures.js';

/* Time online and away per agent (SPEC S-RP10), from the presence spans domains/agents/presenceSpans.ts writes. */

export interface PresenceSpan {
  agentId: number;
  presence: string;
  startedAt: number;
  lastSeenAt: number;
  endedAt: number | null;
}

/**
 * Where a span ends as the report sees it: its end, or for one still open AGENT_GONE_AFTER_MS after its last sign
 * of life (when others saw the agent go offline) but never after now.
 */
export function spanEnd(s: PresenceSpan, now: number): number {
  return s.endedAt ?? Math.min(s.lastSeenAt + AGENT_GONE_AFTER_MS, now);
}

/** Milliseconds online and away per agent, each span clipped to the period. */
export function presenceTotals(spans: readonly PresenceSpan[], p: Period, now: number): Map<number, { onlineMs: number; awayMs: number }> {
  const out = new Map<number, { onlineMs: number; awayMs: number }>();
  for (const s of spans) {
    const ms = Math.min(spanEnd(s, now), p.end) - Math.max(s.startedAt, p.start);
    if (ms <= 0) continue;
    const t = out.get(s.agentId) ?? { onlineMs: 0, awayMs: 0 };
    if (s.presence === 'online') t.onlineMs += ms;
    else t.awayMs += ms;
    out.set(s.agentId, t);
  }
  return out;
}

/** The spans that may overlap the period (started before its end, not ended before its start). */
export async function presenceSpans(q: Kysely<Database>, tenantId: string, p: Period, agentId?: number): Promise<PresenceSpan[]> {
  let query = q
    .selectFrom('agent_presence_spans')
    .select(['agent_id', 'presence', 'started_at', 'last_seen_at', 'ended_at'])
    .where('tenant_id', '=', tenantId)
    .where('started_at', '<', p.end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', p.start)]));
  if (agentId) query = query.where('agent_id', '=', agentId);
  const rows = await query.execute();
  return rows.map((r) => ({
    agentId: Number(r.agent_id),
    presence: r.presence,
    startedAt: Number(r.started_at),
    lastSeenAt: Number(r.last_seen_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
  }));
}
