import type { z } from 'zod';
import {
  FieldType,
  parseTemplateOptions,
  type AgentProfile,
  type CardForm,
  type TicketTemplate,
  type ticketTemplateBody,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/http/envelope.js';
import { newTemplateId, requireTemplate, templatesOf, toTemplate } from './templateStore.js';

/** Admins define ticket types and card forms: their fields (the nine types, options, cascader children) and targets. */

type Body = z.output<typeof ticketTemplateBody>;

/** The fields as stored: ids unique, options present (and well-formed JSON) for the choice types, none for the rest. */
function checkedFields(b: Body): Body['fields'] {
  const seen = new Set<string>();
  return b.fields.map((f, i) => {
    if (seen.has(f.fieldId)) throw badRequest(`fields.${i}.fieldId: ${f.fieldId} is used twice`);
    seen.add(f.fieldId);
    if (f.fieldType < FieldType.SELECT) return { ...f, fieldValue: '' };
    const options = parseTemplateOptions(f.fieldValue);
    if (options.length === 0) throw badRequest(`fields.${i}.fieldValue: ${f.fieldName} needs options`);
    return { ...f, fieldValue: JSON.stringify(options) };
  });
}

export async function listTemplates(ctx: AppContext, admin: AgentProfile): Promise<TicketTemplate[]> {
  return (await templatesOf(ctx.db.kysely, admin.tenantId)).map(toTemplate);
}

/** The workspace's card forms, which any of its agents may send in a chat. */
export async function listCardForms(ctx: AppContext, agent: AgentProfile): Promise<CardForm[]> {
  return (await templatesOf(ctx.db.kysely, agent.tenantId, 'card')).map((t) => ({ templateId: t.id, name: t.name }));
}

export async function getTemplate(ctx: AppContext, admin: AgentProfile, id: string): Promise<TicketTemplate> {
  return toTemplate(await requireTemplate(ctx.db.kysely, admin.tenantId, id));
}

export async function createTemplate(ctx: AppContext, admin: AgentProfile, b: Body): Promise<TicketTemplate> {
  const now = ctx.now();
  const row = await ctx.db.kysely
    .insertInto('ticket_templates')
    .values({
      id: newTemplateId(),
      tenant_id: admin.tenantId,
      kind: b.kind,
      name: b.name,
      fields: JSON.stringify(checkedFields(b)),
      first_response_minutes: b.firstResponseMinutes,
      resolution_minutes: b.resolutionMinutes,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTemplate(row);
}

export async function updateTemplate(ctx: AppContext, admin: AgentProfile, id: string, b: Body): Promise<TicketTemplate> {
  await requireTemplate(ctx.db.kysely, admin.tenantId, id);
  const row = await ctx.db.kysely
    .updateTable('ticket_templates')
    .set({
      kind: b.kind,
      name: b.name,
      fields: JSON.stringify(checkedFields(b)),
      first_response_minutes: b.firstResponseMinutes,
      resolution_minutes: b.resolutionMinutes,
      updated_at: ctx.now(),
    })
    .where('id', '=', id)
    .where('tenant_id', '=', admin.tenantId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTemplate(row);
}

/** Tickets keep their own copy of the fields and type name, so removing a template loses nothing written. */
export async function deleteTemplate(ctx: AppContext, admin: AgentProfile, id: string): Promise<void> {
  const res = await ctx.db.kysely
    .deleteFrom('ticket_templates')
    .where('id', '=', id)
    .where('tenant_id', '=', admin.tenantId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound(`No such template: ${id}`);
}
