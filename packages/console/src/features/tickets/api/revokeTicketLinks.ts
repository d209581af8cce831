import { z } from 'zod';
import { TicketDeskPath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Every link already sent for the ticket stops working; the next public reply sends a fresh one. */
export const revokeTicketLinks = async (woId: string): Promise<void> => {
  await call('POST', TicketDeskPath.revokeLinks(woId), z.null());
};
