/** Type-only views of the visitor call bodies and answers, so browser clients can type calls without importing zod. */
import type { z } from 'zod';
import type * as tk from './schemas/tickets.js';
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
export type UploadAnswer = z.infer<typeof v.uploadAnswer>;
export type UploadBase64Body = z.input<typeof v.uploadBase64Body>;
export type FromRequestBody = z.input<typeof v.fromRequestBody>;
export type FromRequestAnswer = z.infer<typeof v.fromRequestAnswer>;
export type SubmitUserFormBody = z.input<typeof v.submitUserFormBody>;
export type ResetInfoBody = z.input<typeof v.resetInfoBody>;
export type EvaluateInfoBody = z.input<typeof v.evaluateInfoBody>;
export type EvaluateBody = z.input<typeof v.evaluateBody>;

/* Leave messages, tickets and templates (leave-messages-work-orders.md §7), for the widget's screens. */
export type LeaveMsgBody = z.input<typeof tk.leaveMsgBody>;
export type LeaveMsgAnswer = z.infer<typeof tk.leaveMsgAnswer>;
export type LeaveMsgListBody = z.input<typeof tk.leaveMsgListBody>;
export type WoFile = z.infer<typeof tk.woFileSchema>;
export type AddWoBody = z.input<typeof tk.addWoBody>;
export type AddWoAnswer = z.infer<typeof tk.addWoAnswer>;
export type QueryWoByIdBody = z.input<typeof tk.queryWoByIdBody>;
export type QueryWoByCustomBody = z.input<typeof tk.queryWoByCustomBody>;
export type WorkOrderListAnswer = z.infer<typeof tk.workOrderListAnswer>;
export type AddWoHandleBody = z.input<typeof tk.addWoHandleBody>;
export type RateWoBody = z.input<typeof tk.rateWoBody>;
export type TemplateFieldsBody = z.input<typeof tk.templateFieldsBody>;
export type TemplateFieldsAnswer = z.infer<typeof tk.templateFieldsAnswer>;
