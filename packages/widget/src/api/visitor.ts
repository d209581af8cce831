/** One typed function per visitor call this package uses; paths and shapes come from @parley/protocol. */
import {
  VisitorPath,
  type ChannelInfo,
  type ChannelInfoBody,
  type ChatMessage,
  type ChatStartAnswer,
  type ChatStartBody,
  type EventMsgAnswer,
  type EventMsgBody,
  type HistoryMsgBody,
  type OfflineMsgAnswer,
  type PollBody,
  type SendMsgBody,
  type UserBody,
} from '@parley/protocol';
import type { Post } from './http';

export function createVisitorApi(post: Post) {
  return {
    channelInfo: (body: ChannelInfoBody) => post<ChannelInfo>(VisitorPath.channelInfo, body),
    chatStart: (body: ChatStartBody) => post<ChatStartAnswer>(VisitorPath.chatStart, body),
    getOfflineMsg: (body: PollBody) => post<OfflineMsgAnswer>(VisitorPath.getOfflineMsg, body),
    getHistoryMsg: (body: HistoryMsgBody) => post<ChatMessage[]>(VisitorPath.getHistoryMsg, body),
    sendMsg: (body: SendMsgBody) => post<ChatMessage>(VisitorPath.sendMsg, body),
    getEventMsg: (body: EventMsgBody, signal?: AbortSignal) =>
      post<EventMsgAnswer>(VisitorPath.getEventMsg, body, signal ? { signal } : {}),
    chatClose: (body: UserBody) => post<unknown>(VisitorPath.chatClose, body),
    // sendBeacon cannot carry the token header, so a keepalive fetch does its job (CL2).
    beforeUnload: (body: PollBody) => post<unknown>(VisitorPath.beforeUnload, body, { keepalive: true }),
  };
}

export type VisitorApi = ReturnType<typeof createVisitorApi>;
