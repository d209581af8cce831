import { REPORT_DURATION_BINS_MS, REPORT_LATEST_COMMENTS, TicketStatus, type ReportFigures, type ReportOverview } from '@parley/protocol';
import { localTime, zoneOffset, type LocalTime } from './zoneTime.js';

/*
 * The report's figures from plain facts, with no database: what each figure counts is decided here and written
 * down in docs/reports.md. The queries (reportQueries.ts) only fetch the facts of a period.
 */

/** One conversation's timeline (a session row): instants in ms. */
export interface SessionTimeline {
  id: number;
  channelId: string;
  groupId: string | null;
  agentId: number | null;
  startedAt: number;
  endedAt: number | null;
  firstQueuedAt: number | null;
  assignedAt: number | null;
  transfers: number;
  /** The first agent message after an agent first took it (their welcome text excluded). */
  firstResponseAt: number | null;
  /** Messages written by the visitor, the robot or agents (not system notices, not internal notes). */
  messages: number;
}

export type Outcome = 'robot' | 'agent' | 'abandoned' | 'open';

/**
 * One conversation as the reports see it: what its timeline comes to, worked out once (sessionFact). A large report
 * reads 100,000 of them, and every figure, chart and table reads these few fields.
 */
export interface SessionFact {
  id: number;
  channelId: string;
  groupId: string | null;
  agentId: number | null;
  startedAt: number;
  transfers: number;
  messages: number;
  /** How it went: given to an agent, settled by the robot alone, left in the queue, or still going. */
  outcome: Outcome;
  /** Time in the queue before an agent first took it; 0 when an agent took it straight from the robot; null if none did. */
  waitMs: number | null;
  /** From an agent first taking it to their first reply. */
  firstResponseMs: number | null;
  /** From the visitor's first message to the end, for a conversation an agent took and that has ended. */
  resolutionMs: number | null;
}

/**
 * The fact of a timeline whose instants are given relative to its start (the queries read them so: small numbers
 * are cheaper to move and parse than instants).
 */
export function sessionFactOf(
  t: Pick<SessionTimeline, 'id' | 'channelId' | 'groupId' | 'agentId' | 'startedAt' | 'transfers' | 'messages'>,
  ended: number | null,
  queued: number | null,
  assigned: number | null,
  firstResponse: number | null,
): SessionFact {
  return {
    id: t.id,
    channelId: t.channelId,
    groupId: t.groupId,
    agentId: t.agentId,
    startedAt: t.startedAt,
    transfers: t.transfers,
    messages: t.messages,
    outcome: assigned !== null ? 'agent' : ended === null ? 'open' : queued === null ? 'robot' : 'abandoned',
    waitMs: assigned === null ? null : queued === null || queued > assigned ? 0 : assigned - queued,
    firstResponseMs: assigned === null || firstResponse === null ? null : firstResponse - assigned,
    resolutionMs: assigned === null || ended === null ? null : ended,
  };
}

/** The fact of a timeline of instants. */
export function sessionFact(t: SessionTimeline): SessionFact {
  const rel = (at: number | null) => (at === null ? null : at - t.startedAt);
  return sessionFactOf(t, rel(t.endedAt), rel(t.firstQueuedAt), rel(t.assignedAt), rel(t.firstResponseAt));
}

export interface RatingFact {
  star: number;
  comment: string;
  createdAt: number;
  agentId: number | null;
  channelId: string;
  groupId: string | null;
}

export interface TicketFact {
  createdAt: number;
  firstResponseMinutes: number;
  resolutionMinutes: number;
  firstResponseElapsedMs: number | null;
  resolvedElapsedMs: number | null;
  /** Each status change, oldest first. */
  changes: { at: number; status: number }[];
}

export interface Period {
  start: number;
  end: number;
}

const DONE = new Set<number>([TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED]);
export const isDoneStatus = (status: number) => DONE.has(status);

const inPeriod = (t: number, p: Period) => t >= p.start && t < p.end;

/**
 * Nearest-rank percentiles (each p in 0–1) of unsorted values; null for none. Each rank is selected rather than the
 * whole list sorted (quickselect: linear on average), as a large workspace's report asks a dozen of them over up to
 * 100,000 durations; a later rank is looked for only right of an earlier one.
 */
export function percentiles(values: number[], ps: number[]): (number | null)[] {
  if (values.length === 0) return ps.map(() => null);
  const a = Float64Array.from(values);
  const ranks = ps.map((p) => Math.max(0, Math.ceil(p * a.length) - 1));
  const order = ranks.map((_, i) => i).sort((x, y) => ranks[x]! - ranks[y]!);
  const out: number[] = new Array<number>(ps.length);
  let left = 0;
  for (const i of order) {
    out[i] = select(a, ranks[i]!, left);
    left = ranks[i]!;
  }
  return out;
}

/** The k-th smallest of a[left..] (moving the others about): Hoare's partition around a median of three. */
function select(a: Float64Array, k: number, left: number): number {
  let lo = left;
  let hi = a.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/** Nearest-rank percentile (p in 0–1) of unsorted values; null for none. */
export function percentile(values: number[], p: number): number | null {
  return percentiles(values, [p])[0]!;
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

function present<T>(values: (T | null)[]): T[] {
  return values.filter((v): v is T => v !== null);
}

export function conversationFigures(sessions: SessionFact[]) {
  const counts = { robot: 0, agent: 0, abandoned: 0, open: 0 };
  const waits: number[] = [];
  const firsts: number[] = [];
  const resolutions: number[] = [];
  let messages = 0;
  let transfers = 0;
  // One pass: a 90-day report runs this over 100,000 conversations, twice and once per channel.
  for (const s of sessions) {
    counts[s.outcome]++;
    if (s.waitMs !== null) waits.push(s.waitMs);
    if (s.firstResponseMs !== null) firsts.push(s.firstResponseMs);
    if (s.resolutionMs !== null) resolutions.push(s.resolutionMs);
    messages += s.messages;
    transfers += s.transfers;
  }
  const [waitMedianMs, waitP90Ms] = percentiles(waits, [0.5, 0.9]);
  const [firstResponseMedianMs, firstResponseP90Ms] = percentiles(firsts, [0.5, 0.9]);
  return {
    started: sessions.length,
    robotSettled: counts.robot,
    handed: counts.agent,
    abandoned: counts.abandoned,
    transfers,
    waitMedianMs: waitMedianMs!,
    waitP90Ms: waitP90Ms!,
    firstResponseMedianMs: firstResponseMedianMs!,
    firstResponseP90Ms: firstResponseP90Ms!,
    resolutionMedianMs: percentile(resolutions, 0.5),
    messagesPerConversation: sessions.length ? messages / sessions.length : null,
  };
}

export function ratingFigures(ratings: RatingFact[]) {
  const stars = ratings.map((r) => r.star);
  return {
    ratingCount: ratings.length,
    ratingAverage: average(stars),
    ratingShare45: stars.length ? stars.filter((s) => s >= 4).length / stars.length : null,
  };
}

/** The status a ticket had at an instant (its changes before it; a new ticket is not accepted yet). */
export function statusAt(t: TicketFact, at: number): number | null {
  if (t.createdAt >= at) return null;
  let status: number = TicketStatus.NOT_ACCEPTED;
  for (const c of t.changes) {
    if (c.at >= at) break;
    status = c.status;
  }
  return status;
}

const slaShare = (met: number, measured: number) => (measured ? met / measured : null);

export function ticketFigures(tickets: TicketFact[], p: Period) {
  let created = 0;
  let resolved = 0;
  let reopened = 0;
  let backlog = 0;
  const sla = { frMet: 0, frMeasured: 0, resMet: 0, resMeasured: 0 };
  for (const t of tickets) {
    if (inPeriod(t.createdAt, p)) {
      created++;
      if (t.firstResponseMinutes > 0 && t.firstResponseElapsedMs !== null) {
        sla.frMeasured++;
        if (t.firstResponseElapsedMs <= t.firstResponseMinutes * 60_000) sla.frMet++;
      }
      if (t.resolutionMinutes > 0 && t.resolvedElapsedMs !== null) {
        sla.resMeasured++;
        if (t.resolvedElapsedMs <= t.resolutionMinutes * 60_000) sla.resMet++;
      }
    }
    let wasDone = false;
    let resolvedHere = false;
    let reopenedHere = false;
    for (const c of t.changes) {
      const done = isDoneStatus(c.status);
      if (inPeriod(c.at, p)) {
        if (done && !wasDone) resolvedHere = true;
        if (!done && wasDone) reopenedHere = true;
      }
      wasDone = done;
    }
    if (resolvedHere) resolved++;
    if (reopenedHere) reopened++;
    const status = statusAt(t, p.end);
    if (status !== null && !isDoneStatus(status)) backlog++;
  }
  return {
    ticketsCreated: created,
    ticketsResolved: resolved,
    ticketsReopened: reopened,
    ticketsBacklog: backlog,
    firstResponseSlaMet: slaShare(sla.frMet, sla.frMeasured),
    resolutionSlaMet: slaShare(sla.resMet, sla.resMeasured),
  };
}

export interface Facts {
  sessions: SessionFact[];
  ratings: RatingFact[];
  tickets: TicketFact[];
}

/** Every figure of one period, from facts that may cover more (the previous period's too). */
export function figuresFor(facts: Facts, p: Period): ReportFigures {
  return {
    ...conversationFigures(facts.sessions.filter((s) => inPeriod(s.startedAt, p))),
    ...ratingFigures(facts.ratings.filter((r) => inPeriod(r.createdAt, p))),
    ...ticketFigures(facts.tickets, p),
  };
}

const SPAN = 6 * 3_600_000;

/** Per zone, each six-hour span's offset (null where it changes inside): a zone's rules do not change while we run. */
const zoneSpans = new Map<string, Map<number, number | null>>();
function steadySpans(zone: string): Map<number, number | null> {
  let spans = zoneSpans.get(zone);
  if (!spans) zoneSpans.set(zone, (spans = new Map<number, number | null>()));
  return spans;
}

/**
 * Local time of instants, read at the start of their quarter hour (every zone's offset is a whole number of
 * them). Intl is slow (a 90-day period has 8,640 quarter hours), so the offset is asked for at both ends of each
 * six-hour span: where it is the same, the span has no clock change and local time is plain arithmetic; where it
 * differs, that span's quarter hours are asked for one by one.
 */
export function localClock(zone: string): (ms: number) => LocalTime {
  const cache = new Map<number, LocalTime>();
  const spans = steadySpans(zone);
  const steadyOffset = (span: number) => {
    let off = spans.get(span);
    if (off === undefined) {
      const a = zoneOffset(span * SPAN, zone);
      off = a === zoneOffset((span + 1) * SPAN - 1, zone) ? a : null;
      spans.set(span, off);
    }
    return off;
  };
  return (ms) => {
    const key = Math.floor(ms / 900_000);
    let lt = cache.get(key);
    if (!lt) {
      const off = steadyOffset(Math.floor(ms / SPAN));
      if (off === null) lt = localTime(key * 900_000, zone);
      else {
        const d = new Date(key * 900_000 + off);
        lt = { date: d.toISOString().slice(0, 10), hour: d.getUTCHours(), minute: d.getUTCMinutes(), weekday: (d.getUTCDay() + 6) % 7 };
      }
      cache.set(key, lt);
    }
    return lt;
  };
}

export function durationBins(values: number[]): number[] {
  const bins = new Array<number>(REPORT_DURATION_BINS_MS.length + 1).fill(0);
  for (const v of values) {
    const i = REPORT_DURATION_BINS_MS.findIndex((bound) => v < bound);
    bins[i === -1 ? REPORT_DURATION_BINS_MS.length : i]!++;
  }
  return bins;
}

type Charts = Pick<ReportOverview, 'bucket' | 'series' | 'heatmap' | 'waitBins' | 'firstResponseBins' | 'stars' | 'comments'>;

/**
 * The period's charts: conversations and ratings per local hour (a one-day period) or local day, arrivals by
 * local weekday and hour, the distributions of waits and first responses, the stars and the latest comments.
 */
export function charts(
  facts: Facts,
  p: Period & { from: string; to: string; days: string[] },
  zone: string,
  agentName: (id: number | null) => string,
): Charts {
  const clock = localClock(zone);
  const bucket = p.days.length === 1 ? 'hour' : 'day';
  const labelOf = (ms: number) => {
    const lt = clock(ms);
    return bucket === 'day' ? lt.date : `${lt.date} ${String(lt.hour).padStart(2, '0')}:00`;
  };
  const labels = bucket === 'day' ? p.days : Array.from({ length: 24 }, (_, h) => `${p.from} ${String(h).padStart(2, '0')}:00`);
  const points = new Map(labels.map((label) => [label, { label, started: 0, handed: 0, abandoned: 0, stars: [] as number[] }]));
  const heatmap = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const sessions = facts.sessions.filter((s) => inPeriod(s.startedAt, p));
  for (const s of sessions) {
    const lt = clock(s.startedAt);
    heatmap[lt.weekday]![lt.hour]!++;
    // A day when clocks go back has its 01:00 twice: both count in that hour.
    const point = points.get(labelOf(s.startedAt));
    if (!point) continue;
    point.started++;
    if (s.outcome === 'agent') point.handed++;
    if (s.outcome === 'abandoned') point.abandoned++;
  }
  const ratings = facts.ratings.filter((r) => inPeriod(r.createdAt, p));
  const stars = [0, 0, 0, 0, 0];
  for (const r of ratings) {
    stars[r.star - 1]!++;
    points.get(labelOf(r.createdAt))?.stars.push(r.star);
  }
  const comments = ratings
    .filter((r) => r.comment.trim())
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, REPORT_LATEST_COMMENTS)
    .map((r) => ({ star: r.star, comment: r.comment, createdAt: r.createdAt, agentName: agentName(r.agentId) }));
  return {
    bucket,
    series: [...points.values()].map(({ stars: s, ...rest }) => ({ ...rest, ratingAverage: average(s), ratingCount: s.length })),
    heatmap,
    waitBins: durationBins(present(sessions.map((s) => s.waitMs))),
    firstResponseBins: durationBins(present(sessions.map((s) => s.firstResponseMs))),
    stars,
    comments,
  };
}

/** Conversations of the period grouped by a key (agent, group, channel), with the figures of each. */
export function groupBy<K>(sessions: SessionFact[], key: (s: SessionFact) => K | null): Map<K, SessionFact[]> {
  const out = new Map<K, SessionFact[]>();
  for (const s of sessions) {
    const k = key(s);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(s);
    else out.set(k, [s]);
  }
  return out;
}

export function ratingAverageBy<K>(ratings: RatingFact[], key: (r: RatingFact) => K | null): Map<K, { average: number; count: number }> {
  const sums = new Map<K, { sum: number; count: number }>();
  for (const r of ratings) {
    const k = key(r);
    if (k === null) continue;
    const e = sums.get(k) ?? { sum: 0, count: 0 };
    e.sum += r.star;
    e.count++;
    sums.set(k, e);
  }
  return new Map([...sums].map(([k, e]) => [k, { average: e.sum / e.count, count: e.count }]));
}

export { inPeriod };
