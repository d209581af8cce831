/** One typed function per visitor call this package uses; paths and shapes come from @parley/protocol. */
import {
  VisitorPath,
  type AdminCard,
  type ChannelGroup,
  type ChannelGroupBody,
  type CommentDocAnswer,
  type CommentDocBody,
  type EventStreamTicketAnswer,
  type MsgCompleteBody,
  type RobotAskAnswer,
  type RobotAskBody,
  type RobotDocAnswer,
  type RobotDocBody,
  type RobotTip,
  type RobotTipsBody,
  type TransferAgentAnswer,
  type TransferAgentBody,
  type TypingBody,
  type ChannelInfo,
  type FromRequestAnswer,
  type FromRequestBody,
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
    robotAsk: (body: RobotAskBody) => post<RobotAskAnswer>(VisitorPath.robotAsk, body),
    robotTips: (body: RobotTipsBody, signal?: AbortSignal) =>
      post<RobotTip[]>(VisitorPath.robotTips, body, signal ? { signal } : {}),
    commentDoc: (body: CommentDocBody) => post<CommentDocAnswer>(VisitorPath.commentDoc, body),
    getRobotDoc: (body: RobotDocBody) => post<RobotDocAnswer>(VisitorPath.getRobotDoc, body),
    transferAgent: (body: TransferAgentBody) => post<TransferAgentAnswer>(VisitorPath.transferAgent, body),
    getChannelGroup: (body: ChannelGroupBody) => post<ChannelGroup[]>(VisitorPath.getChannelGroup, body),
    getAdminCard: (body: UserBody) => post<AdminCard | null>(VisitorPath.getAdminCard, body),
    fromRequest: (body: FromRequestBody) => post<FromRequestAnswer>(VisitorPath.fromRequest, body),
    msgComplete: (body: MsgCompleteBody) => post<unknown>(VisitorPath.msgComplete, body),
    typing: (body: TypingBody) => post<unknown>(VisitorPath.typing, body),
    eventStreamTicket: (body: UserBody) => post<EventStreamTicketAnswer>(VisitorPath.eventStreamTicket, body),
    // sendBeacon cannot carry the token header, so a keepalive fetch does its job (CL2).
    beforeUnload: (body: PollBody) => post<unknown>(VisitorPath.beforeUnload, body, { keepalive: true }),
  };
}

export type VisitorApi = ReturnType<typeof createVisitorApi>;
