/** A session over a fake API (every call answers like a quiet server) for the tests of src/session/'s parts. */
import { vi } from 'vitest';
import { evaluateConfigSchema, type EvaluateConfig, type EventMsgAnswer, type IsEvaluateAnswer } from '@parley/protocol';
import { createIdentityStore } from '../src/api/identity';
import type { VisitorApi } from '../src/api/visitor';
import { createSession, type SessionEnv } from '../src/session/controller';
import type { OpenStream, StreamHandlers } from '../src/session/transport';
import { adminCard, askAnswer, channel, message, ok, startAnswer } from './fixtures';

export const noEvents = (lastEventId = 10): EventMsgAnswer => ({ status: 1, waitIndex: 0, msgList: [], lastEventId });

export const evaluateConfig: EvaluateConfig = evaluateConfigSchema.parse({});
export const canRate = (over: Partial<IsEvaluateAnswer> = {}): IsEvaluateAnswer => ({
  enableEvaluate: true,
  target: 'robot',
  evaluated: false,
  reason: 'ok',
  sessionId: 7,
  adminNick: '',
  ...over,
});

export type ApiOverrides = Partial<{ [K in keyof VisitorApi]: ReturnType<typeof vi.fn> }>;

/** `events(msgList)` answers the poll that is waiting; every other poll hangs, like a long poll with nothing to say. */
export function fakeApi(over: ApiOverrides = {}) {
  let release: ((answer: unknown) => void) | undefined;
  const api = {
    channelInfo: vi.fn(async () => ok(channel({ robotWelcomeMsg: 'Welcome' }))),
    chatStart: vi.fn(async () => ok(startAnswer())),
    getOfflineMsg: vi.fn(async () => ok({ msgList: [] })),
    getHistoryMsg: vi.fn(async () => ok([])),
    sendMsg: vi.fn(async (b: { id?: string; msgContent: string }) => ok(message({ id: b.id, msgContent: b.msgContent, senderType: 1 }))),
    checkSensitive: vi.fn(async (b: { msgContent: string }) =>
      ok({ sensitiveFlag: 0, sensitiveWords: '', sensitiveAction: '' as const, msgTransContent: b.msgContent }),
    ),
    getEventMsg: vi.fn(() => new Promise((r) => (release = r))),
    chatClose: vi.fn(async () => ok(null)),
    beforeUnload: vi.fn(async () => ok(null)),
    robotAsk: vi.fn(async (b: { id?: string; question?: string }) => ok(askAnswer({ id: b.id, question: b.question }))),
    robotTips: vi.fn(async () => ok([])),
    updateSessionMsg: vi.fn(async (b: { msgId: number; docNode: string }) => ok({ msgId: b.msgId, docNode: b.docNode })),
    commentDoc: vi.fn(async (b: { docId: string; isUseful: number }) =>
      ok({ msgId: 1, docId: b.docId, isUseful: b.isUseful, disabled: b.isUseful === 1 ? 0 : 1 }),
    ),
    transferAgent: vi.fn(async () => ok({ status: 2, adminId: 'a1', adminNick: 'Ada' })),
    getChannelGroup: vi.fn(async () => ok([])),
    getAdminCard: vi.fn(async () => ok(adminCard())),
    msgComplete: vi.fn(async () => ok(null)),
    typing: vi.fn(async () => ok(null)),
    eventStreamTicket: vi.fn(async () => ok({ ticket: 'tk', expiresAt: Date.now() + 60_000 })),
    submitUserForm: vi.fn(async () => ok(null)),
    resetInfo: vi.fn(async () => ok(null)),
    isEvaluate: vi.fn(async () => ok(canRate())),
    getEvaluateInfo: vi.fn(async () => ok(evaluateConfig)),
    evaluate: vi.fn(async () => ok(null)),
    ...over,
  };
  const events = (msgList: unknown[], lastEventId = 99) => release?.(ok({ status: 1, waitIndex: 0, msgList, lastEventId }));
  return { api, events };
}

export function setup(over: ApiOverrides = {}, env: Partial<SessionEnv> = {}) {
  const { api, events } = fakeApi(over);
  const identity = createIdentityStore(undefined, () => Date.now());
  const session = createSession({
    api: api as unknown as VisitorApi,
    identity,
    startFields: () => ({ locale: 'en' }),
    random: () => 1,
    ...env,
  });
  return { api, identity, session, events, state: () => session.store.getState() };
}

/** channelInfo answering the demo channel with these settings. */
export const withChannel = (over: Parameters<typeof channel>[0] = {}): ApiOverrides => ({
  channelInfo: vi.fn(async () => ok(channel({ robotWelcomeMsg: 'Welcome', ...over }))),
});

/** A channel with a FAQ menu. */
export const robotChannel = (over: Parameters<typeof channel>[0] = {}) =>
  withChannel({ faq: { showType: 1, showContent: [{ questionName: 'Q1', docId: 'd1' }] }, ...over });

/** A visitor already with an agent: typed text goes to sendMsg. */
export const withAgent = (): ApiOverrides => ({ chatStart: vi.fn(async () => ok(startAnswer({ status: 2, adminNick: 'Ada' }))) });

/** getEventMsg answering these, one per poll, then hanging. */
export function pollAnswers(...answers: unknown[]) {
  return vi.fn((_body: unknown) => {
    const a = answers.shift();
    return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
  });
}

/** A fake EventSource adapter the tests steer. */
export function fakeStream() {
  const opened: Array<{ url: string; h: StreamHandlers; closed: boolean }> = [];
  const openStream: OpenStream = (url, h) => {
    const s = { url, h, closed: false };
    opened.push(s);
    return { close: () => void (s.closed = true) };
  };
  return { opened, openStream, last: () => opened.at(-1)! };
}
