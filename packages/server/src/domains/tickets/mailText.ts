import type { OutgoingMail } from './mailer.js';

/** The e-mail a customer gets when their ticket is answered: the reply, and the link that opens the ticket. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `answerByMail`: the server takes replies by e-mail (MAIL_REPLY_TO), so the mail says the customer may just answer it. */
export function ticketMail(m: {
  to: string;
  ticketId: string;
  title: string;
  reply: string;
  link: string;
  answerByMail?: boolean;
}): OutgoingMail {
  const subject = `Re: [#${m.ticketId}] ${m.title}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const invite = m.answerByMail ? 'Reply to this e-mail, or view your ticket' : 'View or answer your ticket';
  const text = `${m.reply}\n\n${invite} #${m.ticketId}: ${m.link}\n`;
  const html =
    `<p>${escape(m.reply).replace(/\n/g, '<br>')}</p>` + `<p><a href="${escape(m.link)}">${invite} #${escape(m.ticketId)}</a></p>`;
  return { to: m.to, subject, text, html };
}

/** The e-mail with a new link, sent when the customer's old one had expired or was withdrawn and they asked. */
export function linkMail(m: { to: string; ticketId: string; title: string; link: string }): OutgoingMail {
  const subject = `[#${m.ticketId}] A new link to your ticket: ${m.title}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const text = `You asked for a new link to your ticket #${m.ticketId}. It works for 30 days:\n\n${m.link}\n\nIf you did not ask for it, you can ignore this e-mail.\n`;
  const html =
    `<p>You asked for a new link to your ticket #${escape(m.ticketId)}. It works for 30 days:</p>` +
    `<p><a href="${escape(m.link)}">View or answer your ticket #${escape(m.ticketId)}</a></p>` +
    `<p>If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to: m.to, subject, text, html };
}
