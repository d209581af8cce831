import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../../platform/context.js';
import { checkReplyRecipient, queueMailReplies, type RecipientRefusal } from '../../domains/tickets/mailReplies.js';

/**
 * The built-in SMTP listener for customers' replies (MAIL_IN_PORT; issue 32 item 3), the mail counterpart of a
 * route: it checks who may (each recipient must be a valid reply address, refused at RCPT otherwise), bounds the
 * input (size, recipients, connections per address) and calls one action (`queueMailReplies`), answering 250 only
 * once the jobs are committed. A sending server that gets no 250 keeps the mail and tries again, so a crash loses
 * nothing. No AUTH: nobody sends from here; no TLS here: a relay in front (the MX) does that.
 */

export interface MailListener {
  port: number;
  close(): Promise<void>;
}

/** Replies to several tickets at once are rare; more recipients than this is someone probing. */
const MAX_RECIPIENTS = 10;
/** Connections per client address and minute (counted in Redis across nodes when there is one). */
const CONNECTIONS_PER_MINUTE = 120;

const REFUSALS: Record<RecipientRefusal, string> = {
  notReplyAddress: 'No such mailbox here',
  forged: 'This reply address is not valid; please answer from the ticket e-mail or the ticket page',
  expired: 'This reply address has expired; please answer from the ticket page',
  closed: 'This ticket is closed; please send us a new message',
};

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startMailListener(ctx: AppContext, opts: { port: number; host: string; maxBytes: number }): Promise<MailListener> {
  const megabytes = Math.floor(opts.maxBytes / (1024 * 1024));
  const server = new SMTPServer({
    banner: 'Parley ticket replies',
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    // Advertised in EHLO: a sender that says SIZE= above it is refused at MAIL FROM before sending a byte.
    size: opts.maxBytes,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onConnect(session, cb) {
      ctx.limits
        .hit(`mail-in:${session.remoteAddress}`, 60_000)
        .then(({ count }) => cb(count > CONNECTIONS_PER_MINUTE ? smtpError(421, 'Too many connections; try again later') : undefined))
        .catch(() => cb());
    },
    onRcptTo(address, session, cb) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return cb(smtpError(452, 'Too many recipients'));
      checkReplyRecipient(ctx, address.address)
        .then((check) => cb(check.ok ? undefined : smtpError(550, REFUSALS[check.reason])))
        .catch((err: unknown) => {
          ctx.log.error({ err }, 'inbound mail: recipient check failed');
          cb(smtpError(451, 'Temporary failure; try again later'));
        });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // Past the limit the rest is read and dropped, so the session can answer and go on.
        if (bytes <= opts.maxBytes) chunks.push(chunk);
      });
      stream.on('error', () => undefined);
      stream.on('end', () => {
        if (bytes > opts.maxBytes || stream.sizeExceeded) {
          ctx.log.info({ bytes }, 'inbound mail refused: too large');
          return cb(smtpError(552, `Message too large: at most ${megabytes} MB`));
        }
        accept(ctx, session, Buffer.concat(chunks)).then(
          () => cb(null, 'Reply received'),
          (err: unknown) => {
            ctx.log.error({ err }, 'inbound mail: could not queue the reply');
            cb(smtpError(451, 'Temporary failure; try again later'));
          },
        );
      });
    },
  });
  server.on('error', (err) => ctx.log.warn({ err }, 'inbound mail listener error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  ctx.log.info({ port }, 'inbound mail listener up');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The recipients checked again (a ticket may have closed since RCPT), one job per ticket. */
async function accept(ctx: AppContext, session: SMTPServerSession, raw: Buffer): Promise<void> {
  const tickets = new Map<number, { ticketId: number; tenantId: string }>();
  for (const r of session.envelope.rcptTo) {
    const check = await checkReplyRecipient(ctx, r.address);
    if (check.ok) tickets.set(check.ticketId, { ticketId: check.ticketId, tenantId: check.tenantId });
  }
  if (tickets.size > 0) await queueMailReplies(ctx, [...tickets.values()], raw);
}
