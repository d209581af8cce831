import type { OutgoingMail } from './mailer.js';

/** The e-mail a customer gets when their ticket is answered: the reply, and the link that opens the ticket. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function ticketMail(m: { to: string; ticketId: string; title: string; reply: string; link: string }): OutgoingMail {
  const subject = `Re: [#${m.ticketId}] ${m.title}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const text = `${m.reply}\n\nView or answer your ticket #${m.ticketId}: ${m.link}\n`;
  const html =
    `<p>${escape(m.reply).replace(/\n/g, '<br>')}</p>` +
    `<p><a href="${escape(m.link)}">View or answer your ticket #${escape(m.ticketId)}</a></p>`;
  return { to: m.to, subject, text, html };
}
