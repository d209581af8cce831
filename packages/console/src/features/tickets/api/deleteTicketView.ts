import { z } from 'zod';
import { TicketDeskPath } from '@parley/protocol';
import { call } from '../../../shared/api';

export const deleteTicketView = async (id: number): Promise<void> => {
  await call('DELETE', TicketDeskPath.view(id), z.null());
};
