import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCode, EventCode, HISTORY_PAGE_SIZE, MsgStatus, POLL_INTERVAL_MS, type EventMsgAnswer, type EventMsgBody } from '@parley/protocol';
import { agentMessage, channel, fail, message, ok, startAnswer } from '../../test/fixtures';
import { ApiError } from '../api/http';
import { createIdentityStore } from '../api/identity';
import type { VisitorApi } from '../api/visitor';
import { createSession, type SessionEnv } from './controller';

const noEvents = (lastEventId = 10): EventMsgAnswer => ({ status: 1, waitIndex: 0, msgList: [], lastEventId });

function fakeApi(over: Partial<{ [K in keyof VisitorApi]: ReturnType<typeof vi.fn> }> = {}) {
  const api = {
    channelInfo: vi.fn(async () => ok(channel({ robotWelcomeMsg: 'Welcome' }))),
    chatStart: vi.fn(async () => ok(startAnswer())),
    getOfflineMsg: vi.fn(async () => ok({ msgList: [] })),
    getHistoryMsg: vi.fn(async () => ok([])),
    sendMsg: vi.fn(async (b: { id?: string; msgContent: string }) => ok(message({ id: b.id, msgContent: b.msgContent, senderType: 1 }))),
    // Polls hang until a test answers them, like a long poll with nothing to say.
    getEventMsg: vi.fn(() => new Promise<never>(() => undefined)),
    chatClose: vi.fn(async () => ok(null)),
    beforeUnload: vi.fn(async () => ok(null)),
    ...over,
  };
  return api;
}

function setup(over: Parameters<typeof fakeApi>[0] = {}, env: Partial<SessionEnv> = {}) {
  const api = fakeApi(over);
  const identity = createIdentityStore(undefined, () => Date.now());
  const session = createSession({
    api: api as unknown as VisitorApi,
    identity,
    startFields: () => ({ locale: 'en' }),
    random: () => 1,
    ...env,
  });
  return { api, identity, session, state: () => session.store.getState() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('start', () => {
  it('ST1 ST2 channelInfo, then chatStart with the stored userId; the answer is stored', async () => {
    const { api, identity, session, state } = setup();
    identity.save('c1', { tenantId: 't1', userId: 'u-old', token: 'x', tokenExpiresAt: Date.now() + 1000 });
    await session.boot('c1');
    expect(api.channelInfo).toHaveBeenCalledWith({ channelId: 'c1' });
    expect(api.chatStart).toHaveBeenCalledWith({ locale: 'en', channelId: 'c1', userId: 'u-old' });
    expect(identity.load('c1')).toMatchObject({ userId: 'u1', tenantId: 't1', token: 'tok' });
    expect(state().phase).toBe('ready');
  });

  it('ST2 a new visitor sends no userId', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    expect(api.chatStart.mock.calls[0]?.[0]).not.toHaveProperty('userId');
  });

  it('ST3 status 0 asks for offline messages with pollId and userId', async () => {
    const { api, session, state } = setup({
      chatStart: vi.fn(async () => ok(startAnswer({ status: 0 }))),
      getOfflineMsg: vi.fn(async () => ok({ msgList: [message()] })),
    });
    await session.boot('c1');
    expect(api.getOfflineMsg).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
    expect(state().messages.map((m) => m.notice?.kind ?? m.senderType)).toEqual(['offline', 2, 3]);
  });

  it('ST6 a failed channelInfo or chatStart leads to the failed phase, no throw', async () => {
    const a = setup({ channelInfo: vi.fn(async () => fail(404)) });
    await a.session.boot('c1');
    expect(a.state().phase).toBe('failed');
    const b = setup({ chatStart: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
    await b.session.boot('c1');
    expect(b.state().phase).toBe('failed');
  });

  it('ST7 a resumed visitor loads the first history page', async () => {
    const { api, identity, session } = setup();
    identity.save('c1', { tenantId: 't1', userId: 'u1', token: 'x', tokenExpiresAt: Date.now() + 1000 });
    await session.boot('c1');
    expect(api.getHistoryMsg).toHaveBeenCalledWith({ userId: 'u1', maxTime: 0, pageSize: HISTORY_PAGE_SIZE });
  });

  it('ST8 polling starts after start; EV1 with userId, pollId and lastEventId', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    expect(api.getEventMsg).toHaveBeenCalledTimes(1);
    expect(api.getEventMsg.mock.calls[0]?.[0]).toEqual({ userId: 'u1', pollId: 'p1', lastEventId: 10 });
  });
});

describe('polling', () => {
  it('EV1 the next poll starts POLL_INTERVAL_MS after the previous answered, with the new cursor', async () => {
    const answers = [ok({ ...noEvents(12), msgList: [agentMessage(12)] }), ok(noEvents(12))];
    const getEventMsg = vi.fn((_body: EventMsgBody) => {
      const a = answers.shift();
      return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
    });
    const { session, state } = setup({ getEventMsg });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(getEventMsg).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getEventMsg).toHaveBeenCalledTimes(2);
    expect(getEventMsg.mock.calls[1]?.[0]).toMatchObject({ lastEventId: 12 });
    expect(state().messages.at(-1)?.senderType).toBe(2);
  });

  it('EV3 an agent message is passed to onAgentMessage once', async () => {
    const onAgentMessage = vi.fn();
    const answers = [ok({ ...noEvents(11), msgList: [agentMessage(11)] }), ok({ ...noEvents(11), msgList: [agentMessage(11)] })];
    const getEventMsg = vi.fn((_body: EventMsgBody) => {
      const a = answers.shift();
      return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
    });
    const { session } = setup({ getEventMsg }, { onAgentMessage });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(onAgentMessage).toHaveBeenCalledTimes(1);
  });

  it('EV4 a 1202 stops polling and calls onClosed', async () => {
    const onClosed = vi.fn();
    const getEventMsg = vi.fn(async () =>
      ok({ ...noEvents(11), msgList: [{ eventId: 11, createTime: 0, code: EventCode.CLOSED, outType: 2 }] }),
    );
    const { session, state } = setup({ getEventMsg }, { onClosed });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(getEventMsg).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(state().chatStatus).toBe(0);
  });

  it('EV5 the typing hint clears AGENT_TYPING_INDICATOR_MS after the event', async () => {
    const answers = [ok({ ...noEvents(11), msgList: [{ eventId: 11, createTime: 0, code: EventCode.AGENT_TYPING }] })];
    const getEventMsg = vi.fn((_body: EventMsgBody) => {
      const a = answers.shift();
      return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
    });
    const { session, state } = setup({ getEventMsg });
    await session.boot('c1');
    expect(state().agentTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(state().agentTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().agentTyping).toBe(false);
  });

  it('EV8 code 410 goes back through chatStart (no reload) and polls from the new cursor', async () => {
    const answers = [fail(ApiCode.GONE)];
    const getEventMsg = vi.fn((_body: EventMsgBody) => {
      const a = answers.shift();
      return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
    });
    const chatStart = vi
      .fn()
      .mockResolvedValueOnce(ok(startAnswer()))
      .mockResolvedValueOnce(ok(startAnswer({ lastEventId: 50, pollId: 'p2' })));
    const { session, state } = setup({ getEventMsg, chatStart });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(chatStart).toHaveBeenCalledTimes(2);
    expect(chatStart.mock.calls[1]?.[0]).toMatchObject({ userId: 'u1' });
    expect(getEventMsg.mock.calls[1]?.[0]).toEqual({ userId: 'u1', pollId: 'p2', lastEventId: 50 });
    expect(state().messages.filter((m) => m.key === 'robot-welcome')).toHaveLength(1);
  });

  it('EV10 failures back off: 4 s, then 8 s', async () => {
    const getEventMsg = vi.fn(async () => Promise.reject(new ApiError('network', 'down')));
    const { session } = setup({ getEventMsg });
    await session.boot('c1');
    expect(getEventMsg).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(getEventMsg).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7999);
    expect(getEventMsg).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(getEventMsg).toHaveBeenCalledTimes(3);
  });

  it('EV12 a 401 stops polling', async () => {
    const getEventMsg = vi.fn(async () => Promise.reject(new ApiError(401, 'expired')));
    const { session } = setup({ getEventMsg });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(getEventMsg).toHaveBeenCalledTimes(1);
  });

  it('dispose stops the loop', async () => {
    const getEventMsg = vi.fn(async () => ok(noEvents()));
    const { session } = setup({ getEventMsg });
    await session.boot('c1');
    session.dispose();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(getEventMsg).toHaveBeenCalledTimes(1);
  });
});

describe('sending', () => {
  it('SE1 blank text is not sent', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    expect(await session.sendText('   ')).toBe(false);
    expect(api.sendMsg).not.toHaveBeenCalled();
  });

  it('SE2 SE3 trimmed text goes out with a local message id and becomes success', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    await session.sendText('  hi  ');
    const body = api.sendMsg.mock.calls[0]?.[0];
    expect(body).toMatchObject({ userId: 'u1', msgContent: 'hi', msgType: 1 });
    expect(body.id).toMatch(/^message\d+$/);
    expect(state().messages.at(-1)).toMatchObject({ id: body.id, status: MsgStatus.SUCCESS });
  });

  it('SE4 SE5 a failed send is retried with the same local id', async () => {
    const sendMsg = vi
      .fn()
      .mockResolvedValueOnce(fail(400))
      .mockImplementationOnce(async (b: { id: string }) => ok(message({ id: b.id, senderType: 1 })));
    const { session, state } = setup({ sendMsg });
    await session.boot('c1');
    await session.sendText('hi');
    const id = state().messages.at(-1)!.id!;
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.FAILED);
    await session.retry(id);
    expect(sendMsg.mock.calls[1]?.[0].id).toBe(id);
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.SUCCESS);
  });

  it('SE4 a network error marks the message failed', async () => {
    const { session, state } = setup({ sendMsg: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
    await session.boot('c1');
    await session.sendText('hi');
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.FAILED);
  });
});

describe('history', () => {
  it('HI1 maxTime is the oldest server msgTime; HI2 a short page ends it', async () => {
    const oldest = message({ msgTime: 1234 });
    const getHistoryMsg = vi
      .fn()
      .mockResolvedValueOnce(ok([oldest, ...Array.from({ length: 19 }, () => message({ msgTime: 5000 }))]))
      .mockResolvedValueOnce(ok([message({ msgTime: 1000 })]));
    const { session, state } = setup({ getHistoryMsg });
    await session.boot('c1');
    await session.loadHistory();
    expect(getHistoryMsg.mock.calls[0]?.[0]).toEqual({ userId: 'u1', maxTime: 0, pageSize: 20 });
    await session.loadHistory();
    expect(getHistoryMsg.mock.calls[1]?.[0]).toMatchObject({ maxTime: 1234 });
    expect(state().history).toBe('end');
    await session.loadHistory();
    expect(getHistoryMsg).toHaveBeenCalledTimes(2);
  });

  it('HI5 a failed page returns to loadStart', async () => {
    const { session, state } = setup({ getHistoryMsg: vi.fn(async () => Promise.reject(new Error('x'))) });
    await session.boot('c1');
    await session.loadHistory();
    expect(state().history).toBe('loadStart');
  });
});

describe('closing', () => {
  it('CL1 close calls chatClose and ends the chat', async () => {
    const onClosed = vi.fn();
    const { api, session, state } = setup({}, { onClosed });
    await session.boot('c1');
    expect(await session.close()).toBe(true);
    expect(api.chatClose).toHaveBeenCalledWith({ userId: 'u1' });
    expect(state().chatStatus).toBe(0);
    expect(onClosed).toHaveBeenCalled();
  });

  it('CL2 unload sends beforeUnload with userId and pollId', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    session.unload();
    expect(api.beforeUnload).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
  });
});
