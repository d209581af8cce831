import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AgentProfile, AgentStreamEvent } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { beep } from '../../../shared/notify/beep';
import { showDesktopNotification } from '../../../shared/notify/desktopNotification';
import { isSoundOn } from '../../../shared/preferences';
import { fetchLeaveMessages } from '../api/fetchLeaveMessages';
import { fetchTickets } from '../api/fetchTickets';
import { alertFor, applyAttention, attentionFrom, emptyAttention, replayAttention, type Attention } from '../model/attention';
import { OPEN_STATUSES } from '../model/ticketFilters';
import { DeskContext, type DeskApi } from './deskContext';

/** Enough to count what waits; the badge is a nudge, not a report. */
const SEED_PAGE = 100;

/**
 * Mounted by the shell for the whole signed-in session: keeps the count of tickets and leave messages waiting for
 * this agent (refetched on every stream (re)open, kept live by the stream), and rings for new tickets, customer
 * replies and new leave messages as the inbox does for chats.
 */
export function TicketDeskProvider({ me, children }: { me: AgentProfile; children: ReactNode }) {
  const navigate = useNavigate();
  const [attention, setAttention] = useState<Attention>(emptyAttention);
  const openTicket = useRef<string | null>(null);
  /** Events seen while a refetch is in flight: its answer may predate them, so they are applied again on top. */
  const sinceRefresh = useRef<AgentStreamEvent[] | null>(null);

  const refresh = useCallback(async () => {
    const open = OPEN_STATUSES.join(',');
    const seen: AgentStreamEvent[] = [];
    sinceRefresh.current = seen;
    try {
      const [mine, nobodys, unhandled] = await Promise.all([
        fetchTickets({ status: open, assignee: 'me', pageSize: SEED_PAGE }),
        fetchTickets({ status: open, assignee: 'none', pageSize: SEED_PAGE }),
        fetchLeaveMessages('unhandled'),
      ]);
      const fetched = attentionFrom([...mine.items, ...nobodys.items], unhandled, me.agentId);
      setAttention(replayAttention(fetched, seen, me.agentId));
    } finally {
      if (sinceRefresh.current === seen) sinceRefresh.current = null;
    }
  }, [me.agentId]);

  useEffect(() => {
    const onEvent = (e: AgentStreamEvent) => {
      if (e.type !== 'ticketChanged' && e.type !== 'leaveMessage') return;
      sinceRefresh.current?.push(e);
      setAttention((a) => applyAttention(a, e, me.agentId));
      const alert = alertFor(e, { agentId: me.agentId, openWoId: openTicket.current, tabHidden: document.hidden });
      if (!alert) return;
      if (isSoundOn()) beep();
      showDesktopNotification(alert.title, alert.body, alert.tag, () => void navigate(alert.path));
    };
    return subscribeAgentStream({ onEvent, onOpen: () => void refresh().catch(() => undefined) });
  }, [me.agentId, navigate, refresh]);

  const api = useMemo<DeskApi>(
    () => ({
      me,
      ticketsWaiting: attention.tickets.size,
      leaveMessagesWaiting: attention.leaveMessages.size,
      setOpenTicket: (woId) => void (openTicket.current = woId),
    }),
    [me, attention],
  );
  return <DeskContext.Provider value={api}>{children}</DeskContext.Provider>;
}
