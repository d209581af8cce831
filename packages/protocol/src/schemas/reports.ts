import { z } from 'zod';

/* Reports (issue 31): figures for a period in the workspace's time zone, beside the previous period of the same
   length. Exact definitions: docs/reports.md. Durations are milliseconds; null where nothing was measured. */

export const ReportPath = {
  /** GET reportQuery → reportOverviewSchema: figures, charts and tables of the period (admins). */
  overview: '/api/admin/reports/overview',
  /** GET → reportLiveSchema: what is happening now (admins). */
  live: '/api/admin/reports/live',
} as const;

/** The longest period one report covers, in days. */
export const REPORT_MAX_DAYS = 366;

/** Upper bounds (ms, exclusive) of the waiting and first-response distribution's bins; the last bin is open. */
export const REPORT_DURATION_BINS_MS = [15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000] as const;

/** How many of the newest comments and of the most asked unanswered questions a report lists. */
export const REPORT_LATEST_COMMENTS = 8;
export const REPORT_TOP_UNANSWERED = 10;

const localDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, 'not a date');

export const reportQuery = z
  .object({
    /** First and last day of the period (inclusive), in the workspace's time zone. */
    from: localDate,
    to: localDate,
    channelId: z.string().min(1).max(64).optional(),
    groupId: z.string().min(1).max(64).optional(),
    agentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to is before from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < REPORT_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: `at most ${REPORT_MAX_DAYS} days`,
  });
export type ReportQuery = z.infer<typeof reportQuery>;

const ms = z.number().nullable();

export const reportFiguresSchema = z.object({
  started: z.number().int(),
  robotSettled: z.number().int(),
  handed: z.number().int(),
  abandoned: z.number().int(),
  transfers: z.number().int(),
  waitMedianMs: ms,
  waitP90Ms: ms,
  firstResponseMedianMs: ms,
  firstResponseP90Ms: ms,
  resolutionMedianMs: ms,
  messagesPerConversation: z.number().nullable(),
  ratingCount: z.number().int(),
  ratingAverage: z.number().nullable(),
  /** Share (0–1) of ratings with 4 or 5 stars. */
  ratingShare45: z.number().nullable(),
  ticketsCreated: z.number().int(),
  ticketsResolved: z.number().int(),
  ticketsReopened: z.number().int(),
  /** Open tickets at the period's end. */
  ticketsBacklog: z.number().int(),
  /** Shares (0–1) of tickets created in the period whose clock finished within its target. */
  firstResponseSlaMet: z.number().nullable(),
  resolutionSlaMet: z.number().nullable(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

const periodSchema = z.object({ from: localDate, to: localDate, start: z.number(), end: z.number() });

export const reportOverviewSchema = z.object({
  timeZone: z.string(),
  period: periodSchema,
  previous: periodSchema,
  current: reportFiguresSchema,
  before: reportFiguresSchema,
  /** Ratings of the period by star, index 0 = 1 star. */
  stars: z.array(z.number().int()).length(5),
  comments: z.array(z.object({ star: z.number().int(), comment: z.string(), createdAt: z.number(), agentName: z.string() })),
  /** 'hour' for a one-day period, otherwise 'day'; labels are local ('YYYY-MM-DD' or 'YYYY-MM-DD HH:00'). */
  bucket: z.enum(['hour', 'day']),
  series: z.array(
    z.object({
      label: z.string(),
      started: z.number().int(),
      handed: z.number().int(),
      abandoned: z.number().int(),
      ratingAverage: z.number().nullable(),
      ratingCount: z.number().int(),
    }),
  ),
  /** Arrivals by local weekday (0 Monday … 6 Sunday) and hour (0–23). */
  heatmap: z.array(z.array(z.number().int()).length(24)).length(7),
  /** Counts per REPORT_DURATION_BINS_MS bin (one more than the bounds). */
  waitBins: z.array(z.number().int()),
  firstResponseBins: z.array(z.number().int()),
  agents: z.array(
    z.object({
      agentId: z.number().int(),
      name: z.string(),
      conversations: z.number().int(),
      transfersOut: z.number().int(),
      firstResponseMedianMs: ms,
      resolutionMedianMs: ms,
      ratingAverage: z.number().nullable(),
      ratingCount: z.number().int(),
      /** Time online and away (busy) within the period, whatever the channel or group filter (SPEC S-RP10). */
      onlineMs: z.number(),
      awayMs: z.number(),
    }),
  ),
  groups: z.array(
    z.object({
      groupId: z.string(),
      name: z.string(),
      handed: z.number().int(),
      abandoned: z.number().int(),
      waitMedianMs: ms,
      firstResponseMedianMs: ms,
      ratingAverage: z.number().nullable(),
    }),
  ),
  channels: z.array(
    z.object({
      channelId: z.string(),
      name: z.string(),
      started: z.number().int(),
      robotSettled: z.number().int(),
      handed: z.number().int(),
      abandoned: z.number().int(),
      ratingAverage: z.number().nullable(),
    }),
  ),
  unanswered: z.array(z.object({ question: z.string(), count: z.number().int(), robotNo: z.string(), channelId: z.string() })),
});
export type ReportOverview = z.infer<typeof reportOverviewSchema>;

export const reportLiveSchema = z.object({
  agentsOnline: z.number().int(),
  /** Signed in as busy: present, taking no new conversations. */
  agentsAway: z.number().int(),
  queued: z.number().int(),
  /** Since when the longest-waiting queued visitor waits (epoch ms), null when nobody waits. */
  longestWaitSince: z.number().nullable(),
  inProgress: z.number().int(),
  withRobot: z.number().int(),
  now: z.number(),
});
export type ReportLive = z.infer<typeof reportLiveSchema>;

/** The relative change from previous to current (0.25 = +25 %); null when there is nothing to compare with. */
export function reportChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
