import { LeaveMsgState, type AgentLeaveMessage } from '@parley/protocol';

/** The leave-message inbox: which messages a filter shows, and a live update applied to the list shown. */
export type LeaveFilter = 'unhandled' | 'handled' | 'all';

export const isHandled = (m: Pick<AgentLeaveMessage, 'msgState'>) => m.msgState === LeaveMsgState.HANDLED;

export const matchesFilter = (m: AgentLeaveMessage, f: LeaveFilter) => f === 'all' || (f === 'handled') === isHandled(m);

/** The list after a message arrived or changed: replaced in place, added (newest first), or dropped when the filter no longer shows it. */
export function applyLeaveMessage(list: readonly AgentLeaveMessage[], m: AgentLeaveMessage, f: LeaveFilter): AgentLeaveMessage[] {
  const rest = list.filter((x) => x.id !== m.id);
  if (!matchesFilter(m, f)) return rest;
  if (rest.length !== list.length) return list.map((x) => (x.id === m.id ? m : x));
  return [m, ...rest].sort((a, b) => b.createTime - a.createTime || b.id - a.id);
}

/**
 * A list as read, with the updates heard while it was being read applied on top, in the order heard: the read may
 * predate them, and one applied twice changes nothing.
 */
export const withUpdates = (list: readonly AgentLeaveMessage[], heard: readonly AgentLeaveMessage[], f: LeaveFilter): AgentLeaveMessage[] =>
  heard.reduce<AgentLeaveMessage[]>((l, m) => applyLeaveMessage(l, m, f), [...list]);
