import { describe, expect, it } from 'vitest';
import { workingHoursSchema } from '@parley/protocol';
import { effectivePresence } from '../agents/presence.js';
import { nobodyPresent, pickAgent, queuePositions, type Candidate } from './pickAgent.js';
import { isWithinWorkingHours, wallClock } from './workingHours.js';

const c = (agentId: number, over: Partial<Candidate> = {}): Candidate => ({
  agentId,
  presence: 'online',
  capacity: 3,
  load: 0,
  lastAssignedAt: 0,
  ...over,
});

describe('pickAgent', () => {
  it('S-RT5 takes the least loaded online agent with a free seat', () => {
    expect(pickAgent([c(1, { load: 2 }), c(2, { load: 1 }), c(3, { load: 3 })])?.agentId).toBe(2);
  });
  it('S-RT5 weighs load against capacity', () => {
    expect(pickAgent([c(1, { load: 2, capacity: 10 }), c(2, { load: 1, capacity: 2 })])?.agentId).toBe(1);
  });
  it('S-RT5 skips busy, offline and full agents', () => {
    expect(pickAgent([c(1, { presence: 'busy' }), c(2, { presence: 'offline' }), c(3, { load: 3 })])).toBeNull();
  });
  it('S-RT5 breaks ties by the longest wait since the last assignment', () => {
    expect(pickAgent([c(1, { lastAssignedAt: 50 }), c(2, { lastAssignedAt: 10 })])?.agentId).toBe(2);
    expect(pickAgent([c(4), c(3)])?.agentId).toBe(3);
  });
  it('S-RT4 counts busy agents as present, so visitors queue for them', () => {
    expect(nobodyPresent([c(1, { presence: 'busy' })])).toBe(false);
    expect(nobodyPresent([c(1, { presence: 'offline' })])).toBe(true);
    expect(nobodyPresent([])).toBe(true);
  });
});

describe('effectivePresence', () => {
  it('S-AG6 drops a silent console to offline', () => {
    expect(effectivePresence('online', 1000, 1000 + 90_000, 90_000)).toBe('online');
    expect(effectivePresence('online', 1000, 1000 + 90_001, 90_000)).toBe('offline');
    expect(effectivePresence('busy', 1000, 2000, 90_000)).toBe('busy');
    expect(effectivePresence('weird', 1000, 2000, 90_000)).toBe('offline');
  });
});

describe('queuePositions', () => {
  it('S-QU1 numbers each group line from 1 in arrival order', () => {
    const p = queuePositions([
      { sessionId: 10, groupId: 'a' },
      { sessionId: 11, groupId: null },
      { sessionId: 12, groupId: 'a' },
      { sessionId: 13, groupId: null },
    ]);
    expect([...p.entries()]).toEqual([
      [10, 1],
      [11, 1],
      [12, 2],
      [13, 2],
    ]);
  });
});

describe('working hours', () => {
  const wh = (over: object) => workingHoursSchema.parse({ enabled: true, timeZone: 'Asia/Shanghai', ...over });
  const week9to18 = [[], ...Array.from({ length: 5 }, () => [{ from: '09:00', to: '18:00' }]), []];
  // 2026-11-23 is a Monday. 01:30 UTC = 09:30 in Shanghai.
  const mondayUtc = (h: number, m = 0) => Date.UTC(2026, 10, 23, h, m);

  it('S-RT11 reads the wall clock in the channel time zone', () => {
    expect(wallClock(mondayUtc(1, 30), 'Asia/Shanghai')).toEqual({ date: '2026-11-23', weekday: 1, minute: 570 });
    expect(wallClock(mondayUtc(1, 30), 'Not/AZone').date).toBe('2026-11-23');
  });
  it('S-RT11 is open inside an interval and closed outside it', () => {
    expect(isWithinWorkingHours(wh({ week: week9to18 }), mondayUtc(1, 30))).toBe(true);
    expect(isWithinWorkingHours(wh({ week: week9to18 }), mondayUtc(0, 59))).toBe(false);
    expect(isWithinWorkingHours(wh({ week: week9to18 }), mondayUtc(10, 0))).toBe(false);
  });
  it('S-RT11 is closed all day on a holiday and on a day without intervals', () => {
    expect(isWithinWorkingHours(wh({ week: week9to18, holidays: ['2026-11-23'] }), mondayUtc(3))).toBe(false);
    expect(isWithinWorkingHours(wh({ week: week9to18 }), Date.UTC(2026, 10, 22, 3))).toBe(false);
  });
  it('S-RT11 runs an overnight interval past midnight into the next day', () => {
    const night = [[], [{ from: '22:00', to: '06:00' }], [], [], [], [], []];
    // Monday 23:00 and Tuesday 05:00 in Shanghai.
    expect(isWithinWorkingHours(wh({ week: night }), mondayUtc(15))).toBe(true);
    expect(isWithinWorkingHours(wh({ week: night }), mondayUtc(21))).toBe(true);
    expect(isWithinWorkingHours(wh({ week: night }), mondayUtc(23))).toBe(false);
  });
  it('S-RT11 is always open when the schedule is off', () => {
    expect(isWithinWorkingHours(workingHoursSchema.parse({}), mondayUtc(23))).toBe(true);
  });
});
