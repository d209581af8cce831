import { z } from 'zod';
import { TicketDeskPath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Tickets already made keep their copy of the fields and type name. */
export const deleteTicketTemplate = async (templateId: string): Promise<void> => {
  await call('DELETE', TicketDeskPath.template(templateId), z.null());
};
