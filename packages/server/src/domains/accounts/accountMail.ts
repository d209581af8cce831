import { accountLinkUrl } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { queueSystemMail, systemMailConfigured } from '../../platform/mail/systemMail.js';
import { accountMail, mailLocale, type AccountMail } from './mailTemplates.js';

/** "g***@example.com": what a job's summary and a log line say of an address. */
export const maskedAddress = (address: string): string => {
  const at = address.indexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
};

/** The link a token opens on the console's public account page (PUBLIC_URL, never a request's Host). */
export const linkFor = (ctx: AppContext, token: string): string => accountLinkUrl(ctx.config.publicUrl ?? 'http://localhost:3000', token);

/**
 * Queues the mail in the transaction of its cause (a job: sent after the commit, retried, never failing the request)
 * and answers the link for whoever asked when no mail leaves the server (no SMTP_URL: the job only logs it).
 */
export async function sendLinkMail(
  ctx: AppContext,
  tx: Tx,
  tenantId: string | null,
  to: string,
  mail: AccountMail,
  locale: string,
  summary: string,
): Promise<string | null> {
  await queueSystemMail(ctx, tx, tenantId, accountMail(to, mail, mailLocale(locale)), `${summary} to ${maskedAddress(to)}`);
  return systemMailConfigured(ctx) ? null : mail.link;
}
