import type { ReportLive, ReportOverview, ReportQuery } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { workspaceTimeZone } from '../workspaces/workspaceStore.js';
import { charts, conversationFigures, figuresFor, groupBy, inPeriod, percentile, ratingAverageBy, type Facts } from './figures.js';
import { liveFacts, names, ratingFacts, sessionFacts, ticketFacts, topUnanswered, type ReportFilter } from './reportQueries.js';
import { addDays, daysBetween, localDayStart } from './zoneTime.js';
import { presenceSpans, presenceTotals } from './presenceTime.js';

/** A period of whole local days and the one of the same length just before it. */
export function periods(from: string, to: string, zone: string) {
  const days = daysBetween(from, to) + 1;
  const prevFrom = addDays(from, -days);
  const prevTo = addDays(from, -1);
  return {
    days: Array.from({ length: days }, (_, i) => addDays(from, i)),
    period: { from, to, start: localDayStart(from, zone), end: localDayStart(addDays(to, 1), zone) },
    previous: { from: prevFrom, to: prevTo, start: localDayStart(prevFrom, zone), end: localDayStart(from, zone) },
  };
}

const present = <T>(values: (T | null)[]) => values.filter((v): v is T => v !== null);
const median = (values: (number | null)[]) => percentile(present(values), 0.5);

/** The whole report of a period for an admin's filters. */
export async function reportOverview(ctx: AppContext, tenantId: string, query: ReportQuery): Promise<ReportOverview> {
  const zone = await workspaceTimeZone(ctx, tenantId);
  const { days, period, previous } = periods(query.from, query.to, zone);
  const filter: ReportFilter = { tenantId, channelId: query.channelId, groupId: query.groupId, agentId: query.agentId };
  const both = { start: previous.start, end: period.end };
  const q = ctx.db.kysely;
  const [sessions, ratings, tickets, unanswered, named, spans] = await Promise.all([
    sessionFacts(ctx.db, filter, both),
    ratingFacts(ctx.db, filter, both),
    ticketFacts(ctx.db, filter, previous.start, period.end),
    topUnanswered(q, filter, period),
    names(q, tenantId),
    presenceSpans(q, tenantId, period, query.agentId),
  ]);
  const facts: Facts = { sessions, ratings, tickets };
  const now = sessions.filter((s) => inPeriod(s.startedAt, period));
  const rated = ratings.filter((r) => inPeriod(r.createdAt, period));
  const agentName = (id: number | null) => (id === null ? '' : (named.agents.get(id) ?? `#${id}`));

  const ratingByAgent = ratingAverageBy(rated, (r) => r.agentId);
  const presence = presenceTotals(spans, period, ctx.now());
  const byAgent = groupBy(now, (s) => s.agentId);
  // Without a channel or group filter, agents who were present but took no conversation are listed too (S-RP10).
  if (!query.channelId && !query.groupId) for (const id of presence.keys()) if (!byAgent.has(id)) byAgent.set(id, []);
  const agents = [...byAgent].map(([agentId, list]) => ({
    agentId,
    name: agentName(agentId),
    conversations: list.length,
    transfersOut: list.reduce((n, s) => n + s.transfers, 0),
    firstResponseMedianMs: median(list.map((s) => s.firstResponseMs)),
    resolutionMedianMs: median(list.map((s) => s.resolutionMs)),
    ratingAverage: ratingByAgent.get(agentId)?.average ?? null,
    ratingCount: ratingByAgent.get(agentId)?.count ?? 0,
    onlineMs: presence.get(agentId)?.onlineMs ?? 0,
    awayMs: presence.get(agentId)?.awayMs ?? 0,
  }));
  const ratingByGroup = ratingAverageBy(rated, (r) => r.groupId);
  const groups = [...groupBy(now, (s) => s.groupId)].map(([groupId, list]) => ({
    groupId,
    name: named.groups.get(groupId) ?? groupId,
    handed: list.filter((s) => s.outcome === 'agent').length,
    abandoned: list.filter((s) => s.outcome === 'abandoned').length,
    waitMedianMs: median(list.map((s) => s.waitMs)),
    firstResponseMedianMs: median(list.map((s) => s.firstResponseMs)),
    ratingAverage: ratingByGroup.get(groupId)?.average ?? null,
  }));
  const ratingByChannel = ratingAverageBy(rated, (r) => r.channelId);
  const channels = [...groupBy(now, (s) => s.channelId)].map(([channelId, list]) => {
    const c = conversationFigures(list);
    return {
      channelId,
      name: named.channels.get(channelId) ?? channelId,
      started: c.started,
      robotSettled: c.robotSettled,
      handed: c.handed,
      abandoned: c.abandoned,
      ratingAverage: ratingByChannel.get(channelId)?.average ?? null,
    };
  });
  return {
    timeZone: zone,
    period,
    previous,
    current: figuresFor(facts, period),
    before: figuresFor(facts, previous),
    ...charts(facts, { ...period, days }, zone, agentName),
    agents: agents.sort((a, b) => b.conversations - a.conversations),
    groups: groups.sort((a, b) => b.handed - a.handed),
    channels: channels.sort((a, b) => b.started - a.started),
    unanswered,
  };
}

export async function reportLive(ctx: AppContext, tenantId: string): Promise<ReportLive> {
  const now = ctx.now();
  return { ...(await liveFacts(ctx.db.kysely, tenantId, now)), now };
}
