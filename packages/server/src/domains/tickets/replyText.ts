import EmailReplyParser from 'email-reply-parser';

/** The longest customer reply a ticket keeps (the widget's addWoHandleInfo takes as much). */
export const MAIL_REPLY_MAX_CHARS = 20_000;

/**
 * What a customer wrote in a reply by e-mail: the plain text (mailparser turns an HTML-only mail into text, dropping
 * scripts and styles, so no markup of the mail is kept), without the quoted history ("On … wrote:", "> …",
 * "-----Original Message-----") and the signature ("-- ", "Sent from my …"), which email-reply-parser cuts.
 */
export function replyText(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  const visible = new EmailReplyParser().read(normalised).getVisibleText();
  return visible
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAIL_REPLY_MAX_CHARS);
}
