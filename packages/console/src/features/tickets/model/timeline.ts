import { HandleType, TICKET_PRIORITY_LABELS, TicketStatus, type TicketDetail, type TicketHandle } from '@parley/protocol';

/**
 * A ticket's history as the detail shows it: the customer's request, then every handling record as a message (the
 * customer's or an agent's public reply), an internal note, or an event (status, priority and assignment changes).
 */
export type TicketFile = TicketDetail['files'][number];

export type Change =
  | { type: 'status'; to: number }
  | { type: 'priority'; label: string }
  | { type: 'assignee'; name: string | null }
  | { type: 'group'; groupId: string | null };

export type TimelineEntry =
  | { kind: 'request'; key: string; authorName: string; content: string; files: TicketFile[]; time: number }
  | {
      kind: 'message';
      key: string;
      from: 'customer' | 'agent';
      authorName: string;
      content: string;
      files: TicketFile[];
      time: number;
      statusTo: number | null;
    }
  | { kind: 'note'; key: string; authorName: string; content: string; files: TicketFile[]; time: number }
  | { kind: 'event'; key: string; authorName: string; time: number; changes: Change[]; text: string };

/*
 * The server records a priority or assignment change as an internal record worded "Priority: High",
 * "Assigned to Bo", "Unassigned", "Group: 3" or "Group cleared", several joined by " · ". A record made only of
 * such parts is an event; anything else an agent wrote is a note.
 */
function changesIn(content: string): Change[] | null {
  const parts = content.split(' · ');
  const changes: Change[] = [];
  const priorities = Object.values(TICKET_PRIORITY_LABELS);
  for (const p of parts) {
    let m: RegExpMatchArray | null;
    if ((m = /^Priority: (.+)$/.exec(p)) && priorities.includes(m[1]!)) changes.push({ type: 'priority', label: m[1]! });
    else if ((m = /^Assigned to (.+)$/.exec(p))) changes.push({ type: 'assignee', name: m[1]! });
    else if (p === 'Unassigned') changes.push({ type: 'assignee', name: null });
    else if ((m = /^Group: (.+)$/.exec(p))) changes.push({ type: 'group', groupId: m[1]! });
    else if (p === 'Group cleared') changes.push({ type: 'group', groupId: null });
    else return null;
  }
  return changes;
}

export function buildTimeline(t: Pick<TicketDetail, 'woId' | 'customer' | 'content' | 'files' | 'createdAt' | 'handles'>): TimelineEntry[] {
  const customerName = t.customer.name || 'Customer';
  const entries: TimelineEntry[] = [
    {
      kind: 'request',
      key: `wo${t.woId}`,
      authorName: customerName,
      content: t.content,
      files: t.files,
      time: t.createdAt,
    },
  ];
  let status: number = TicketStatus.NOT_ACCEPTED;
  for (const h of t.handles) {
    const statusTo = h.handleWoStatus !== status ? h.handleWoStatus : null;
    status = h.handleWoStatus;
    entries.push(entryOf(h, statusTo, customerName));
  }
  return entries.filter((e) => e.kind !== 'event' || e.changes.length > 0 || e.text !== '');
}

function entryOf(h: TicketHandle, statusTo: number | null, customerName: string): TimelineEntry {
  // A customer's reply is named like their request (the record itself may carry no name).
  const authorName = h.handleType === HandleType.CUSTOMER_REPLY ? h.authorName || customerName : h.authorName;
  const base = { key: `h${h.id}`, authorName, time: h.time };
  const statusChange: Change[] = statusTo === null ? [] : [{ type: 'status', to: statusTo }];
  const hasBody = h.content.trim() !== '' || h.files.length > 0;
  if (h.handleType === HandleType.CUSTOMER_REPLY)
    return { ...base, kind: 'message', from: 'customer', content: h.content, files: h.files, statusTo };
  if (h.handleType === HandleType.PUBLIC_REPLY) {
    if (h.author === 'agent' && hasBody) return { ...base, kind: 'message', from: 'agent', content: h.content, files: h.files, statusTo };
    return { ...base, kind: 'event', changes: statusChange, text: h.content.trim() };
  }
  if (h.author === 'system') return { ...base, kind: 'event', changes: statusChange, text: h.content.trim() };
  const changes = h.files.length === 0 ? changesIn(h.content) : null;
  if (changes) return { ...base, kind: 'event', changes: [...statusChange, ...changes], text: '' };
  return { ...base, kind: 'note', content: h.content, files: h.files };
}

/** Image attachments open in the lightbox; the rest are download links. */
export const isImageFile = (f: TicketFile) =>
  /^(gif|jpe?g|png|bmp|webp)$/i.test(f.fileType ?? '') || /\.(gif|jpe?g|png|bmp|webp)(\?|$)/i.test(f.fileName);

/** Content written in the widget's rich editor is HTML (shown sanitised); anything else is plain text. */
export const looksLikeHtml = (content: string) => /<(p|br|div|b|i|u|strong|em|a|img|ul|ol|li|span|h[1-6])\b[^>]*>/i.test(content);
