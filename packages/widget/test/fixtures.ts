/** Test data built from the protocol's own schemas, so defaults stay in one place. */
import {
  EventCode,
  channelInfoSchema,
  type ChannelInfo,
  type ChatMessage,
  type ChatStartAnswer,
  type Envelope,
  type VisitorEvent,
} from '@parley/protocol';

export function channel(over: Partial<ChannelInfo> = {}): ChannelInfo {
  return { ...channelInfoSchema.parse({ tenantId: 't1', channelId: 'c1', robotNo: 'r1' }), ...over };
}

export function startAnswer(over: Partial<ChatStartAnswer> = {}): ChatStartAnswer {
  return {
    serverTime: 1_700_000_000_000,
    status: 1,
    userId: 'u1',
    tenantId: 't1',
    pollId: 'p1',
    sessionId: 7,
    adminNick: '',
    token: 'tok',
    tokenExpiresAt: 1_800_000_000_000,
    lastEventId: 10,
    ...over,
  };
}

let nextMsgId = 100;
export function message(over: Partial<ChatMessage> = {}): ChatMessage {
  nextMsgId += 1;
  return {
    msgId: nextMsgId,
    sessionId: 7,
    msgContent: `hello ${nextMsgId}`,
    msgType: 1,
    senderType: 2,
    msgTime: 1_700_000_000_000 + nextMsgId * 1000,
    ...over,
  };
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, message: 'SUCCESS', data });
export const fail = (code: number): Envelope<never> => ({ code, message: 'no', data: undefined as never });

export const agentMessage = (eventId: number, m: Partial<ChatMessage> = {}): VisitorEvent => ({
  eventId,
  createTime: 0,
  code: EventCode.AGENT_MESSAGE,
  message: message(m),
});
