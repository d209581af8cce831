import { z } from 'zod';
import { TicketDeskPath, ticketViewSchema, type TicketView } from '@parley/protocol';
import { call } from '../../../shared/api';

/** The signed-in agent's saved views. */
export const fetchTicketViews = (): Promise<TicketView[]> => call('GET', TicketDeskPath.views, z.array(ticketViewSchema));
