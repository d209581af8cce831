/** Type-only views of the visitor call bodies and answers, so browser clients can type calls without importing zod. */
import type { z } from 'zod';
import type * as v from './schemas/visitor.js';

export type ChannelInfoBody = z.input<typeof v.channelInfoBody>;
export type UserBody = z.input<typeof v.userBody>;
export type PollBody = z.input<typeof v.pollBody>;
export type HistoryMsgBody = z.input<typeof v.historyMsgBody>;
export type SendMsgBody = z.input<typeof v.sendMsgBody>;
export type EventMsgBody = z.input<typeof v.eventMsgBody>;
export type OfflineMsgAnswer = z.infer<typeof v.offlineMsgAnswer>;
export type RobotAskBody = z.input<typeof v.robotAskBody>;
export type RobotTipsBody = z.input<typeof v.robotTipsBody>;
export type RobotTip = z.infer<typeof v.robotTipSchema>;
export type CommentDocBody = z.input<typeof v.commentDocBody>;
export type CommentDocAnswer = z.infer<typeof v.commentDocAnswer>;
export type RobotDocBody = z.input<typeof v.robotDocBody>;
export type RobotDocAnswer = z.infer<typeof v.robotDocAnswer>;
export type TransferAgentBody = z.input<typeof v.transferAgentBody>;
export type TransferAgentAnswer = z.infer<typeof v.transferAgentAnswer>;
export type ChannelGroupBody = z.input<typeof v.channelGroupBody>;
export type MsgCompleteBody = z.input<typeof v.msgCompleteBody>;
export type TypingBody = z.input<typeof v.typingBody>;
export type SysMsgBody = z.input<typeof v.sysMsgBody>;
export type EventStreamTicketAnswer = z.infer<typeof v.eventStreamTicketAnswer>;
