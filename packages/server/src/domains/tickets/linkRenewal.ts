import { ApiCode, TICKET_LINK_DEAD, TICKET_NO_MAIL, isValidEmail } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { verifyTicketLink } from '../../platform/auth/ticketLink.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError } from '../../platform/http/envelope.js';
import { getChannel } from '../channels/channelStore.js';
import { linkMail } from './mailText.js';
import { customerLink, maskAddress, queueTicketMail } from './ticketMail.js';

/** One mail of a new link per ticket in this long, however often (and by whoever) it is asked for. */
export const LINK_RENEWAL_GAP_MS = 5 * 60_000;

/**
 * A dead link (expired or withdrawn) still proves which ticket it was for: its holder may have a new one mailed to
 * the ticket's own address, never to any other, so the old link's holder gains nothing unless they read that
 * mailbox. Asked again within LINK_RENEWAL_GAP_MS, it answers as before and sends nothing more.
 */
export async function renewTicketLink(ctx: AppContext, token: string): Promise<{ sentTo: string }> {
  const claims = verifyTicketLink(ctx.config.secret, token, ctx.now(), true);
  if (!claims) throw new ApiError(ApiCode.UNAUTHORIZED, 'This is not a ticket link', { reason: TICKET_LINK_DEAD });
  return inTransaction(ctx, async (tx) => {
    const row = await tx.q.selectFrom('tickets').selectAll().where('id', '=', claims.ticketId).executeTakeFirst();
    if (!row || row.tenant_id !== claims.tenantId)
      throw new ApiError(ApiCode.UNAUTHORIZED, 'This ticket no longer exists', { reason: TICKET_LINK_DEAD });
    const { settings } = await getChannel(ctx, row.channel_id, tx.q);
    const mail = settings.ticketMail;
    if (!mail.enabled || !mail.host || !isValidEmail(row.customer_email))
      throw new ApiError(ApiCode.CONFLICT, 'This ticket has no e-mail address to send a link to', { reason: TICKET_NO_MAIL });
    const sentTo = maskAddress(row.customer_email);
    const now = ctx.now();
    // Claimed in one statement, so two requests at once mail once on either database.
    const claimed = await tx.q
      .updateTable('tickets')
      .set({ link_mailed_at: now })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('link_mailed_at', 'is', null), eb('link_mailed_at', '<=', now - LINK_RENEWAL_GAP_MS)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { sentTo };
    const link = await customerLink(ctx, tx.q, row, mail.publicUrl);
    await queueTicketMail(ctx, tx, row, linkMail({ to: row.customer_email, ticketId: String(row.id), title: row.title, link }));
    return { sentTo };
  });
}
