import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseJsonOr, templateFieldSchema, type TemplateField, type TicketTemplate } from '@parley/protocol';
import type { Database, TicketTemplateRow } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/envelope.js';

/** Ticket types and card forms: each a template of custom fields with service-level targets. */

export const TemplateKind = { TYPE: 'type', CARD: 'card' } as const;

export function newTemplateId(): string {
  return `tpl_${randomBytes(8).toString('hex')}`;
}

/** Stored fields, each read with the shared schema; a damaged entry is skipped rather than failing the form. */
export function fieldsOf(row: Pick<TicketTemplateRow, 'fields'>): TemplateField[] {
  const raw = parseJsonOr<unknown>(row.fields, []);
  return Array.isArray(raw)
    ? raw.flatMap((f) => {
        const p = templateFieldSchema.safeParse(f);
        return p.success ? [p.data] : [];
      })
    : [];
}

export function toTemplate(row: TicketTemplateRow): TicketTemplate {
  return {
    templateId: row.id,
    name: row.name,
    kind: row.kind === TemplateKind.CARD ? 'card' : 'type',
    fields: fieldsOf(row).map((f) => ({ ...f, requiredStatus: f.requiredStatus === 1 ? 1 : 0 })),
    firstResponseMinutes: Number(row.first_response_minutes),
    resolutionMinutes: Number(row.resolution_minutes),
    updatedAt: Number(row.updated_at),
  };
}

export async function findTemplate(q: Kysely<Database>, tenantId: string | undefined, id: string): Promise<TicketTemplateRow | undefined> {
  let sel = q.selectFrom('ticket_templates').selectAll().where('id', '=', id);
  if (tenantId) sel = sel.where('tenant_id', '=', tenantId);
  return sel.executeTakeFirst();
}

export async function requireTemplate(
  q: Kysely<Database>,
  tenantId: string | undefined,
  id: string,
  what = 'template',
): Promise<TicketTemplateRow> {
  const row = await findTemplate(q, tenantId, id);
  if (!row) throw notFound(`No such ${what}: ${id}`);
  return row;
}

export async function templatesOf(q: Kysely<Database>, tenantId: string, kind?: string): Promise<TicketTemplateRow[]> {
  let sel = q.selectFrom('ticket_templates').selectAll().where('tenant_id', '=', tenantId);
  if (kind) sel = sel.where('kind', '=', kind);
  return sel.orderBy('created_at').orderBy('id').execute();
}

/** Templates written as given (the demo seed's ticket type and card form; an admin's go through templateAdmin.ts). */
export async function insertTemplates(
  q: Kysely<Database>,
  tenantId: string,
  templates: ReadonlyArray<{
    id: string;
    kind: string;
    name: string;
    fields: readonly TemplateField[];
    first_response_minutes: number;
    resolution_minutes: number;
  }>,
  now: number,
): Promise<void> {
  if (!templates.length) return;
  await q
    .insertInto('ticket_templates')
    .values(
      templates.map(({ fields, ...t }) => ({
        ...t,
        tenant_id: tenantId,
        fields: JSON.stringify(fields),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
