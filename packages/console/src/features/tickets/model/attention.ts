import { LeaveMsgState, TICKET_CLOSED_STATUSES, type AgentLeaveMessage, type AgentStreamEvent, type TicketSummary } from '@parley/protocol';
import { i18next } from '../../../i18n';

/**
 * What waits for this agent at the desk: tickets whose customer wrote last (or that nobody answered yet), assigned
 * to them or to nobody, and simple leave messages nobody handled. Kept as maps by id so every stream event is one
 * replace or delete, and a refetch simply starts them over.
 */
export interface Attention {
  tickets: ReadonlyMap<string, TicketSummary>;
  leaveMessages: ReadonlySet<number>;
}

export const emptyAttention = (): Attention => ({ tickets: new Map(), leaveMessages: new Set() });

/** A ticket waits for this agent: the customer wrote last, it is not closed, and it is theirs or nobody's. */
export const awaitsAgent = (t: TicketSummary, agentId: number) =>
  t.awaitingAgent && !TICKET_CLOSED_STATUSES.includes(t.status) && (t.assignee === null || t.assignee.agentId === agentId);

/** Starts over from fetched lists (what the server says now). */
export function attentionFrom(tickets: readonly TicketSummary[], unhandled: readonly AgentLeaveMessage[], agentId: number): Attention {
  return {
    tickets: new Map(tickets.filter((t) => awaitsAgent(t, agentId)).map((t) => [t.woId, t])),
    leaveMessages: new Set(unhandled.filter((m) => m.msgState !== LeaveMsgState.HANDLED).map((m) => m.id)),
  };
}

/** One stream event applied; the same object back when nothing changed (so React skips a render). */
export function applyAttention(a: Attention, e: AgentStreamEvent, agentId: number): Attention {
  if (e.type === 'ticketChanged') {
    const waits = awaitsAgent(e.ticket, agentId);
    if (!waits && !a.tickets.has(e.ticket.woId)) return a;
    const tickets = new Map(a.tickets);
    if (waits) tickets.set(e.ticket.woId, e.ticket);
    else tickets.delete(e.ticket.woId);
    return { ...a, tickets };
  }
  if (e.type === 'leaveMessage') {
    const m = e.leaveMessage;
    const waits = m.msgState !== LeaveMsgState.HANDLED;
    if (waits === a.leaveMessages.has(m.id)) return a;
    const leaveMessages = new Set(a.leaveMessages);
    if (waits) leaveMessages.add(m.id);
    else leaveMessages.delete(m.id);
    return { ...a, leaveMessages };
  }
  return a;
}

/**
 * A refetched snapshot with the events that arrived while it was in flight applied on top. Events carry whole rows,
 * so one the snapshot already reflects changes nothing, and one it missed is not lost.
 */
export const replayAttention = (fetched: Attention, events: readonly AgentStreamEvent[], agentId: number): Attention =>
  events.reduce((a, e) => applyAttention(a, e, agentId), fetched);

/** The Tickets nav badge: tickets and leave messages waiting for an agent. */
export const attentionCount = (a: Attention) => a.tickets.size + a.leaveMessages.size;

export interface DeskAlert {
  title: string;
  body: string;
  /** Where a click on the notification leads. */
  path: string;
  /** Notifications with the same tag replace each other. */
  tag: string;
}

export interface AlertContext {
  agentId: number;
  /** The ticket open in front of the agent, if any. */
  openWoId: string | null;
  /** The console tab is in the background. */
  tabHidden: boolean;
}

export const customerLabel = (c: { name: string; email: string; phone: string }) =>
  c.name.trim() || c.email || c.phone || i18next.t('tickets:alerts.aCustomer');

/**
 * New tickets and new leave messages ring for every agent (like a visitor joining the queue); a customer's reply
 * rings for the ticket's agent, or for everyone while nobody has it, unless the agent is looking at that ticket.
 */
export function alertFor(e: AgentStreamEvent, c: AlertContext): DeskAlert | null {
  if (e.type === 'leaveMessage') {
    const m = e.leaveMessage;
    if (m.msgState === LeaveMsgState.HANDLED) return null;
    return {
      title: i18next.t('tickets:alerts.leaveMessage', {
        name: customerLabel({ name: m.customerName, email: m.customerEmail, phone: m.customerPhone }),
      }),
      body: m.msgContent.slice(0, 140),
      path: '/tickets/messages',
      tag: `leave${m.id}`,
    };
  }
  if (e.type !== 'ticketChanged') return null;
  const t = e.ticket;
  const path = `/tickets/${t.woId}`;
  if (e.reason === 'created')
    return {
      title: i18next.t('tickets:alerts.created', { id: t.woId, name: customerLabel(t.customer) }),
      body: t.title,
      path,
      tag: `wo${t.woId}`,
    };
  if (e.reason !== 'customerReply') return null;
  if (t.assignee !== null && t.assignee.agentId !== c.agentId) return null;
  if (!c.tabHidden && c.openWoId === t.woId) return null;
  return {
    title: i18next.t('tickets:alerts.replied', { id: t.woId, name: customerLabel(t.customer) }),
    body: t.lastPreview || t.title,
    path,
    tag: `wo${t.woId}`,
  };
}
