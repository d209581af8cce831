/**
 * "My messages" and a ticket's timeline (leave-messages-work-orders.md §2, §3): the visitor's simple messages and
 * tickets in one list, and each handling record as the customer reads it. Pure.
 */
import {
  HandleType,
  LeaveMsgState,
  MsgType,
  TICKET_CLOSED_STATUSES,
  TicketStatus,
  suffixToMsgType,
  toMillis,
  type LeaveMessage,
  type WorkOrder,
  type WorkOrderListItem,
} from '@parley/protocol';

export type MineItem = { kind: 'message'; at: number; message: LeaveMessage } | { kind: 'ticket'; at: number; ticket: WorkOrderListItem };

/** W-LM8: both kinds together, newest first (tickets by their last change, messages by their creation). */
export function mergeMine(messages: readonly LeaveMessage[], tickets: readonly WorkOrderListItem[]): MineItem[] {
  const items: MineItem[] = [
    ...messages.map((message) => ({ kind: 'message' as const, at: toMillis(message.createTime), message })),
    ...tickets.map((ticket) => ({ kind: 'ticket' as const, at: toMillis(ticket.updateTime || ticket.createTime), ticket })),
  ];
  return items.sort((a, b) => b.at - a.at);
}

/** W-LM8: replies the visitor has not opened yet, over all tickets (the "my messages" badge). */
export const unreadTotal = (tickets: readonly WorkOrderListItem[]) => tickets.reduce((n, t) => n + Math.max(0, t.unread), 0);

export const isHandled = (m: Pick<LeaveMessage, 'msgState'>) => m.msgState === LeaveMsgState.HANDLED;

/** A CSS tone per status, so the chip reads at a glance. */
export type StatusTone = 'new' | 'open' | 'waiting' | 'resolved' | 'closed';
export function statusTone(status: number): StatusTone {
  switch (status) {
    case TicketStatus.NOT_ACCEPTED:
      return 'new';
    case TicketStatus.WAITING_REPLY:
      return 'waiting';
    case TicketStatus.RESOLVED:
      return 'resolved';
    case TicketStatus.ENDED:
    case TicketStatus.CLOSED:
      return 'closed';
    default:
      return 'open';
  }
}

/** What a record is: a reply from either side, a status change (empty content), or an agents' note. */
export type RecordKind = 'customer' | 'agent' | 'status' | 'note';

export interface TimelineEntry {
  kind: RecordKind;
  /** "name (customer)" or "name (agent)" is built from these. */
  name: string;
  side: 'customer' | 'agent';
  content: string;
  status: number;
  at: number;
  files: WorkOrder['handleList'][number]['woFileVoList'];
}

/**
 * W-LM10: the ticket's handling records in order. handleType 2 is the customer's, 1 the agents' public reply; an
 * empty public record is a status change. Any other type is an agents' note: the server never sends those to a
 * customer (server S-TK6), so the screen shows whatever comes.
 */
export function timeline(wo: Pick<WorkOrder, 'handleList'>): TimelineEntry[] {
  return wo.handleList.map((h) => {
    const side = h.handleType === HandleType.CUSTOMER_REPLY ? 'customer' : 'agent';
    const kind: RecordKind =
      h.handleType === HandleType.CUSTOMER_REPLY
        ? 'customer'
        : h.handleType === HandleType.PUBLIC_REPLY
          ? h.handleContent.trim() || h.woFileVoList.length
            ? 'agent'
            : 'status'
          : 'note';
    return {
      kind,
      name: h.handleUserName,
      side,
      content: h.handleContent,
      status: h.handleWoStatus,
      at: toMillis(h.handleTime),
      files: h.woFileVoList,
    };
  });
}

/** W-LM11: a reply is possible until the ticket ends (5, 99 refuse customer replies, server S-TK7). */
export const canReply = (wo: Pick<WorkOrder, 'woStatus'>) => !TICKET_CLOSED_STATUSES.includes(wo.woStatus);

/** Attachments that are pictures get a thumbnail; the rest a file row. */
export const isImageFile = (f: { fileName: string; fileType?: string | undefined }) =>
  suffixToMsgType(f.fileType || f.fileName) === MsgType.IMAGE;
