import { TicketDeskPath, ticketViewSchema, type TicketView } from '@parley/protocol';
import { call } from '../../../shared/api';

export const saveTicketView = (name: string, filters: Record<string, string>): Promise<TicketView> =>
  call('POST', TicketDeskPath.views, ticketViewSchema, { name, filters });
