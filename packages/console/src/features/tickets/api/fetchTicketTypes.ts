import { TicketPath, woTemplateAnswer } from '@parley/protocol';
import { call } from '../../../shared/api';

/** The tenant's ticket types, for the type filter (the open call the widget uses too: agents may not read the admin list). */
export const fetchTicketTypes = async (tenantId: string): Promise<Array<{ typeId: string; typeName: string }>> =>
  (await call('POST', TicketPath.getWoTemplate, woTemplateAnswer, { tenantId })).list;
