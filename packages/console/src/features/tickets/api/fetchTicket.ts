import { TicketDeskPath, ticketDetailSchema, type TicketDetail } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchTicket = (woId: string): Promise<TicketDetail> => call('GET', TicketDeskPath.ticket(woId), ticketDetailSchema);
