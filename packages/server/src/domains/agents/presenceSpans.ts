import type { Kysely } from 'kysely';
import { AGENT_GONE_AFTER_MS, Presence, type PresenceValue } from '@parley/protocol';
import type { Database } from '../../platform/db/schema.js';

/*
 * Presence history (issue 31 item 3, SPEC S-RP10): one agent_presence_spans row per stretch online or away, the same
 * presence others see (presence.ts). A span opens when the agent chooses online or away, or when a quiet console
 * comes back; it closes on another choice, on sign-out of the last session, on deactivation, and where the console
 * went quiet: AGENT_GONE_AFTER_MS after its last sign of life (docs/decisions.md, "Presence spans").
 */

type Q = Kysely<Database>;

const present = (p: string): p is 'online' | 'busy' => p === Presence.ONLINE || p === Presence.BUSY;

/** Closes the agent's open span: where it lapsed when the console went quiet first, otherwise now. */
async function closeOpen(q: Q, agentId: number, now: number): Promise<void> {
  const open = q.updateTable('agent_presence_spans').where('agent_id', '=', agentId).where('ended_at', 'is', null);
  await open
    .set((eb) => ({ ended_at: eb('last_seen_at', '+', AGENT_GONE_AFTER_MS) }))
    .where('last_seen_at', '<', now - AGENT_GONE_AFTER_MS)
    .execute();
  await open.set({ ended_at: now }).execute();
}

async function open(q: Q, tenantId: string, agentId: number, presence: 'online' | 'busy', now: number): Promise<void> {
  // The partial unique index keeps one open span per agent when two nodes race.
  await q
    .insertInto('agent_presence_spans')
    .values({ tenant_id: tenantId, agent_id: agentId, presence, started_at: now, last_seen_at: now, ended_at: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The agent chose a presence (offline closes the span). */
export async function presenceChosen(q: Q, tenantId: string, agentId: number, presence: PresenceValue, now: number): Promise<void> {
  await closeOpen(q, agentId, now);
  if (present(presence)) await open(q, tenantId, agentId, presence, now);
}

/** A sign of life from the agent's console: the open span goes on, or a new one opens after a lapse. */
export async function presenceAlive(q: Q, agentId: number, now: number): Promise<void> {
  const res = await q
    .updateTable('agent_presence_spans')
    .set({ last_seen_at: now })
    .where('agent_id', '=', agentId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>=', now - AGENT_GONE_AFTER_MS)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) > 0) return;
  const agent = await q
    .selectFrom('agents')
    .select(['tenant_id', 'presence', 'deactivated_at'])
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!agent || agent.deactivated_at !== null || !present(agent.presence)) return;
  await closeOpen(q, agentId, now);
  await open(q, agent.tenant_id, agentId, agent.presence, now);
}

/** The agent signed out of their last session (or was deactivated): present no more. */
export async function presenceEnded(q: Q, agentId: number, now: number): Promise<void> {
  await closeOpen(q, agentId, now);
}

/**
 * Closes every span whose console went quiet (a node stopped, a browser closed without signing out) where it
 * lapsed; a node runs it as it starts and then every minute. Spans kept alive on other nodes stay open.
 */
export async function closeLapsedSpans(q: Q, now: number): Promise<number> {
  const res = await q
    .updateTable('agent_presence_spans')
    .set((eb) => ({ ended_at: eb('last_seen_at', '+', AGENT_GONE_AFTER_MS) }))
    .where('ended_at', 'is', null)
    .where('last_seen_at', '<', now - AGENT_GONE_AFTER_MS)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** A deleted workspace's presence history (its erasure). */
export async function eraseWorkspacePresence(q: Q, tenantId: string): Promise<void> {
  await q.deleteFrom('agent_presence_spans').where('tenant_id', '=', tenantId).execute();
}
