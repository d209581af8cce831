import type { ChannelSettings } from '@parley/protocol';
import { TimerKind } from './timerStore.js';

/**
 * Idle rules (chat-session.md §4 "Timeouts"): minutes × 60000 after the other side's last message. A message
 * from one side clears the timers that were waiting on it and starts the one waiting on the other side.
 *
 * The visitor's side clears lazily: their message deletes nothing, and a timer waiting on them lapses when it comes
 * due if they have written since it was set (`waitsOnVisitor`; timers/idleTimers.ts). A visitor's message is the
 * busiest write there is, and this keeps a timer statement out of it (issue 17, docs/benchmarks.md).
 */
export interface IdleChange {
  cancel: TimerKind[];
  schedule?: { kind: TimerKind; afterMs: number };
}

type IdleSettings = Pick<ChannelSettings, 'adminTimeoutMode' | 'adminTimeoutTime' | 'userTimeoutMode' | 'userTimeoutTime'>;

export function idleChangeAfter(side: 'visitor' | 'agent', s: IdleSettings): IdleChange {
  if (side === 'visitor') {
    return {
      cancel: [],
      ...(s.adminTimeoutMode === 1 && s.adminTimeoutTime > 0
        ? { schedule: { kind: TimerKind.AGENT_IDLE, afterMs: s.adminTimeoutTime * 60_000 } }
        : {}),
    };
  }
  return { cancel: [TimerKind.AGENT_IDLE, TimerKind.USER_OVER], ...visitorIdleTimer(s) };
}

/** The visitor-idle timer an agent's turn starts (after their message, or when they take the conversation). */
export function visitorIdleTimer(s: IdleSettings): Pick<IdleChange, 'schedule'> {
  return s.userTimeoutMode === 1 && s.userTimeoutTime > 0
    ? { schedule: { kind: TimerKind.USER_IDLE, afterMs: s.userTimeoutTime * 60_000 } }
    : {};
}

/** Timers that wait on the visitor: due, they do nothing if the visitor has written since they were set. */
export function waitsOnVisitor(kind: string): boolean {
  return kind === TimerKind.USER_IDLE || kind === TimerKind.USER_OVER;
}
