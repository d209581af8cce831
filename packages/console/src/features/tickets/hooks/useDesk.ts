import { useContext } from 'react';
import { DeskContext, type DeskApi } from './deskContext';

export function useDesk(): DeskApi {
  const api = useContext(DeskContext);
  if (!api) throw new Error('useDesk outside TicketDeskProvider');
  return api;
}

/** Tickets and leave messages waiting for an agent, for the Tickets nav badge. */
export function useDeskBadge(): number {
  const { ticketsWaiting, leaveMessagesWaiting } = useDesk();
  return ticketsWaiting + leaveMessagesWaiting;
}
