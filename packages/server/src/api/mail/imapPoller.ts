import { ImapFlow } from 'imapflow';
import type { AppContext } from '../../platform/context.js';
import type { ImapSettings } from '../../platform/config.js';
import { checkReplyRecipient, queueMailReplies } from '../../domains/tickets/mailReplies.js';

/**
 * Replies by e-mail from a mailbox (MAIL_IMAP_URL; imapflow), for deployments whose mail provider keeps the reply
 * mailbox: every MAIL_IMAP_POLL_S the unread messages are read, the ones addressed to a valid reply address are
 * queued exactly as the SMTP listener queues them (`queueMailReplies`), and every message read is marked \Seen only
 * after that commit. A crash in between reads the message again next time, and the reply's Message-ID keeps it
 * from being added twice; several nodes polling one mailbox are safe for the same reason.
 */

export interface MailPoller {
  /** One pass over the unread messages (the timer's work; tests call it directly). */
  pollOnce(): Promise<{ queued: number; refused: number }>;
  close(): Promise<void>;
}

/** The envelope recipients a forwarding MX leaves behind, besides To and Cc. */
const RECIPIENT_HEADERS = ['delivered-to', 'x-original-to'];

function headerAddresses(headers: Buffer | undefined): string[] {
  if (!headers) return [];
  return [...headers.toString('latin1').matchAll(/^[\w-]+:\s*<?([^\s<>]+@[^\s<>]+)>?\s*$/gm)].map((m) => m[1]!);
}

export function startMailPoller(ctx: AppContext, s: ImapSettings): MailPoller {
  async function pollOnce(): Promise<{ queued: number; refused: number }> {
    const client = new ImapFlow({
      host: s.host,
      port: s.port,
      secure: s.secure,
      auth: { user: s.user, pass: s.password },
      logger: false,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    let queued = 0;
    let refused = 0;
    await client.connect();
    try {
      const lock = await client.getMailboxLock(s.mailbox);
      try {
        const unread = [];
        for await (const m of client.fetch({ seen: false }, { uid: true, size: true, envelope: true, headers: RECIPIENT_HEADERS }))
          unread.push(m);
        for (const m of unread) {
          const addresses = new Set(
            [...(m.envelope?.to ?? []), ...(m.envelope?.cc ?? [])]
              .map((a) => a.address ?? '')
              .concat(headerAddresses(m.headers))
              .filter((a) => a !== ''),
          );
          const tickets = new Map<number, { ticketId: number; tenantId: string }>();
          for (const address of addresses) {
            const check = await checkReplyRecipient(ctx, address);
            if (check.ok) tickets.set(check.ticketId, { ticketId: check.ticketId, tenantId: check.tenantId });
          }
          if ((m.size ?? 0) > s.maxBytes) {
            ctx.log.info({ uid: m.uid, bytes: m.size }, 'inbound mail refused: too large');
            refused++;
          } else if (tickets.size === 0) {
            refused++;
          } else {
            const full = await client.fetchOne(String(m.uid), { source: true }, { uid: true });
            if (!full || !full.source) continue;
            await queueMailReplies(ctx, [...tickets.values()], full.source);
            queued++;
          }
          await client.messageFlagsAdd(String(m.uid), ['\\Seen'], { uid: true });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return { queued, refused };
  }

  let stopped = false;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A slow pass (a large mailbox, a slow server) is not overtaken by the next one.
    if (stopped || running) return;
    running = pollOnce()
      .catch((err: unknown) => ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'IMAP poll failed'))
      .finally(() => (running = null));
  }, s.pollMs);
  timer.unref();
  return {
    pollOnce,
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
