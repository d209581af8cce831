import { z } from 'zod';

/* The durable job queue (issue 29 item 2): work after a commit (mail, erasure, retention, webhooks), as admins see it. */

/** What a job does; the server has one handler per kind. */
export const JobKind = {
  /** A ticket's e-mail to its customer, through the channel's SMTP server. */
  TICKET_MAIL: 'ticket.mail',
  /** A customer's reply by e-mail, received by the SMTP listener, added to its ticket (issue 32 item 3). */
  TICKET_MAIL_REPLY: 'ticket.mailReply',
  /** The operator's own mail: invitations, password resets, address checks (through SMTP_URL). */
  SYSTEM_MAIL: 'system.mail',
  /** Stored files removed after the rows that named them were erased. */
  FILES_DELETE: 'files.delete',
  /** Each tenant's retention periods applied (recurring, hourly). */
  RETENTION: 'retention.purge',
  /** Events older than the event log keeps (recurring, hourly). */
  EVENT_PURGE: 'events.purge',
  /** The robot's unanswered questions past their keep (recurring, hourly). */
  UNANSWERED_PURGE: 'robot.unansweredPurge',
  /** Finished jobs past their keep (recurring, hourly). */
  JOB_PURGE: 'jobs.purge',
  /** A deleted workspace's rows and files, erased in the background (issue 30 item 1). */
  WORKSPACE_ERASE: 'workspace.erase',
  /** One webhook event sent to one subscription (issue 32 item 2). */
  WEBHOOK_DELIVER: 'webhook.deliver',
  /** Webhook delivery log entries past their keep (recurring, hourly). */
  WEBHOOK_LOG_PURGE: 'webhooks.logPurge',
  /** A deleted channel's visitors, conversations, files, tickets and robot, erased in the background (issue 30 item 2). */
  CHANNEL_ERASE: 'channel.erase',
} as const;
export type JobKindValue = (typeof JobKind)[keyof typeof JobKind];

/** pending: waits for its time (or its turn); running: a node holds its lease; done; failed: gave up after its retries. */
export const JobStatus = { PENDING: 'pending', RUNNING: 'running', DONE: 'done', FAILED: 'failed' } as const;
export type JobStatusValue = (typeof JobStatus)[keyof typeof JobStatus];

export const JobPath = {
  /** GET jobListQuery → jobPageSchema: the workspace's jobs, newest first (failed ones by default). */
  jobs: '/api/admin/jobs',
  /** POST: a failed job runs again now, with a fresh count of attempts. */
  retry: (jobId: number | string) => `/api/admin/jobs/${jobId}/retry`,
} as const;

export const jobListQuery = z.object({
  status: z.enum(['pending', 'running', 'done', 'failed']).default('failed'),
  /** Jobs with ids below this one (the page's cursor). */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const jobViewSchema = z.object({
  jobId: z.number().int(),
  kind: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  /** What it is about, for a person: "E-mail to g***@example.com about ticket #12"; never a secret. */
  summary: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.number(),
  /** When it runs next (pending), or last ran. */
  runAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const jobPageSchema = z.object({ items: z.array(jobViewSchema), nextBefore: z.number().int().nullable() });
export type JobPage = z.infer<typeof jobPageSchema>;
