import type { z } from 'zod';
import { TicketDeskPath, ticketDetailSchema, type TicketDetail, type ticketReplyBody } from '@parley/protocol';
import { call } from '../../../shared/api';

/** A public reply or an internal note (`internal`), optionally leaving the ticket in another status. */
export const replyToTicket = (woId: string, reply: z.input<typeof ticketReplyBody>): Promise<TicketDetail> =>
  call('POST', TicketDeskPath.reply(woId), ticketDetailSchema, reply);
