import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { JobKind, isValidEmail } from '@parley/protocol';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/unitOfWork.js';
import { PermanentJobError, enqueueJob, type JobHandler } from '../jobs/jobQueue.js';

/**
 * The operator's own mail (invitations, password resets, address checks, webhook alerts): through `SMTP_URL` from
 * `MAIL_FROM`, as a job written with its cause (issue 30 item 4), so a request never waits for the mail server and a
 * failed send is retried. Without `SMTP_URL` the mail is written to the log instead (a laptop needs no mail server);
 * the feature that sent it shows its link to whoever asked. A tenant's ticket mail goes through the channel's own
 * server (domains/tickets/mailer.ts), never this one.
 */

export interface SystemMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_FROM = 'Parley <no-reply@parley.local>';
const payloadSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });

/** Whether system mail leaves the server, or is only logged. */
export const systemMailConfigured = (ctx: Pick<AppContext, 'config'>): boolean => Boolean(ctx.config.smtpUrl);

export async function queueSystemMail(ctx: AppContext, tx: Tx, tenantId: string | null, mail: SystemMail, summary: string): Promise<void> {
  await enqueueJob(ctx, tx, { kind: JobKind.SYSTEM_MAIL, tenantId, payload: mail, summary, maxAttempts: 10 });
}

export const systemMailHandler: JobHandler<AppContext> = {
  backoff: { baseMs: 30_000, capMs: 3_600_000 },
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: not a mail');
    const mail = parsed.data;
    if (!isValidEmail(mail.to)) throw new PermanentJobError('the recipient is not one e-mail address');
    if (!ctx.config.smtpUrl) {
      // Links in system mail are single-use and short-lived; the log is the operator's own.
      ctx.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'system mail (no SMTP_URL: logged, not sent)');
      return;
    }
    const transport = createTransport(ctx.config.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    try {
      await transport.sendMail({
        from: ctx.config.mailFrom ?? DEFAULT_FROM,
        // An address object: nodemailer takes it as one mailbox and never parses it as a list.
        to: { name: '', address: mail.to.trim() },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } finally {
      transport.close();
    }
  },
};
