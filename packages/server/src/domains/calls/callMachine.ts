import { CALL_RING_MS, type CallOutcome, type CallParty, type CallState } from '@parley/protocol';

/**
 * The life of a call as a pure function (issue 16): ringing → active → ended, or ringing → ended. The callee
 * accepts or declines; either side ends; an unanswered ring times out as missed. Repeating an ending is
 * harmless (both sides may hang up at once); acting on a call that is over, or answering one's own call, is not.
 */
export interface CallFacts {
  state: CallState;
  initiator: CallParty;
  outcome: CallOutcome | null;
  createdAt: number;
  answeredAt: number | null;
  endedAt: number | null;
}

export type CallCommand =
  | { kind: 'accept'; by: CallParty }
  | { kind: 'decline'; by: CallParty }
  | { kind: 'end'; by: CallParty }
  | { kind: 'timeout' }
  | { kind: 'signal'; by: CallParty };

export type CallStep = { ok: true; next: CallFacts; changed: boolean } | { ok: false; reason: string };

const same = (call: CallFacts): CallStep => ({ ok: true, next: call, changed: false });
const refuse = (reason: string): CallStep => ({ ok: false, reason });
const ended = (call: CallFacts, outcome: CallOutcome, now: number): CallStep => ({
  ok: true,
  next: { ...call, state: 'ended', outcome, endedAt: now },
  changed: true,
});

export function stepCall(call: CallFacts, cmd: CallCommand, now: number): CallStep {
  if (call.state === 'ended') {
    // Late hang-ups and time-outs find the call already over: nothing to do.
    return cmd.kind === 'end' || cmd.kind === 'timeout' || cmd.kind === 'decline' ? same(call) : refuse('The call is over');
  }
  switch (cmd.kind) {
    case 'accept':
      if (cmd.by === call.initiator) return refuse('A call is answered by the other side');
      if (call.state === 'active') return same(call);
      return { ok: true, next: { ...call, state: 'active', answeredAt: now }, changed: true };
    case 'decline':
      if (call.state === 'active') return refuse('The call was already answered');
      // The caller "declining" their own ring is calling it off: missed for the other side.
      return ended(call, cmd.by === call.initiator ? 'missed' : 'declined', now);
    case 'end':
      if (call.state === 'active') return ended(call, 'completed', now);
      return ended(call, cmd.by === call.initiator ? 'missed' : 'declined', now);
    case 'timeout':
      if (call.state !== 'ringing' || now - call.createdAt < CALL_RING_MS) return same(call);
      return ended(call, 'missed', now);
    case 'signal':
      return call.state === 'active' ? same(call) : refuse('The call has not been answered yet');
  }
}

/** Talk time: from the answer to the end of a completed call, else 0. */
export function callDuration(call: Pick<CallFacts, 'outcome' | 'answeredAt' | 'endedAt'>): number {
  if (call.outcome !== 'completed' || call.answeredAt === null || call.endedAt === null) return 0;
  return Math.max(0, call.endedAt - call.answeredAt);
}

/**
 * A live call left behind (its conversation ended, which drops the ring timer, or nobody hung up): ringing past
 * its ring plus a grace, or going on in a conversation that is over. Such a call is settled when next met.
 */
export function isStale(call: CallFacts, conversationOver: boolean, now: number): boolean {
  if (call.state === 'ended') return false;
  if (conversationOver) return true;
  return call.state === 'ringing' && now - call.createdAt > CALL_RING_MS + 10_000;
}
