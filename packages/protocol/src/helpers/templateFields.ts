/*
 * Template fields and ticket labels as both front ends and the server read them (leave-messages-work-orders.md §2,
 * §3). Kept apart from the zod schemas of ../schemas/tickets.ts, so a browser chunk that uses them pulls in no zod.
 */
import { FieldType, TicketPriority, TicketStatus } from '../enums.js';

/**
 * Options of template fields of types 6–9, as the JSON text of fieldValue: `[{id, name, children?}]` (the
 * spec's cascader names: value id, label name). Also read: `[{value, label}]` and plain strings. Anything
 * else reads as no options.
 */
export interface TemplateOption {
  id: string;
  name: string;
  children?: TemplateOption[];
}
export function parseTemplateOptions(fieldValue: string): TemplateOption[] {
  let raw: unknown;
  try {
    raw = JSON.parse(fieldValue);
  } catch {
    return [];
  }
  return Array.isArray(raw) ? raw.flatMap((o) => readOption(o, 0)) : [];
}
function readOption(o: unknown, depth: number): TemplateOption[] {
  if (typeof o === 'string' || typeof o === 'number') return [{ id: String(o), name: String(o) }];
  if (!o || typeof o !== 'object' || depth > 5) return [];
  const r = o as Record<string, unknown>;
  const id = r.id ?? r.value;
  const name = r.name ?? r.label ?? id;
  if ((typeof id !== 'string' && typeof id !== 'number') || (typeof name !== 'string' && typeof name !== 'number')) return [];
  const children = Array.isArray(r.children) ? r.children.flatMap((c) => readOption(c, depth + 1)) : [];
  return [{ id: String(id), name: String(name), ...(children.length ? { children } : {}) }];
}

/** A custom field's answer as text, for lists and timelines ("name: value"): cascader paths joined by " / ". */
export function templateValueText(field: { fieldType: number; fieldValue: string }, value: unknown): string {
  const options = field.fieldType >= FieldType.SELECT ? parseTemplateOptions(field.fieldValue) : [];
  const nameOf = (id: unknown, list: TemplateOption[]) => list.find((o) => o.id === String(id))?.name ?? String(id);
  if (Array.isArray(value)) {
    if (field.fieldType === FieldType.CASCADER) {
      const names: string[] = [];
      let level = options;
      for (const id of value) {
        names.push(nameOf(id, level));
        level = level.find((o) => o.id === String(id))?.children ?? [];
      }
      return names.join(' / ');
    }
    return value.map((v) => nameOf(v, options)).join(', ');
  }
  if (value === undefined || value === null) return '';
  return options.length
    ? nameOf(value, options)
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
}

/** Two labels per status (Intercom's habit): what agents see, and what the customer sees. */
export const TICKET_STATUS_LABELS: Record<number, { agent: string; customer: string }> = {
  [TicketStatus.NOT_ACCEPTED]: { agent: 'New', customer: 'Submitted' },
  [TicketStatus.ACCEPTED]: { agent: 'Open', customer: 'In progress' },
  [TicketStatus.WAITING_REPLY]: { agent: 'Waiting on customer', customer: 'Waiting for your reply' },
  [TicketStatus.RESOLVED]: { agent: 'Resolved', customer: 'Resolved' },
  [TicketStatus.ENDED]: { agent: 'Ended', customer: 'Closed' },
  [TicketStatus.CLOSED]: { agent: 'Closed', customer: 'Closed' },
};
export const TICKET_PRIORITY_LABELS: Record<number, string> = {
  [TicketPriority.LOW]: 'Low',
  [TicketPriority.NORMAL]: 'Normal',
  [TicketPriority.WARNING]: 'High',
  [TicketPriority.DANGER]: 'Urgent',
};
/** Statuses after which nothing more happens to a ticket (a customer reply reopens a resolved one). */
export const TICKET_CLOSED_STATUSES: readonly number[] = [TicketStatus.ENDED, TicketStatus.CLOSED];
