import { describe, expect, it } from 'vitest';
import { CALL_RING_MS } from '@parley/protocol';
import { callDuration, isStale, stepCall, type CallFacts } from './callMachine.js';

const ringing = (initiator: 'visitor' | 'agent' = 'agent'): CallFacts => ({
  state: 'ringing',
  initiator,
  outcome: null,
  createdAt: 1000,
  answeredAt: null,
  endedAt: null,
});

describe('the call state machine', () => {
  it('S-CA3 the callee accepts a ringing call; the caller cannot answer their own', () => {
    const s = stepCall(ringing('agent'), { kind: 'accept', by: 'visitor' }, 2000);
    expect(s).toMatchObject({ ok: true, changed: true, next: { state: 'active', answeredAt: 2000 } });
    expect(stepCall(ringing('agent'), { kind: 'accept', by: 'agent' }, 2000)).toMatchObject({ ok: false });
    if (s.ok) expect(stepCall(s.next, { kind: 'accept', by: 'visitor' }, 3000)).toMatchObject({ ok: true, changed: false });
  });

  it('S-CA4 a refused ring ends declined; a caller calling off ends missed', () => {
    expect(stepCall(ringing('agent'), { kind: 'decline', by: 'visitor' }, 2000)).toMatchObject({
      ok: true,
      next: { state: 'ended', outcome: 'declined', endedAt: 2000 },
    });
    expect(stepCall(ringing('agent'), { kind: 'end', by: 'visitor' }, 2000)).toMatchObject({ next: { outcome: 'declined' } });
    expect(stepCall(ringing('visitor'), { kind: 'end', by: 'visitor' }, 2000)).toMatchObject({ next: { outcome: 'missed' } });
  });

  it('S-CA5 a ring times out as missed only once CALL_RING_MS has passed', () => {
    expect(stepCall(ringing(), { kind: 'timeout' }, 1000 + CALL_RING_MS - 1)).toMatchObject({ ok: true, changed: false });
    expect(stepCall(ringing(), { kind: 'timeout' }, 1000 + CALL_RING_MS)).toMatchObject({ next: { state: 'ended', outcome: 'missed' } });
  });

  it('S-CA6 ending an answered call completes it with its talk time; repeating the end changes nothing', () => {
    const active = stepCall(ringing(), { kind: 'accept', by: 'visitor' }, 5000);
    if (!active.ok) throw new Error('accept refused');
    const done = stepCall(active.next, { kind: 'end', by: 'agent' }, 65_000);
    if (!done.ok) throw new Error('end refused');
    expect(done.next).toMatchObject({ state: 'ended', outcome: 'completed' });
    expect(callDuration(done.next)).toBe(60_000);
    expect(stepCall(done.next, { kind: 'end', by: 'visitor' }, 70_000)).toMatchObject({ ok: true, changed: false });
    expect(stepCall(done.next, { kind: 'timeout' }, 70_000)).toMatchObject({ ok: true, changed: false });
    expect(stepCall(active.next, { kind: 'timeout' }, 1_000_000)).toMatchObject({ ok: true, changed: false });
    expect(stepCall(active.next, { kind: 'decline', by: 'visitor' }, 6000)).toMatchObject({ ok: false });
  });

  it('S-CA7 signals pass only while a call is answered', () => {
    expect(stepCall(ringing(), { kind: 'signal', by: 'agent' }, 2000)).toMatchObject({ ok: false });
    const active = stepCall(ringing(), { kind: 'accept', by: 'visitor' }, 2000);
    if (!active.ok) throw new Error('accept refused');
    expect(stepCall(active.next, { kind: 'signal', by: 'agent' }, 2500)).toMatchObject({ ok: true, changed: false });
    const over = stepCall(active.next, { kind: 'end', by: 'agent' }, 3000);
    if (!over.ok) throw new Error('end refused');
    expect(stepCall(over.next, { kind: 'signal', by: 'visitor' }, 3500)).toMatchObject({ ok: false });
    expect(stepCall(over.next, { kind: 'accept', by: 'visitor' }, 3500)).toMatchObject({ ok: false });
  });

  it('S-CA5 a live call left behind is stale: its conversation is over, or it rang well past its time', () => {
    expect(isStale(ringing(), false, 1000 + CALL_RING_MS)).toBe(false);
    expect(isStale(ringing(), false, 1000 + CALL_RING_MS + 10_001)).toBe(true);
    expect(isStale({ ...ringing(), state: 'active', answeredAt: 2000 }, true, 3000)).toBe(true);
    expect(isStale({ ...ringing(), state: 'ended', outcome: 'missed', endedAt: 2000 }, true, 3000)).toBe(false);
    expect(callDuration({ outcome: 'missed', answeredAt: null, endedAt: 5 })).toBe(0);
  });
});
