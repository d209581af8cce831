import { z } from 'zod';
import { JobKind, isValidEmail } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Kysely } from 'kysely';
import type { Database, TicketRow } from '../../platform/db/schema.js';
import { issueTicketLink } from '../../platform/auth/ticketLink.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { issueReplyToken, replyAddress } from '../../platform/auth/replyAddress.js';
import { PermanentJobError, enqueueJob, type JobHandler } from '../../platform/jobs/jobQueue.js';
import { ChannelSecret, readChannelSecret } from '../channels/channelSecrets.js';
import { findChannel } from '../channels/channelStore.js';
import { sendMail, type OutgoingMail } from './mailer.js';
import { ticketRow } from './ticketService.js';

/**
 * A ticket's e-mail to its customer is a job written with the reply (issue 29 item 2): the agent's request never
 * waits for SMTP, a failed send is retried with backoff and shown to the workspace's admins, and nothing is lost
 * across a restart. The channel's mail settings and password are read when it is sent, so an admin who fixes them
 * and retries the job sends with the fixed ones. So is the reply address (MAIL_REPLY_TO): signed when sent, for the
 * ticket's current link version, and never stored in the job.
 */

const payloadSchema = z.object({
  channelId: z.string(),
  ticketId: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/** "g***@example.com": enough for an admin to recognise the customer, not to read their address off a list. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}

/**
 * A new link to the ticket for its customer, signed for its current link version. Its base comes from configuration
 * only (the channel's public address, else PUBLIC_URL), never from a request's Host header, which its sender writes;
 * the page wears the channel's colours and speaks the customer's language (the one their chat used). The token rides
 * in the fragment (S-TK13): a browser never sends it, so no proxy or server log along the way records it.
 */
export async function customerLink(ctx: AppContext, q: Kysely<Database>, row: TicketRow, channelPublicUrl: string): Promise<string> {
  const token = issueTicketLink(
    ctx.config.secret,
    { tenantId: row.tenant_id, ticketId: Number(row.id), version: row.link_version },
    ctx.now(),
  );
  const visitor = await q.selectFrom('visitors').select('locale').where('id', '=', row.visitor_id).executeTakeFirst();
  const look = new URLSearchParams({ channelId: row.channel_id, ...(visitor?.locale ? { locale: visitor.locale } : {}) });
  const base = (channelPublicUrl || ctx.config.publicUrl || '').replace(/\/+$/, '');
  return `${base}/chat_online/workorder?woId=${row.id}&${look.toString()}#t=${encodeURIComponent(token)}`;
}

export async function queueTicketMail(ctx: AppContext, tx: Tx, ticket: TicketRow, mail: OutgoingMail): Promise<void> {
  await enqueueJob(ctx, tx, {
    kind: JobKind.TICKET_MAIL,
    tenantId: ticket.tenant_id,
    payload: { channelId: ticket.channel_id, ticketId: Number(ticket.id), ...mail },
    summary: `E-mail to ${maskAddress(mail.to)} about ticket #${ticket.id}`,
    // Mail servers come back: over about a day (30 s doubling to an hour), then it is shown as failed.
    maxAttempts: 12,
  });
}

export const ticketMailHandler: JobHandler<AppContext> = {
  backoff: { baseMs: 30_000, capMs: 3_600_000 },
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: not a ticket e-mail');
    const m = parsed.data;
    // Checked again where mail leaves: an address stored before addresses were validated never names a second recipient.
    if (!isValidEmail(m.to)) throw new PermanentJobError('the recipient is not one e-mail address');
    const channel = await findChannel(ctx, m.channelId);
    if (!channel) throw new PermanentJobError('the channel no longer exists');
    const settings = channel.settings.ticketMail;
    if (!settings.enabled || !settings.host) throw new PermanentJobError('ticket e-mail is turned off for the channel');
    const password = await readChannelSecret(ctx, m.channelId, ChannelSecret.MAIL_PASSWORD);
    const box = ctx.config.mailReplyTo;
    const ticket = box ? await ticketRow(ctx.db.kysely, m.ticketId) : undefined;
    const replyTo =
      box && ticket
        ? replyAddress(
            box,
            issueReplyToken(
              ctx.config.secret,
              { tenantId: ticket.tenant_id, ticketId: m.ticketId, version: ticket.link_version },
              ctx.now(),
            ),
          )
        : undefined;
    await sendMail(settings, password, ctx.config.outboundAllowNetworks ?? [], {
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      ...(replyTo ? { replyTo } : {}),
    });
  },
};
