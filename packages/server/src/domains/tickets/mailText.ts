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
