import { TicketDeskPath, ticketTemplateSchema, type TicketTemplate } from '@parley/protocol';
import { call } from '../../../shared/api';
import type { TemplateBody } from '../model/templateEditor';

/** Creates a template (no id yet) or replaces one; answers it as stored. */
export const saveTicketTemplate = (templateId: string | null, body: TemplateBody): Promise<TicketTemplate> =>
  call('POST', templateId ? TicketDeskPath.template(templateId) : TicketDeskPath.templates, ticketTemplateSchema, body);
