import { describe, expect, it } from 'vitest';
import { idleChangeAfter, visitorIdleTimer, waitsOnVisitor } from './idleRules.js';
import { TimerKind } from './timerStore.js';

const on = { adminTimeoutMode: 1, adminTimeoutTime: 3, userTimeoutMode: 1, userTimeoutTime: 5 };
const off = { adminTimeoutMode: 0, adminTimeoutTime: 3, userTimeoutMode: 0, userTimeoutTime: 5 };

describe('idle rules', () => {
  it("S-TM1 a visitor's message starts the agent-idle timer and lets the visitor timers lapse instead of deleting them", () => {
    expect(idleChangeAfter('visitor', on)).toEqual({ cancel: [], schedule: { kind: TimerKind.AGENT_IDLE, afterMs: 180_000 } });
    expect([TimerKind.USER_IDLE, TimerKind.USER_OVER].every(waitsOnVisitor)).toBe(true);
    expect([TimerKind.AGENT_IDLE, TimerKind.CALL_RING].some(waitsOnVisitor)).toBe(false);
  });
  it("S-TM2 an agent's message clears the agent timers and starts the visitor-idle one", () => {
    expect(idleChangeAfter('agent', on)).toEqual({
      cancel: [TimerKind.AGENT_IDLE, TimerKind.USER_OVER],
      schedule: { kind: TimerKind.USER_IDLE, afterMs: 300_000 },
    });
  });
  it('S-TM1 S-TM2 schedules nothing when the rule is off or its time is 0', () => {
    expect(idleChangeAfter('visitor', off).schedule).toBeUndefined();
    expect(idleChangeAfter('agent', off).schedule).toBeUndefined();
    expect(visitorIdleTimer({ ...on, userTimeoutTime: 0 })).toEqual({});
  });
});
