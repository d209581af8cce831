/** Test data built from the protocol's own schemas, so defaults stay in one place. */
import {
  EventCode,
  channelInfoSchema,
  type AdminCard,
  type ChannelInfo,
  type ChatMessage,
  type RobotAskAnswer,
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
    userFormDone: false,
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

export function adminCard(over: Partial<AdminCard> = {}): AdminCard {
  return {
    adminId: 'a1',
    adminNick: 'Ada',
    adminFace: '',
    adminCardSign: 'Here to help',
    adminCardTel: '',
    adminCardMobile: '',
    adminCardEmail: '',
    adminCardQq: '',
    adminCardWechat: '',
    ...over,
  };
}

/** A robotAsk answer: the stored question (echoing the local id) and a confident reply. */
export function askAnswer(
  over: Partial<Omit<RobotAskAnswer, 'question'>> & { id?: string | undefined; question?: string | undefined } = {},
): RobotAskAnswer {
  const { id, question, ...rest } = over;
  const answerType = rest.answerType ?? 1;
  const docId = rest.docId ?? 'd1';
  return {
    status: 1,
    answerType,
    docId,
    docPattern: '',
    showTransferBtn: false,
    answers: [{ replySource: 'TEXT_REPLY', text: 'An answer' }],
    suggestList: [],
    referenceFile: [],
    question: message({ senderType: 1, msgContent: question ?? 'q', ...(id ? { id } : {}) }),
    reply: message({ senderType: 3, msgType: 3, msgContent: 'An answer', docId, answerType, ...(rest.reply ?? {}) }),
    ...rest,
  };
}
