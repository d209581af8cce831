import {
  HandleType,
  TicketStatus,
  parseJsonOr,
  type TicketDetail,
  type TicketHandle,
  type TicketSummary,
  type WorkOrder,
  type WorkOrderListItem,
  type WorkingHours,
} from '@parley/protocol';
import type { TicketHandleRow, TicketRow } from '../../platform/db/schema.js';
import { elapsedNow, slaState, type SlaClock } from './businessTime.js';

/** How a ticket reads to its customer and to agents. Pure: rows in, answers out. */

export interface WoFile {
  fileName: string;
  fileType?: string;
  fileUrl: string;
}

export const filesOf = (json: string): WoFile[] => {
  const v = parseJsonOr<unknown>(json, []);
  return Array.isArray(v) ? (v as WoFile[]) : [];
};
const fieldsOf = (json: string): Array<{ fieldId: string; fieldName: string; fieldValue: string }> => {
  const v = parseJsonOr<unknown>(json, []);
  return Array.isArray(v) ? (v as Array<{ fieldId: string; fieldName: string; fieldValue: string }>) : [];
};

/** What the customer may see of the timeline: public replies and their own; internal notes never. */
export const visibleToCustomer = (h: Pick<TicketHandleRow, 'handle_type'>): boolean =>
  h.handle_type === HandleType.PUBLIC_REPLY || h.handle_type === HandleType.CUSTOMER_REPLY;

/** A status change is a public record with neither words nor files: it is news, but not a reply. */
const isStatusOnly = (h: Pick<TicketHandleRow, 'content' | 'files'>): boolean => h.content === '' && filesOf(h.files).length === 0;

/** Replies to the customer they have not opened yet (status changes are not replies). */
export function unreadFor(row: TicketRow, handles: readonly TicketHandleRow[]): number {
  return handles.filter(
    (h) => h.handle_type === HandleType.PUBLIC_REPLY && !isStatusOnly(h) && Number(h.id) > Number(row.visitor_read_handle_id),
  ).length;
}

/** A resolved ticket may be rated once, also after it was closed. */
export function canRate(row: TicketRow): boolean {
  if (row.rated_at != null) return false;
  return (
    row.status === TicketStatus.RESOLVED ||
    ((row.status === TicketStatus.ENDED || row.status === TicketStatus.CLOSED) && row.resolved_elapsed_ms != null)
  );
}

export function toWorkOrder(row: TicketRow, handles: readonly TicketHandleRow[]): WorkOrder {
  return {
    woId: String(row.id),
    woTitle: row.title,
    woContent: row.content,
    woStatus: row.status,
    woPriority: row.priority,
    woTypeName: row.type_name,
    createTime: Number(row.created_at),
    updateTime: Number(row.updated_at),
    rating: row.rating_star != null ? { star: row.rating_star, comment: row.rating_comment ?? '' } : null,
    canRate: canRate(row),
    woFileRelVoList: filesOf(row.files),
    crmCustomerVo: { name: row.customer_name, phone: row.customer_phone },
    cusFieldConfigInfoVoList: fieldsOf(row.custom_fields),
    handleList: handles.filter(visibleToCustomer).map((h) => ({
      handleTime: Number(h.created_at),
      handleUserName: h.author_name,
      handleWoStatus: h.status_after,
      handleContent: h.content,
      handleType: h.handle_type,
      woFileVoList: filesOf(h.files),
    })),
  };
}

export function toListItem(row: TicketRow, handles: readonly TicketHandleRow[]): WorkOrderListItem {
  return {
    woId: String(row.id),
    woTitle: row.title,
    woContent: row.content.slice(0, 200),
    woStatus: row.status,
    createTime: Number(row.created_at),
    updateTime: Number(row.updated_at),
    unread: unreadFor(row, handles),
  };
}

export const clockOf = (row: Pick<TicketRow, 'sla_elapsed_ms' | 'sla_running_since'>): SlaClock => ({
  elapsedMs: Number(row.sla_elapsed_ms),
  runningSince: row.sla_running_since == null ? null : Number(row.sla_running_since),
});

/** Both service levels: a met target keeps the time it was met at; an open one runs with the ticket's clock. */
export function slaOf(row: TicketRow, wh: WorkingHours, now: number): TicketSummary['sla'] {
  const fixed = (ms: number): SlaClock => ({ elapsedMs: ms, runningSince: null });
  const live = clockOf(row);
  return {
    firstResponse: slaState(
      wh,
      row.first_response_elapsed_ms != null ? fixed(Number(row.first_response_elapsed_ms)) : live,
      row.first_response_minutes,
      now,
    ),
    resolution: slaState(wh, row.resolved_elapsed_ms != null ? fixed(Number(row.resolved_elapsed_ms)) : live, row.resolution_minutes, now),
  };
}

/** Overdue: a target not met yet whose time has run out. */
export function isOverdue(row: TicketRow, wh: WorkingHours, now: number): boolean {
  const sla = slaOf(row, wh, now);
  return (
    (row.first_response_elapsed_ms == null && sla.firstResponse?.breached === true) ||
    (row.resolved_elapsed_ms == null && sla.resolution?.breached === true)
  );
}

export interface SummaryContext {
  wh: WorkingHours;
  now: number;
  agentName: (id: number) => string;
  customerUserId: string;
  lastHandle?: TicketHandleRow;
}

export function toSummary(row: TicketRow, c: SummaryContext): TicketSummary {
  const last = c.lastHandle;
  return {
    woId: String(row.id),
    title: row.title,
    status: row.status,
    priority: row.priority,
    typeId: row.template_id,
    typeName: row.type_name,
    channelId: row.channel_id,
    customer: { userId: c.customerUserId, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    assignee:
      row.assignee_agent_id == null
        ? null
        : { agentId: Number(row.assignee_agent_id), nickname: c.agentName(Number(row.assignee_agent_id)) },
    groupId: row.assignee_group_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    sla: slaOf(row, c.wh, c.now),
    overdue: isOverdue(row, c.wh, c.now),
    awaitingAgent: last ? last.handle_type === HandleType.CUSTOMER_REPLY : row.status === TicketStatus.NOT_ACCEPTED,
    lastPreview: (last?.content || row.content).replace(/\s+/g, ' ').slice(0, 140),
  };
}

export function toHandle(h: TicketHandleRow): TicketHandle {
  return {
    id: Number(h.id),
    handleType: h.handle_type,
    handleWoStatus: h.status_after,
    content: h.content,
    files: filesOf(h.files),
    author: h.author === 'customer' ? 'customer' : h.author === 'system' ? 'system' : 'agent',
    authorName: h.author_name,
    agentId: h.agent_id == null ? null : Number(h.agent_id),
    time: Number(h.created_at),
  };
}

export function toDetail(
  row: TicketRow,
  handles: readonly TicketHandleRow[],
  c: SummaryContext,
  visitorSessionId: number | null,
): TicketDetail {
  return {
    ...toSummary(row, { ...c, lastHandle: handles.at(-1) }),
    content: row.content,
    files: filesOf(row.files),
    customFields: fieldsOf(row.custom_fields),
    handles: handles.map(toHandle),
    rating: row.rating_star != null ? { star: row.rating_star, comment: row.rating_comment ?? '', time: Number(row.rated_at) } : null,
    visitorSessionId,
  };
}

/** The clock's working time so far (for stamping first response and resolution). */
export const elapsedOf = (row: TicketRow, wh: WorkingHours, now: number): number => elapsedNow(wh, clockOf(row), now);
