import type { z } from 'zod';
import { TicketDeskPath, ticketDetailSchema, type TicketDetail, type ticketUpdateBody } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Status, priority, assignee agent or group (null clears); answers the ticket as now stored. */
export const updateTicket = (woId: string, change: z.input<typeof ticketUpdateBody>): Promise<TicketDetail> =>
  call('POST', TicketDeskPath.ticket(woId), ticketDetailSchema, change);
