import type { PresenceValue } from '@parley/protocol';

export interface Candidate {
  agentId: number;
  presence: PresenceValue;
  capacity: number;
  /** Conversations the agent has now. */
  load: number;
  lastAssignedAt: number;
}

/**
 * The agent who takes the next visitor: online (not busy), with a free seat, least loaded relative to
 * capacity; ties go to whoever waited longest since their last assignment, then the lower id.
 */
export function pickAgent(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) {
    if (c.presence !== 'online' || c.load >= c.capacity) continue;
    if (!best) {
      best = c;
      continue;
    }
    const ratio = c.load / c.capacity - best.load / best.capacity;
    if (
      ratio < 0 ||
      (ratio === 0 && (c.lastAssignedAt < best.lastAssignedAt || (c.lastAssignedAt === best.lastAssignedAt && c.agentId < best.agentId)))
    ) {
      best = c;
    }
  }
  return best;
}

/** Nobody to talk to: every candidate is offline (busy agents count as present: the visitor waits for them). */
export function nobodyPresent(candidates: readonly Candidate[]): boolean {
  return candidates.every((c) => c.presence === 'offline');
}

export interface QueuedEntry {
  sessionId: number;
  groupId: string | null;
}

/** 1-based queue positions, FIFO within each group (visitors without a group share one line). */
export function queuePositions(queue: readonly QueuedEntry[]): Map<number, number> {
  const counters = new Map<string, number>();
  const positions = new Map<number, number>();
  for (const q of queue) {
    const key = q.groupId ?? '';
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    positions.set(q.sessionId, n);
  }
  return positions;
}
