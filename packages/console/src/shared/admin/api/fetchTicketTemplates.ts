import { z } from 'zod';
import { TicketDeskPath, ticketTemplateSchema, type TicketTemplate } from '@parley/protocol';
import { call } from '../../api';

/** The tenant's ticket types and card forms. */
export const fetchTicketTemplates = (): Promise<TicketTemplate[]> => call('GET', TicketDeskPath.templates, z.array(ticketTemplateSchema));
