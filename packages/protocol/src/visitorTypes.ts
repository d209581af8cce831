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
