import { JobKind } from '@parley/protocol';
import type { AppContext } from '../platform/context.js';
import { purgeFinishedJobs, type JobHandler } from '../platform/jobs/jobQueue.js';
import { systemMailHandler } from '../platform/mail/systemMail.js';
import { purgeOldEvents } from '../domains/events/eventPurge.js';
import { fileRemovalHandler } from '../domains/media/fileRemoval.js';
import { retentionHandler } from '../domains/privacy/dataRetention.js';
import { purgeOldUnanswered } from '../domains/robot/unanswered.js';
import { ticketMailHandler } from '../domains/tickets/ticketMail.js';
import { mailReplyHandler } from '../domains/tickets/mailReplies.js';
import { workspaceErasureHandler } from '../domains/operator/workspaceErasure.js';
import { purgeWebhookLog, webhookDeliveryHandler } from '../domains/webhooks/delivery.js';
import { channelErasureHandler } from '../domains/setup/channelErasure.js';
import type { JobHandlers } from './jobWorker.js';

/** Every kind of job and the code that runs it; a kind without a handler fails visibly rather than waiting forever. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const hourly = (run: (ctx: AppContext) => Promise<unknown>): JobHandler<AppContext> => ({
  everyMs: HOUR_MS,
  async run(ctx) {
    await run(ctx);
  },
});

export const jobHandlers: JobHandlers = {
  [JobKind.TICKET_MAIL]: ticketMailHandler,
  [JobKind.TICKET_MAIL_REPLY]: mailReplyHandler,
  [JobKind.SYSTEM_MAIL]: systemMailHandler,
  [JobKind.FILES_DELETE]: fileRemovalHandler,
  [JobKind.RETENTION]: retentionHandler,
  [JobKind.EVENT_PURGE]: hourly((ctx) => purgeOldEvents(ctx)),
  [JobKind.UNANSWERED_PURGE]: hourly(purgeOldUnanswered),
  // Done jobs a week, failed ones (which an admin may retry) a month.
  [JobKind.WORKSPACE_ERASE]: workspaceErasureHandler,
  [JobKind.CHANNEL_ERASE]: channelErasureHandler,
  [JobKind.JOB_PURGE]: hourly((ctx) => purgeFinishedJobs(ctx.db, ctx.now(), 7 * DAY_MS, 30 * DAY_MS)),
  [JobKind.WEBHOOK_DELIVER]: webhookDeliveryHandler,
  [JobKind.WEBHOOK_LOG_PURGE]: hourly(purgeWebhookLog),
};
