import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { simpleParser, type ParsedMail } from 'mailparser';
import { JobKind, LEAVE_MSG_IMAGE_SUFFIXES, LEAVE_MSG_MAX_ATTACHMENTS, UPLOAD_MAX_BYTES, fileSuffix } from '@parley/protocol';
import { checkReplyToken, parseReplyAddress } from '../../platform/auth/replyAddress.js';
import type { AppContext } from '../../platform/context.js';
import type { TicketRow } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError } from '../../platform/http/envelope.js';
import { PermanentJobError, enqueueJob, type JobHandler } from '../../platform/jobs/jobQueue.js';
import { storeUpload } from '../media/uploadService.js';
import { replyText } from './replyText.js';
import { isClosed } from './statusPolicy.js';
import { maskAddress } from './ticketMail.js';
import { replyByCustomer, ticketRow } from './ticketService.js';
import type { WoFile } from './ticketPresentation.js';

/**
 * Customers' replies by e-mail (issue 32 item 3). The SMTP listener (api/mail/) asks `checkReplyRecipient` about each
 * recipient, then hands the whole mail to `queueMailReplies`, which writes one job per ticket before the sending
 * server is told 250: from then on the mail cannot be lost, and nothing slow runs in the SMTP session. The job
 * parses the mail, checks the sender against the ticket's customer, and adds the reply through `replyByCustomer`,
 * as the widget does. What is refused is logged without the address's token.
 */

export type RecipientRefusal = 'notReplyAddress' | 'forged' | 'expired' | 'closed';
export type RecipientCheck = { ok: true; ticketId: number; tenantId: string } | { ok: false; reason: RecipientRefusal };

/** Whether an SMTP recipient is a reply address of ours, signed for a ticket that still takes replies. */
export async function checkReplyRecipient(ctx: AppContext, address: string): Promise<RecipientCheck> {
  const box = ctx.config.mailReplyTo;
  const parts = box ? parseReplyAddress(box, address) : undefined;
  if (!parts) return { ok: false, reason: 'notReplyAddress' };
  const row = await ticketRow(ctx.db.kysely, parts.ticketId);
  // An unknown ticket reads as a forgery: the answer tells a stranger nothing about which tickets exist.
  const check = row
    ? checkReplyToken(ctx.config.secret, parts, { tenantId: row.tenant_id, version: row.link_version }, ctx.now())
    : 'forged';
  if (check !== 'ok' || !row) {
    ctx.log.warn({ ticketId: parts.ticketId, reason: check }, 'inbound mail refused: reply address not valid');
    return { ok: false, reason: check === 'ok' ? 'forged' : check };
  }
  if (isClosed(row.status)) {
    ctx.log.info({ ticketId: parts.ticketId, reason: 'closed' }, 'inbound mail refused: the ticket is closed');
    return { ok: false, reason: 'closed' };
  }
  return { ok: true, ticketId: parts.ticketId, tenantId: row.tenant_id };
}

const payloadSchema = z.object({
  ticketId: z.number(),
  receivedAt: z.number(),
  /** The whole message as received, base64 (it may hold 8-bit bytes). */
  raw: z.string(),
});

/** One job per ticket the mail was addressed to, in one transaction; the caller answers 250 once it has committed. */
export async function queueMailReplies(
  ctx: AppContext,
  tickets: ReadonlyArray<{ ticketId: number; tenantId: string }>,
  raw: Buffer,
): Promise<void> {
  const receivedAt = ctx.now();
  const encoded = raw.toString('base64');
  await inTransaction(ctx, async (tx) => {
    for (const t of tickets) {
      await enqueueJob(ctx, tx, {
        kind: JobKind.TICKET_MAIL_REPLY,
        tenantId: t.tenantId,
        payload: { ticketId: t.ticketId, receivedAt, raw: encoded },
        summary: `Reply by e-mail to ticket #${t.ticketId}`,
        // A ticket's replies are added in the order they arrived.
        queueKey: `ticket-mail:${t.ticketId}`,
      });
    }
  });
}

const senderOf = (mail: ParsedMail): string => (mail.from?.value[0]?.address ?? '').trim().toLowerCase();

/** Out-of-office answers and other machine mail (RFC 3834) would only ping-pong with the ticket's own mail. */
function isAutomatic(mail: ParsedMail): boolean {
  const header = (name: string) => {
    const v = mail.headers.get(name);
    return typeof v === 'string' ? v.trim().toLowerCase() : '';
  };
  const auto = header('auto-submitted');
  return (auto !== '' && auto !== 'no') || ['bulk', 'junk', 'list', 'auto_reply'].includes(header('precedence'));
}

/**
 * The mail's attached pictures as the ticket's own uploads, checked by content like the widget's (storeUpload);
 * within the ticket's limits (LEAVE_MSG_MAX_ATTACHMENTS images of at most UPLOAD_MAX_BYTES). Pictures embedded
 * in the mail's HTML (signature logos) are not attachments.
 */
async function keepAttachments(ctx: AppContext, row: TicketRow, mail: ParsedMail): Promise<{ files: WoFile[]; dropped: number }> {
  const files: WoFile[] = [];
  let dropped = 0;
  for (const a of mail.attachments) {
    if (a.related) continue;
    const name = a.filename || `attachment.${a.contentType.split('/')[1] ?? 'bin'}`;
    const allowed = (LEAVE_MSG_IMAGE_SUFFIXES as readonly string[]).includes(fileSuffix(name));
    if (files.length >= LEAVE_MSG_MAX_ATTACHMENTS || !allowed || a.size > UPLOAD_MAX_BYTES) {
      dropped++;
      continue;
    }
    try {
      const up = await storeUpload(
        ctx,
        { tenantId: row.tenant_id, visitorId: Number(row.visitor_id) },
        Readable.from([a.content]),
        name,
        () => false,
        { suffixes: LEAVE_MSG_IMAGE_SUFFIXES, message: 'only images are kept' },
      );
      files.push({ fileName: up.name, fileType: up.suffix, fileUrl: up.url });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      dropped++;
    }
  }
  return { files, dropped };
}

export const mailReplyHandler: JobHandler<AppContext> = {
  backoff: { baseMs: 10_000, capMs: 600_000 },
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: not a reply by e-mail');
    const { ticketId, raw } = parsed.data;
    const row = await ticketRow(ctx.db.kysely, ticketId);
    if (!row || row.tenant_id !== job.tenantId) {
      ctx.log.info({ ticketId, jobId: job.id }, 'reply by e-mail dropped: the ticket no longer exists');
      return;
    }
    const bytes = Buffer.from(raw, 'base64');
    const mail = await simpleParser(bytes, { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
    const refuse = (reason: string, extra: Record<string, unknown> = {}) =>
      ctx.log.warn({ ticketId, jobId: job.id, reason, ...extra }, 'reply by e-mail not added');
    const sender = senderOf(mail);
    if (!sender || sender !== row.customer_email.trim().toLowerCase())
      return refuse('senderMismatch', { sender: sender ? maskAddress(sender) : '' });
    if (isAutomatic(mail)) return refuse('automatic');
    if (isClosed(row.status)) return refuse('closed');
    // A mail without a Message-ID is known by its bytes.
    const messageId = (mail.messageId || `sha256:${createHash('sha256').update(bytes).digest('hex')}`).slice(0, 500);
    const seen = await ctx.db.kysely
      .selectFrom('ticket_handles')
      .select('id')
      .where('ticket_id', '=', row.id)
      .where('mail_message_id', '=', messageId)
      .executeTakeFirst();
    if (seen) return;
    const content = replyText(mail.text ?? '');
    const { files, dropped } = await keepAttachments(ctx, row, mail);
    if (dropped)
      ctx.log.info({ ticketId, jobId: job.id, dropped }, 'reply by e-mail: attachments not kept (only images, at most 3, 10 MB each)');
    if (!content && files.length === 0) return refuse('empty');
    try {
      await replyByCustomer(
        ctx,
        { kind: 'mail', tenantId: row.tenant_id, ticketId },
        { woId: String(ticketId), handleContent: content, woFileRelVoList: files },
        messageId,
      );
    } catch (err) {
      // Closed between the check and the write: the customer's reply has nowhere to go, retrying will not help.
      if (err instanceof ApiError && err.code === 409) return refuse('closed');
      throw err;
    }
  },
};
