import { createTransport } from 'nodemailer';
import type { TicketMail } from '@parley/protocol';
import { resolveAllowed } from '../../platform/http/outbound.js';

/**
 * E-mail to a ticket's customer through the channel's own SMTP server. The host is resolved and checked like
 * every request made for a tenant (no loopback, private or metadata addresses unless the operator allows the
 * network), then connected to by address with the host name kept for TLS.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The ticket's reply address, when the server receives replies (MAIL_REPLY_TO). */
  replyTo?: string;
}

export async function sendMail(
  settings: TicketMail,
  password: string | undefined,
  allowedNetworks: readonly string[],
  mail: OutgoingMail,
): Promise<void> {
  const address = await resolveAllowed(settings.host, allowedNetworks);
  const transport = createTransport({
    host: address,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: password ?? '' } } : {}),
    tls: { servername: settings.host },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: settings.from || settings.user,
      // An address object: nodemailer takes it as one mailbox and never parses it as a list.
      to: { name: '', address: mail.to.trim() },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  } finally {
    transport.close();
  }
}
