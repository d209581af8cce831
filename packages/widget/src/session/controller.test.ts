import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCode, EventCode, HISTORY_PAGE_SIZE, MsgStatus, POLL_INTERVAL_MS, type EventMsgAnswer, type EventMsgBody } from '@parley/protocol';
import { adminCard, agentMessage, askAnswer, channel, fail, message, ok, startAnswer } from '../../test/fixtures';
import { ApiError } from '../api/http';
import { createIdentityStore } from '../api/identity';
import type { VisitorApi } from '../api/visitor';
import { STREAM_RECONNECT_GRACE_MS, STREAM_RETRY_MS, createSession, type SessionEnv } from './controller';
import type { OpenStream, StreamHandlers } from './transport';

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
    robotAsk: vi.fn(async (b: { id?: string; question?: string }) => ok(askAnswer({ id: b.id, question: b.question }))),
    robotTips: vi.fn(async () => ok([])),
    commentDoc: vi.fn(async (b: { docId: string; isUseful: number }) =>
      ok({ msgId: 1, docId: b.docId, isUseful: b.isUseful, disabled: b.isUseful === 1 ? 0 : 1 }),
    ),
    transferAgent: vi.fn(async () => ok({ status: 2, adminId: 'a1', adminNick: 'Ada' })),
    getChannelGroup: vi.fn(async () => ok([])),
    getAdminCard: vi.fn(async () => ok(adminCard())),
    msgComplete: vi.fn(async () => ok(null)),
    typing: vi.fn(async () => ok(null)),
    eventStreamTicket: vi.fn(async () => ok({ ticket: 'tk', expiresAt: Date.now() + 60_000 })),
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

/** A visitor already with an agent: typed text goes to sendMsg. */
const withAgent = { chatStart: vi.fn(async () => ok(startAnswer({ status: 2, adminNick: 'Ada' }))) };

describe('sending', () => {
  it('SE1 blank text is not sent', async () => {
    const { api, session } = setup(withAgent);
    await session.boot('c1');
    expect(await session.sendText('   ')).toBe(false);
    expect(api.sendMsg).not.toHaveBeenCalled();
  });

  it('SE2 SE3 trimmed text goes out with a local message id and becomes success', async () => {
    const { api, session, state } = setup(withAgent);
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
    const { session, state } = setup({ ...withAgent, sendMsg });
    await session.boot('c1');
    await session.sendText('hi');
    const id = state().messages.at(-1)!.id!;
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.FAILED);
    await session.retry(id);
    expect(sendMsg.mock.calls[1]?.[0].id).toBe(id);
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.SUCCESS);
  });

  it('SE4 a network error marks the message failed', async () => {
    const { session, state } = setup({ ...withAgent, sendMsg: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
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

const robotChannel = (over: Parameters<typeof channel>[0] = {}) => ({
  channelInfo: vi.fn(async () =>
    ok(channel({ robotWelcomeMsg: 'Welcome', faq: { showType: 1, showContent: [{ questionName: 'Q1', docId: 'd1' }] }, ...over })),
  ),
});

describe('robot', () => {
  it('RB1 receiveMode 0: the FAQ message follows ROBOT_GUIDE_DELAY_MS after the welcome', async () => {
    const { session, state } = setup(robotChannel());
    await session.boot('c1');
    expect(state().messages.map((m) => m.key)).toEqual(['robot-welcome']);
    await vi.advanceTimersByTimeAsync(999);
    expect(state().messages.some((m) => m.faq)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().messages.at(-1)?.faq).toBeDefined();
  });

  it('RB1 receiveMode 1 transfers at once; 3 forces manual mode first', async () => {
    const a = setup(robotChannel({ receiveMode: 1 }));
    await a.session.boot('c1');
    expect(a.api.transferAgent).toHaveBeenCalledWith({ userId: 'u1' });
    const b = setup({ ...robotChannel({ receiveMode: 3 }), transferAgent: vi.fn(async () => ok({ status: 1 })) });
    await b.session.boot('c1');
    expect(b.api.transferAgent).toHaveBeenCalled();
    expect(b.state().connect).toBe('manual');
  });

  it('ST4 a resumed status 2 asks transferAgent quietly and loads the agent card', async () => {
    const { api, session, state } = setup(withAgent);
    await session.boot('c1');
    expect(api.transferAgent).toHaveBeenCalledTimes(1);
    expect(api.getAdminCard).toHaveBeenCalledWith({ userId: 'u1' });
    expect(state()).toMatchObject({ connect: 'manual', agentId: 'a1', agentCard: adminCard() });
    expect(state().messages.some((m) => m.notice)).toBe(false);
  });

  it('RB2 typed text in the robot phase goes to robotAsk with the robotNo and a local id, not sendMsg', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    await session.sendText(' refund? ');
    expect(api.sendMsg).not.toHaveBeenCalled();
    const body = api.robotAsk.mock.calls[0]?.[0];
    expect(body).toMatchObject({ userId: 'u1', question: 'refund?', robotNo: 'r1' });
    expect(body.id).toMatch(/^message\d+$/);
    expect(state().messages.at(-1)).toMatchObject({ senderType: 3, msgType: 3 });
  });

  it('RB3 a failed ask is retried with robotAsk and the same id', async () => {
    const robotAsk = vi
      .fn()
      .mockResolvedValueOnce(fail(400))
      .mockImplementationOnce(async (b: { id: string }) => ok(askAnswer({ id: b.id })));
    const { session, state } = setup({ robotAsk });
    await session.boot('c1');
    await session.sendText('hi');
    const id = state().messages.find((m) => m.status === MsgStatus.FAILED)!.id!;
    await session.retry(id);
    expect(robotAsk.mock.calls[1]?.[0]).toMatchObject({ id, question: 'hi' });
    expect(state().messages.at(-1)?.senderType).toBe(3);
  });

  it('FQ3 a clicked question asks with click 1 and docId; the answer waits 200 ms, the scroll 500 ms', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    const asked = session.ask('How do I return?', { click: 1, docId: 'd1' });
    expect(state().messages.at(-2)).toMatchObject({ senderType: 1, msgContent: 'How do I return?' });
    expect(api.robotAsk.mock.calls[0]?.[0]).toMatchObject({ click: 1, docId: 'd1' });
    await vi.advanceTimersByTimeAsync(199);
    expect(state().messages.at(-1)?.thinking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await asked;
    expect(state().messages.at(-1)?.senderType).toBe(3);
    expect(state().scrollSeq).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(state().scrollSeq).toBe(1);
  });

  it('RB5 status 0 reloads; -1 transfers', async () => {
    const reload = vi.fn();
    const a = setup({ robotAsk: vi.fn(async () => ok(askAnswer({ status: 0 }))) }, { reload });
    await a.session.boot('c1');
    await a.session.sendText('x');
    expect(reload).toHaveBeenCalled();
    const b = setup({ robotAsk: vi.fn(async () => ok(askAnswer({ status: -1 }))) });
    await b.session.boot('c1');
    await b.session.sendText('x');
    expect(b.api.transferAgent).toHaveBeenCalled();
  });

  it('RB6 mode 2 transfers by itself AUTO_TRANSFER_DELAY_MS after the answer', async () => {
    const { api, session } = setup({
      ...robotChannel({ robotUnknownTransferUserMode: 2 }),
      robotAsk: vi.fn(async () => ok(askAnswer({ answerType: 0 }))),
    });
    await session.boot('c1');
    await session.sendText('gibberish');
    await vi.advanceTimersByTimeAsync(999);
    expect(api.transferAgent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.transferAgent).toHaveBeenCalledTimes(1);
  });

  it('RB7 the instruction transfers with a transferring notice', async () => {
    let answer!: (v: unknown) => void;
    const transferAgent = vi.fn(() => new Promise((r) => (answer = r)));
    const { session, state } = setup({
      robotAsk: vi.fn(async () => ok(askAnswer({ answers: [{ replySource: 'TEXT_REPLY', instruction: 'system_toCustomerService' }] }))),
      transferAgent,
    });
    await session.boot('c1');
    await session.sendText('human please');
    expect(state().messages.at(-1)?.notice?.kind).toBe('transferring');
    answer(ok({ status: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().messages.map((m) => m.notice?.kind).filter(Boolean)).toEqual(['transferFailed']);
  });

  it('FB1 FB3 a vote calls commentDoc once with the answer msgId; a second vote sends nothing', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    await session.sendText('refund?');
    const answer = state().messages.at(-1)!;
    await session.vote(answer.key, true);
    await session.vote(answer.key, false);
    expect(api.commentDoc).toHaveBeenCalledTimes(1);
    expect(api.commentDoc.mock.calls[0]?.[0]).toMatchObject({ docId: 'd1', isUseful: 1, msgId: answer.msgId, robotNo: 'r1' });
    expect(state().messages.at(-1)?.disabled).toBe(0);
  });

  it('TP1 TP2 tips after the debounce, none for blank input, hidden after ROBOT_TIPS_HIDE_MS', async () => {
    const tip = { docId: 'd', question: 'Q', highlight: 'Q' };
    const { api, session, state } = setup({ robotTips: vi.fn(async () => ok([tip])) });
    await session.boot('c1');
    session.draftChanged('   ');
    session.draftChanged('ret');
    session.draftChanged('retu');
    await vi.advanceTimersByTimeAsync(499);
    expect(api.robotTips).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.robotTips).toHaveBeenCalledTimes(1);
    expect(api.robotTips.mock.calls[0]?.[0]).toMatchObject({ question: 'retu', robotNo: 'r1' });
    expect(state().tips).toEqual([tip]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(state().tips).toEqual([]);
    session.draftChanged('x');
    session.draftChanged('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.robotTips).toHaveBeenCalledTimes(1);
  });
});

describe('agents', () => {
  it('AG4 at status 2 the draft is reported after TYPING_DEBOUNCE_MS, with its text; the robot phase reports nothing', async () => {
    const { api, session } = setup(withAgent);
    await session.boot('c1');
    session.draftChanged('Hel');
    session.draftChanged('Hello');
    await vi.advanceTimersByTimeAsync(500);
    expect(api.typing).toHaveBeenCalledTimes(1);
    expect(api.typing).toHaveBeenCalledWith({ userId: 'u1', msgContent: 'Hello' });
    const robot = setup();
    await robot.session.boot('c1');
    robot.session.draftChanged('Hello');
    await vi.advanceTimersByTimeAsync(500);
    expect(robot.api.typing).not.toHaveBeenCalled();
  });

  it('GR1 GR2 groupMode 1 asks for the groups; one group transfers to it directly', async () => {
    const { api, session } = setup({
      ...robotChannel({ groupMode: 1 }),
      getChannelGroup: vi.fn(async () => ok([{ groupId: 5, groupName: 'Sales' }])),
    });
    await session.boot('c1');
    await session.transfer();
    expect(api.getChannelGroup).toHaveBeenCalledWith({ userId: 'u1', channelId: 'c1' });
    expect(api.transferAgent).toHaveBeenCalledWith({ userId: 'u1', groupId: '5' });
  });

  it('GR1 a groupId or adminId in the page URL skips the choice; GR3 a chosen group transfers there', async () => {
    const a = setup(robotChannel({ groupMode: 1 }), { startFields: () => ({ groupId: '7' }) });
    await a.session.boot('c1');
    await a.session.transfer();
    expect(a.api.getChannelGroup).not.toHaveBeenCalled();
    expect(a.api.transferAgent).toHaveBeenCalledWith({ userId: 'u1', groupId: '7' });
    const groups = [
      { groupId: '1', groupName: 'Sales' },
      { groupId: '2', groupName: 'Support' },
    ];
    const b = setup({ ...robotChannel({ groupMode: 1 }), getChannelGroup: vi.fn(async () => ok(groups)) });
    await b.session.boot('c1');
    await b.session.transfer();
    expect(b.state().groupPicker).toEqual(groups);
    expect(b.api.transferAgent).not.toHaveBeenCalled();
    await b.session.transfer({ groupId: '2' });
    expect(b.api.transferAgent).toHaveBeenCalledWith({ userId: 'u1', groupId: '2' });
    expect(b.state().groupPicker).toBeNull();
  });

  it('TR1 one transfer at a time, none once with an agent', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    await Promise.all([session.transfer(), session.transfer()]);
    await session.transfer();
    expect(api.transferAgent).toHaveBeenCalledTimes(1);
  });

  it('TR2 MN6 no agent with leaveMsgMode asks the action hook for the leave-message screen', async () => {
    const onAction = vi.fn();
    const { session } = setup({ ...robotChannel({ leaveMsgMode: 1 }), transferAgent: vi.fn(async () => ok({ status: 1 })) }, { onAction });
    await session.boot('c1');
    await session.transfer();
    expect(onAction).toHaveBeenCalledWith({ type: 'leaveMessage' });
  });

  it('TR5 a transferAgent call that fails is a failed-transfer notice', async () => {
    const { session, state } = setup({ transferAgent: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
    await session.boot('c1');
    await session.transfer();
    expect(state().messages.at(-1)?.notice?.kind).toBe('transferFailed');
    expect(state().transferring).toBe(false);
  });

  it('AG3 agent messages are marked read when the page is visible; MN6 1203 goes to the action hook', async () => {
    const onAction = vi.fn();
    const answers = [
      ok({ ...noEvents(12), msgList: [agentMessage(11), { eventId: 12, createTime: 0, code: EventCode.INVITE_EVALUATE }] }),
    ];
    const getEventMsg = vi.fn(() => {
      const a = answers.shift();
      return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
    });
    const visible = setup({ getEventMsg }, { onAction, isVisible: () => true });
    await visible.session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(visible.api.msgComplete).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
    expect(onAction).toHaveBeenCalledWith({ type: 'evaluate', invited: true });
    answers.push(ok({ ...noEvents(11), msgList: [agentMessage(11)] }));
    const hidden = setup({ getEventMsg }, { isVisible: () => false });
    await hidden.session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden.api.msgComplete).not.toHaveBeenCalled();
  });

  it('AG6 a 1200 for a new agent loads their card', async () => {
    const answers = [ok({ ...noEvents(11), msgList: [{ eventId: 11, createTime: 0, code: EventCode.CONNECTED, adminId: 'a9', adminNick: 'Bo' }] })];
    const getEventMsg = vi.fn(() => {
      const a = answers.shift();
      return a ? Promise.resolve(a) : new Promise<never>(() => undefined);
    });
    const { api, session, state } = setup({ getEventMsg });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getAdminCard).toHaveBeenCalled();
    expect(state().agentCard).toEqual(adminCard());
  });
});

/** A fake EventSource adapter the tests steer. */
function fakeStream() {
  const opened: Array<{ url: string; h: StreamHandlers; closed: boolean }> = [];
  const openStream: OpenStream = (url, h) => {
    const s = { url, h, closed: false };
    opened.push(s);
    return { close: () => void (s.closed = true) };
  };
  return { opened, openStream, last: () => opened.at(-1)! };
}

describe('event stream', () => {
  it('TS1 a ticket first, then the stream with the cursor; its events are applied and deduped', async () => {
    const f = fakeStream();
    const { api, session, state } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.eventStreamTicket).toHaveBeenCalledWith({ userId: 'u1' });
    expect(f.last().url).toBe('/api/chat/visitor/eventStream?ticket=tk&lastEventId=10');
    expect(api.getEventMsg).not.toHaveBeenCalled();
    f.last().h.onOpen();
    f.last().h.onEvent(agentMessage(11, { msgContent: 'hi there' }));
    f.last().h.onEvent(agentMessage(11, { msgContent: 'hi there' }));
    f.last().h.onEvent({ nonsense: true });
    expect(state().messages.filter((m) => m.msgContent === 'hi there')).toHaveLength(1);
    expect(state().lastEventId).toBe(11);
  });

  it('TS2 gone goes back through chatStart', async () => {
    const f = fakeStream();
    const { api, session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onGone();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.chatStart).toHaveBeenCalledTimes(2);
    expect(f.opened).toHaveLength(2);
  });

  it('TS3 TS4 an error falls back to polling, and the stream is tried again after STREAM_RETRY_MS', async () => {
    const f = fakeStream();
    const getEventMsg = vi.fn(async () => ok(noEvents(10)));
    const { session } = setup({ getEventMsg }, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onError(false);
    await vi.advanceTimersByTimeAsync(STREAM_RECONNECT_GRACE_MS - 1);
    expect(getEventMsg).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(f.opened[0]?.closed).toBe(true);
    expect(getEventMsg).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(f.opened).toHaveLength(2);
    const polls = getEventMsg.mock.calls.length;
    f.last().h.onError(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(getEventMsg.mock.calls.length).toBe(polls + 1);
  });

  it('TS3 a reconnect that opens in time keeps the stream', async () => {
    const f = fakeStream();
    const { api, session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onError(false);
    f.last().h.onOpen();
    await vi.advanceTimersByTimeAsync(STREAM_RECONNECT_GRACE_MS * 2);
    expect(api.getEventMsg).not.toHaveBeenCalled();
    expect(f.opened).toHaveLength(1);
  });

  it('EV4 a closed chat closes the stream', async () => {
    const f = fakeStream();
    const { session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onEvent({ eventId: 11, createTime: 0, code: EventCode.CLOSED, outType: 2 });
    expect(f.last().closed).toBe(true);
  });
});
