import { useContext } from 'react';
import { attentionCount } from '../model/unread';
import { InboxContext, type InboxApi } from './inboxContext';

export function useInbox(): InboxApi {
  const api = useContext(InboxContext);
  if (!api) throw new Error('useInbox outside InboxProvider');
  return api;
}

/** Unread messages plus waiting visitors, for the nav badge. */
export function useInboxBadge(): number {
  const { state } = useInbox();
  return attentionCount(state.mine, state.queue.length);
}
