/** Reaching a person in the machine (TR, GR, AG in ./SPEC.md): a sub-reducer that reduce.ts delegates to. */
import {
  MsgStatus,
  MsgType,
  SenderType,
  TransferStatus,
  UserStatus,
  isBlank,
  type AdminCard,
  type ChannelGroup,
  type TransferAgentAnswer,
} from '@parley/protocol';
import { append, notice, withoutTransferring } from './localMessages';
import type { SessionState, TransferOrigin } from './types';

export type AgentAction =
  | { type: 'transferStarted'; notice: boolean; now: number }
  | { type: 'transferAnswered'; answer: TransferAgentAnswer; origin: TransferOrigin; now: number }
  | { type: 'transferFailed'; quiet: boolean; now: number }
  | { type: 'groupsLoaded'; groups: ChannelGroup[]; now: number }
  | { type: 'groupPickerClosed' }
  | { type: 'agentCardLoaded'; card: AdminCard | null };

/**
 * W-AG1: connected to an agent, by transferAgent status 2 or event 1200. The same agent again (the server also
 * appends 1200 for a direct transfer) changes nothing. A new agent gets the connect notice and, when the
 * channel has one, its welcome text shown locally: the server stores it without an event (W-TR3).
 */
export function connectTo(state: SessionState, adminId: string, adminNick: string, now: number, announce: boolean): SessionState {
  const same = state.userStatus === UserStatus.AGENT && state.agentId === adminId;
  if (same) return state;
  const next: SessionState = {
    ...state,
    connect: 'manual',
    userStatus: UserStatus.AGENT,
    agentId: adminId,
    agentNick: adminNick || state.agentNick,
    agentCard: null,
    waitIndex: 0,
    groupPicker: null,
    tips: [],
  };
  if (!announce) return next;
  const added = [notice(state, 'connected', now, { name: adminNick }, `-${adminId}`)];
  const channel = state.channel;
  if (channel?.adminWelcomeMode === 1 && !isBlank(channel.adminWelcomeMsg)) {
    added.push({
      key: `welcome-${state.sessionId ?? 0}-${adminId}`,
      msgContent: channel.adminWelcomeMsg,
      msgType: MsgType.TEXT,
      senderType: SenderType.AGENT,
      senderName: adminNick,
      msgTime: now,
      status: MsgStatus.SUCCESS,
    });
  }
  return append(next, ...added);
}

/** W-TR2–W-TR6: the five transferAgent results. */
function transferAnswered(state: SessionState, a: TransferAgentAnswer, origin: TransferOrigin, now: number): SessionState {
  const channel = state.channel;
  const s: SessionState = { ...state, transferring: false, messages: withoutTransferring(state.messages) };
  const once = `-${now}`;
  switch (a.status) {
    case TransferStatus.NO_AGENT: {
      if (origin.quiet) return s;
      const offline = channel?.adminOfflineMode === 1 ? (a.message ?? channel.adminOfflineMsg) : '';
      const added = [notice(s, 'noAgent', now, {}, once)];
      if (!isBlank(offline)) added.push(notice(s, 'channelText', now, { text: offline }, once));
      return append(s, ...added);
    }
    case TransferStatus.CONNECTED:
      return connectTo(s, a.adminId ?? '', a.adminNick ?? '', now, !origin.quiet);
    case TransferStatus.QUEUED: {
      const position = a.waitIndex ?? 0;
      const queued: SessionState = { ...s, connect: 'manual', userStatus: UserStatus.QUEUED, waitIndex: position, tips: [] };
      if (channel?.userQueueMode !== 1) return queued;
      const shown = queued.messages.find((m) => m.notice?.kind === 'queued');
      if (shown) {
        return { ...queued, messages: queued.messages.map((m) => (m === shown ? { ...m, notice: { ...m.notice!, position } } : m)) };
      }
      return append(queued, notice(s, 'queued', now, { position, text: channel.userQueueMsg }));
    }
    case TransferStatus.OFF_HOURS:
      if (origin.quiet) return s;
      return append(s, notice(s, 'offHours', now, { text: a.message || channel?.unWorkingMsg || '' }, once));
    default:
      // W-TR5: 4, and any status this build does not know, is a failed transfer.
      return origin.quiet ? s : append(s, notice(s, 'transferFailed', now, {}, once));
  }
}

export function reduceAgent(state: SessionState, action: AgentAction): SessionState {
  switch (action.type) {
    case 'transferStarted': {
      // W-TR1, W-RB7: the instruction's transferring notice shows until the result replaces it.
      const next: SessionState = { ...state, transferring: true, groupPicker: null, tips: [] };
      return action.notice ? append(next, notice(state, 'transferring', action.now, {}, `${action.now}`)) : next;
    }
    case 'transferAnswered':
      return transferAnswered(state, action.answer, action.origin, action.now);
    case 'transferFailed': {
      // W-TR5: a transferAgent call that did not answer is a failed transfer.
      const next: SessionState = { ...state, transferring: false, messages: withoutTransferring(state.messages) };
      return action.quiet ? next : append(next, notice(state, 'transferFailed', action.now, {}, `-${action.now}`));
    }
    case 'groupsLoaded': {
      // W-GR1–W-GR3
      const next: SessionState = { ...state, transferring: false };
      if (action.groups.length === 0) return append(next, notice(state, 'noAgent', action.now, {}, `-${action.now}`));
      return action.groups.length > 1 ? { ...next, groupPicker: action.groups } : next;
    }
    case 'groupPickerClosed':
      // W-GR4
      return state.groupPicker ? { ...state, groupPicker: null } : state;
    case 'agentCardLoaded':
      // W-AG6: the card belongs to status 2 only.
      return state.userStatus === UserStatus.AGENT ? { ...state, agentCard: action.card } : state;
  }
}
