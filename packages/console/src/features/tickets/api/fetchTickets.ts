import { TicketDeskPath, ticketPageSchema, type TicketPage } from '@parley/protocol';
import { call, withQuery } from '../../../shared/api';

/** One page of the ticket list; the query comes from model/ticketFilters `toListQuery`. */
export const fetchTickets = (query: Record<string, string | number | undefined>): Promise<TicketPage> =>
  call('GET', withQuery(TicketDeskPath.tickets, query), ticketPageSchema);
