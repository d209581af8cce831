import { describe, expect, it } from 'vitest';
import { TicketStatus } from '@parley/protocol';
import {
  charts,
  figuresFor,
  localClock,
  percentile,
  percentiles,
  sessionFact,
  type Facts,
  type SessionFact,
  type SessionTimeline,
  type TicketFact,
} from './figures.js';
import { localDayStart, localTime } from './zoneTime.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const zone = 'Europe/Berlin';
// 2026-03-29 is the day Berlin's clocks go from 02:00 to 03:00 (a 23-hour day).
const dst = localDayStart('2026-03-29', zone);

function session(over: Partial<SessionTimeline>): SessionFact {
  return sessionFact({
    id: 1,
    channelId: 'web',
    groupId: null,
    agentId: null,
    startedAt: dst + HOUR,
    endedAt: null,
    firstQueuedAt: null,
    assignedAt: null,
    transfers: 0,
    firstResponseAt: null,
    messages: 0,
    ...over,
  });
}

describe('report time zone', () => {
  it('S-RP1 the report clock reads the same local time as Intl for every quarter hour, clock changes included', () => {
    // Berlin and Sydney change by an hour, Lord Howe by half an hour; Kathmandu sits at +05:45, Shanghai never changes.
    for (const z of ['Europe/Berlin', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Asia/Shanghai', 'America/Santiago']) {
      const clock = localClock(z);
      for (const [from, to] of [
        ['2026-03-27', '2026-04-07'],
        ['2026-09-25', '2026-11-03'],
      ] as const) {
        for (let t = localDayStart(from, z); t < localDayStart(to, z); t += 15 * MIN) {
          expect(clock(t + 7 * MIN), `${z} ${new Date(t).toISOString()}`).toEqual(localTime(t, z));
        }
      }
    }
  });

  it('S-RP1 counts whole local days: the spring change is 23 hours, the autumn one 25, in the zone of the workspace', () => {
    expect(new Date(dst).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(localDayStart('2026-03-30', zone) - dst).toBe(23 * HOUR);
    expect(localDayStart('2026-10-26', zone) - localDayStart('2026-10-25', zone)).toBe(25 * HOUR);
    expect(new Date(localDayStart('2026-03-29', 'Asia/Shanghai')).toISOString()).toBe('2026-03-28T16:00:00.000Z');
    expect(new Date(localDayStart('2026-03-29', 'Asia/Kolkata')).toISOString()).toBe('2026-03-28T18:30:00.000Z');
    // 03:30 local on the change day is 01:30 UTC, an hour after 01:30 local.
    expect(localTime(dst + 2.5 * HOUR, zone)).toMatchObject({ date: '2026-03-29', hour: 3, minute: 30, weekday: 6 });
  });

  it('S-RP1 a day whose midnight does not exist starts at the first local time that does', () => {
    // Santiago moved clocks forward at 24:00 on 2022-09-10: 2022-09-11 begins at 01:00.
    const start = localDayStart('2022-09-11', 'America/Santiago');
    expect(localTime(start, 'America/Santiago')).toMatchObject({ date: '2022-09-11', hour: 1, minute: 0 });
  });
});

describe('report figures on hand-made timelines', () => {
  const period = { start: dst, end: localDayStart('2026-03-30', zone) };

  it('S-RP2 S-RP3 S-RP4 outcomes, waits, first responses, transfers and resolution of known conversations', () => {
    const facts: Facts = {
      ratings: [],
      tickets: [],
      sessions: [
        // The robot settles it alone.
        session({ id: 1, endedAt: dst + 2 * HOUR, messages: 4 }),
        // Queued 4 minutes, then an agent; replies 1 minute later; handed to a second agent; ends an hour later.
        session({
          id: 2,
          agentId: 8,
          firstQueuedAt: dst + HOUR,
          assignedAt: dst + HOUR + 4 * MIN,
          firstResponseAt: dst + HOUR + 5 * MIN,
          transfers: 1,
          endedAt: dst + 2 * HOUR,
          messages: 10,
        }),
        // Abandoned: left the queue before anyone took it.
        session({ id: 3, firstQueuedAt: dst + 3 * HOUR, endedAt: dst + 3 * HOUR + 10 * MIN, messages: 1 }),
        // Taken straight from the robot (no queue): waits 0; no reply yet; still open.
        session({ id: 4, agentId: 9, assignedAt: dst + 4 * HOUR, messages: 1 }),
        // Still with the robot: started, not settled.
        session({ id: 5, messages: 0 }),
        // Over midnight: starts 23:50 on the change day, ends the next day; counts on its start day.
        session({
          id: 6,
          agentId: 9,
          startedAt: period.end - 10 * MIN,
          firstQueuedAt: period.end - 10 * MIN,
          assignedAt: period.end - 8 * MIN,
          firstResponseAt: period.end + 2 * MIN,
          endedAt: period.end + 30 * MIN,
          messages: 4,
        }),
        // The next day's: not in this period.
        session({ id: 7, startedAt: period.end + MIN, endedAt: period.end + 2 * MIN }),
      ],
    };
    const f = figuresFor(facts, period);
    expect(f).toMatchObject({
      started: 6,
      robotSettled: 1,
      handed: 3,
      abandoned: 1,
      transfers: 1,
      // Waits 4 min, 0, 2 min → median 2 min, p90 4 min.
      waitMedianMs: 2 * MIN,
      waitP90Ms: 4 * MIN,
      // First responses 1 min and 10 min (over midnight).
      firstResponseMedianMs: MIN,
      firstResponseP90Ms: 10 * MIN,
      // Resolutions (from start): 1 h and 40 min.
      resolutionMedianMs: 40 * MIN,
      messagesPerConversation: 20 / 6,
    });
  });

  it('S-RP5 satisfaction: average, share of 4 and 5 stars, distribution, latest comments first', () => {
    const at = (h: number) => dst + h * HOUR;
    const facts: Facts = {
      sessions: [],
      tickets: [],
      ratings: [5, 4, 2, 5].map((star, i) => ({
        star,
        comment: i === 2 ? 'slow' : i === 3 ? 'great' : '',
        createdAt: at(i + 1),
        agentId: 8,
        channelId: 'web',
        groupId: null,
      })),
    };
    expect(figuresFor(facts, period)).toMatchObject({ ratingCount: 4, ratingAverage: 4, ratingShare45: 0.75 });
    const c = charts(facts, { ...period, from: '2026-03-29', to: '2026-03-29', days: ['2026-03-29'] }, zone, () => 'Ann');
    expect(c.stars).toEqual([0, 1, 0, 1, 2]);
    expect(c.comments.map((x) => x.comment)).toEqual(['great', 'slow']);
  });

  it('S-RP1 a one-day report charts local hours: the hour skipped on the change day stays empty', () => {
    const facts: Facts = {
      ratings: [],
      tickets: [],
      // 00:30, 01:30 and 03:30 local (02:xx does not exist that day).
      sessions: [0.5, 1.5, 2.5].map((h, i) => session({ id: i, startedAt: dst + h * HOUR })),
    };
    const c = charts(facts, { ...period, from: '2026-03-29', to: '2026-03-29', days: ['2026-03-29'] }, zone, () => '');
    expect(c.bucket).toBe('hour');
    expect(c.series.slice(0, 4).map((p) => [p.label, p.started])).toEqual([
      ['2026-03-29 00:00', 1],
      ['2026-03-29 01:00', 1],
      ['2026-03-29 02:00', 0],
      ['2026-03-29 03:00', 1],
    ]);
    // Sunday (6) at local hours 0, 1 and 3.
    expect(c.heatmap[6]!.slice(0, 4)).toEqual([1, 1, 0, 1]);
  });

  it('S-RP6 tickets: created, resolved, reopened, backlog at the end, and clocks met', () => {
    const t = (over: Partial<TicketFact>): TicketFact => ({
      createdAt: dst + HOUR,
      firstResponseMinutes: 60,
      resolutionMinutes: 480,
      firstResponseElapsedMs: null,
      resolvedElapsedMs: null,
      changes: [],
      ...over,
    });
    const tickets = [
      // Answered in 30 min, resolved in 2 h: both clocks met.
      t({
        firstResponseElapsedMs: 30 * MIN,
        resolvedElapsedMs: 2 * HOUR,
        changes: [{ at: dst + 3 * HOUR, status: TicketStatus.RESOLVED }],
      }),
      // Answered late, never resolved: in the backlog.
      t({ firstResponseElapsedMs: 90 * MIN, changes: [{ at: dst + 3 * HOUR, status: TicketStatus.ACCEPTED }] }),
      // Made the day before, resolved then reopened today and still open: reopened, in the backlog, not created.
      t({
        createdAt: dst - 5 * HOUR,
        changes: [
          { at: dst - 4 * HOUR, status: TicketStatus.RESOLVED },
          { at: dst + 5 * HOUR, status: TicketStatus.WAITING_REPLY },
        ],
      }),
      // Reopened and resolved again the same day: one resolution, one reopening.
      t({
        createdAt: dst - 5 * HOUR,
        changes: [
          { at: dst - 4 * HOUR, status: TicketStatus.RESOLVED },
          { at: dst + 5 * HOUR, status: TicketStatus.ACCEPTED },
          { at: dst + 6 * HOUR, status: TicketStatus.CLOSED },
        ],
      }),
      // Made after the period.
      t({ createdAt: period.end + HOUR }),
    ];
    expect(figuresFor({ sessions: [], ratings: [], tickets }, period)).toEqual(
      expect.objectContaining({
        ticketsCreated: 2,
        ticketsResolved: 2,
        ticketsReopened: 2,
        ticketsBacklog: 2,
        firstResponseSlaMet: 0.5,
        resolutionSlaMet: 1,
      }),
    );
  });

  it('S-RP3 nearest-rank percentiles', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5], 0.9)).toBe(5);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([10, 1, 9, 2, 8, 3, 7, 4, 6, 5], 0.9)).toBe(9);
    // Sorted as numbers, not as text; several percentiles from one sort.
    expect(percentiles([100, 9, 20, 3], [0.5, 0.9, 1])).toEqual([9, 100, 100]);
    expect(percentiles([], [0.5, 0.9])).toEqual([null, null]);
    // Selection agrees with a full sort on random lists with ties, in any order of ranks asked.
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 200; run++) {
      const values = Array.from({ length: 1 + Math.floor(rnd() * 300) }, () => Math.floor(rnd() * (run % 2 ? 10 : 100_000)));
      const sorted = [...values].sort((x, y) => x - y);
      const ps = [0.9, 0.5, 0, 1, rnd()];
      expect(percentiles(values, ps)).toEqual(ps.map((p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]));
    }
  });
});
