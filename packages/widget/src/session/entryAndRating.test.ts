/** The session around the chat (issue 6): the pre-chat form gate, rating, closing with an invitation, resetInfo. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCode, EventCode, evaluateConfigSchema, type EvaluateConfig, type IsEvaluateAnswer } from '@parley/protocol';
import { channel, ok, startAnswer } from '../../test/fixtures';
import { performAction } from '../app/visitorActions';
import { createIdentityStore } from '../api/identity';
import type { VisitorApi } from '../api/visitor';
import { visitorInfoOf } from '../embedding/visitorData';
import { createSession, type SessionEnv } from './controller';
import { initialState, reduce } from './reduce';
import { canType } from './selectors';

const evaluateConfig: EvaluateConfig = evaluateConfigSchema.parse({});
const can = (over: Partial<IsEvaluateAnswer> = {}): IsEvaluateAnswer => ({
  enableEvaluate: true, target: 'robot', evaluated: false, reason: 'ok', sessionId: 7, adminNick: '', ...over,
});
const formList = [
  { name: 'Name', fieldType: 1, require: 1, show: 1 },
  { name: 'Phone', fieldType: 1, require: 0, show: 1 },
];

function setup(over: Record<string, ReturnType<typeof vi.fn>> = {}, env: Partial<SessionEnv> = {}, ch = channel({ robotWelcomeMsg: 'Welcome' })) {
  let release: ((v: unknown) => void) | undefined;
  const api = {
    channelInfo: vi.fn(async () => ok(ch)),
    chatStart: vi.fn(async () => ok(startAnswer())),
    getOfflineMsg: vi.fn(async () => ok({ msgList: [] })),
    getHistoryMsg: vi.fn(async () => ok([])),
    // One poll the test can answer with events; later polls hang.
    getEventMsg: vi.fn(() => new Promise((r) => (release = r))),
    chatClose: vi.fn(async () => ok(null)),
    transferAgent: vi.fn(async () => ok({ status: 1 })),
    getChannelGroup: vi.fn(async () => ok([])),
    getAdminCard: vi.fn(async () => ok(null)),
    msgComplete: vi.fn(async () => ok(null)),
    submitUserForm: vi.fn(async () => ok(null)),
    resetInfo: vi.fn(async () => ok(null)),
    isEvaluate: vi.fn(async () => ok(can())),
    getEvaluateInfo: vi.fn(async () => ok(evaluateConfig)),
    evaluate: vi.fn(async () => ok(null)),
    ...over,
  };
  const session = createSession({
    api: api as unknown as VisitorApi,
    identity: createIdentityStore(undefined, () => Date.now()),
    startFields: () => ({ locale: 'en' }),
    random: () => 1,
    ...env,
  });
  const state = () => session.store.getState();
  const events = (msgList: unknown[]) => release?.(ok({ status: 1, waitIndex: 0, msgList, lastEventId: 99 }));
  return { api, session, state, events };
}

const formChannel = (over: Parameters<typeof channel>[0] = {}) =>
  channel({ robotWelcomeMsg: 'Welcome', userFormMode: 1, userForm: { formTitle: 'About you', formList }, ...over });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pre-chat form', () => {
  it('UF1 comes before anything else: no greeting, no entry, no typing until it is accepted; then both follow', async () => {
    const { api, session, state } = setup({}, {}, formChannel({ receiveMode: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    void session.boot('c1');
    await vi.advanceTimersByTimeAsync(10);
    expect(state().entryForm).toBe(true);
    expect(state().messages.some((m) => m.key === 'robot-welcome')).toBe(false);
    expect(canType(state())).toBe(false);
    expect(api.transferAgent).not.toHaveBeenCalled();

    expect(await session.submitForm({ userName: 'Ada', phone: '13800138000' })).toEqual({ ok: true });
    expect(api.submitUserForm).toHaveBeenCalledWith({ userId: 'u1', userName: 'Ada', phone: '13800138000' });
    await vi.advanceTimersByTimeAsync(10);
    expect(state().entryForm).toBe(false);
    // receiveMode 1: the entry (a transfer) follows the form.
    expect(api.transferAgent).toHaveBeenCalled();
  });

  it('UF1 the greeting follows the form in the robot phase', async () => {
    const { session, state } = setup({}, {}, formChannel());
    void session.boot('c1');
    await vi.advanceTimersByTimeAsync(10);
    expect(state().messages).toHaveLength(0);
    await session.submitForm({ userName: 'Ada' });
    expect(state().messages.map((m) => m.key)).toEqual(['robot-welcome']);
    expect(canType(state())).toBe(true);
  });

  it('UF7 a refusal keeps the form open with the server message', async () => {
    const refuse = vi.fn(async () => ({ code: ApiCode.BAD_REQUEST, message: 'phone: please enter a correct phone number', data: null }));
    const { session, state } = setup({ submitUserForm: refuse }, {}, formChannel());
    void session.boot('c1');
    await vi.advanceTimersByTimeAsync(10);
    expect(await session.submitForm({ phone: '1' })).toEqual({ ok: false, message: 'phone: please enter a correct phone number' });
    expect(state().entryForm).toBe(true);
  });

  it('UF1 a visitor already with an agent is past the form', async () => {
    const { state, session } = setup({ chatStart: vi.fn(async () => ok(startAnswer({ status: 2, adminNick: 'Ada' }))) }, {}, formChannel());
    await session.boot('c1');
    expect(state().entryForm).toBe(false);
  });

  it('UF1 a visitor who submitted the form before is not asked again', async () => {
    const { state, session } = setup({ chatStart: vi.fn(async () => ok(startAnswer({ status: 0, userFormDone: true }))) }, {}, formChannel());
    await session.boot('c1');
    expect(state().entryForm).toBe(false);
  });

  it('UF8 an ended chat no longer waits for its form', () => {
    let s = reduce(initialState('c1'), { type: 'channelLoaded', channel: formChannel() });
    s = reduce(s, { type: 'started', answer: startAnswer(), resumed: false, form: true, now: 1 });
    expect(s.entryForm).toBe(true);
    s = reduce(s, { type: 'visitorClosed', now: 2 });
    expect(s.entryForm).toBe(false);
  });
});

describe('rating', () => {
  it('RT1 isEvaluate, then getEvaluateInfo for the channel, then the popup for the target', async () => {
    const { api, session, state } = setup({ isEvaluate: vi.fn(async () => ok(can({ target: 'agent', adminNick: 'Ada' }))) });
    await session.boot('c1');
    void session.rate(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.isEvaluate).toHaveBeenCalledWith({ userId: 'u1' });
    expect(api.getEvaluateInfo).toHaveBeenCalledWith({ channelId: 'c1', tenantId: 't1' });
    expect(state().rating).toEqual({ target: 'agent', config: evaluateConfig, adminNick: 'Ada', invited: true });
  });

  it('RT9 when rating is not possible a system message says why, and no popup opens', async () => {
    const reasons = [['none', 'rateChatFirst'], ['notEnded', 'rateAfterEnd'], ['rated', 'rateAlready']] as const;
    for (const [reason, kind] of reasons) {
      const { api, session, state } = setup({ isEvaluate: vi.fn(async () => ok(can({ enableEvaluate: false, reason }))) });
      await session.boot('c1');
      await session.rate(false);
      expect(state().rating).toBeNull();
      expect(api.getEvaluateInfo).not.toHaveBeenCalled();
      expect(state().messages.at(-1)?.notice?.kind).toBe(kind);
    }
  });

  it('RT10 a sent rating closes the popup and leaves a thanks notice; whoever opened it goes on', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    let gone = false;
    void session.rate(false).then(() => (gone = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(await session.submitRating({ evaluateRobotMode: 1, evaluateRobotSolve: 1 })).toEqual({ ok: true });
    expect(api.evaluate).toHaveBeenCalledWith({ userId: 'u1', evaluateRobotMode: 1, evaluateRobotSolve: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(gone).toBe(true);
    expect(state().rating).toBeNull();
    expect(state().messages.at(-1)?.notice?.kind).toBe('rateThanks');
  });

  it('RT10 a 400 keeps the popup with the message; a 409 closes it', async () => {
    const evaluate = vi
      .fn()
      .mockResolvedValueOnce({ code: 400, message: 'evaluateAdminTag: please select a label', data: null })
      .mockResolvedValueOnce({ code: 409, message: 'This conversation has already been rated', data: null });
    const { session, state } = setup({ evaluate });
    await session.boot('c1');
    void session.rate(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await session.submitRating({})).toEqual({ ok: false, message: 'evaluateAdminTag: please select a label' });
    expect(state().rating).not.toBeNull();
    expect(await session.submitRating({})).toEqual({ ok: false, message: 'This conversation has already been rated' });
    expect(state().rating).toBeNull();
  });

  it('RT1 closing the popup sends nothing', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    void session.rate(false);
    await vi.advanceTimersByTimeAsync(0);
    session.closeRating();
    expect(state().rating).toBeNull();
    expect(api.evaluate).not.toHaveBeenCalled();
  });

  it('MN6 the invitation (1203) and the menu reach the rating through the action hook', async () => {
    const rate = vi.fn();
    const { session, events } = setup({}, { onAction: (a) => performAction(a, { state: () => initialState(), navigate: vi.fn(), rate }) });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    events([{ eventId: 50, createTime: 0, code: EventCode.INVITE_EVALUATE }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(rate).toHaveBeenCalledWith(true);
  });
});

describe('closing', () => {
  it('CL3 with inviteEvaluate, closing offers the rating before the page reacts to the end', async () => {
    const onClosed = vi.fn();
    const { api, session, state } = setup({}, { inviteEvaluate: true, onClosed });
    await session.boot('c1');
    const closing = session.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.chatClose).toHaveBeenCalled();
    expect(state().chatStatus).toBe(0);
    expect(state().rating?.target).toBe('robot');
    expect(onClosed).not.toHaveBeenCalled();
    session.closeRating();
    expect(await closing).toBe(true);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('CL1 a 1202 that overtakes chatClose still reads as the visitor closing; the end is handled once', async () => {
    const onClosed = vi.fn();
    let answer: ((v: unknown) => void) | undefined;
    const chatClose = vi.fn(() => new Promise((r) => (answer = r)));
    const { session, state, events } = setup({ chatClose }, { onClosed });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    const closing = session.close();
    events([{ eventId: 70, createTime: 0, code: EventCode.CLOSED, outType: 0 }]);
    await vi.advanceTimersByTimeAsync(0);
    answer?.(ok(null));
    expect(await closing).toBe(true);
    expect(state().messages.filter((m) => m.notice).map((m) => m.notice?.kind)).toEqual(['visitorClosed']);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('CL3 nothing to rate: the close goes on quietly', async () => {
    const onClosed = vi.fn();
    const { session, state } = setup({ isEvaluate: vi.fn(async () => ok(can({ enableEvaluate: false, reason: 'none' }))) }, { inviteEvaluate: true, onClosed });
    await session.boot('c1');
    expect(await session.close()).toBe(true);
    expect(onClosed).toHaveBeenCalled();
    expect(state().messages.some((m) => m.notice?.kind === 'rateChatFirst')).toBe(false);
  });

  it('CL4 without inviteEvaluate a close asks nothing; with it, the agent closing (1202) offers the rating', async () => {
    const plain = setup();
    await plain.session.boot('c1');
    await plain.session.close();
    expect(plain.api.isEvaluate).not.toHaveBeenCalled();

    const onClosed = vi.fn();
    const invited = setup({ isEvaluate: vi.fn(async () => ok(can({ target: 'agent' }))) }, { inviteEvaluate: true, onClosed });
    await invited.session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    invited.events([{ eventId: 60, createTime: 0, code: EventCode.CLOSED, outType: 2 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(invited.state().rating?.target).toBe('agent');
    expect(onClosed).not.toHaveBeenCalled();
    await invited.session.submitRating({ evaluateAdminMode: 1, evaluateAdminStar: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});

describe('visitor data from the parent page', () => {
  it('EM4 updateUser data goes to resetInfo, also when it arrives before chatStart answered', async () => {
    const { api, session } = setup();
    session.updateVisitor({ userName: 'Early' });
    await session.boot('c1');
    expect(api.resetInfo).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1', userName: 'Early' });
    session.updateVisitor({ email: 'ada@example.com', locale: 'en' });
    expect(api.resetInfo).toHaveBeenLastCalledWith({ userId: 'u1', pollId: 'p1', email: 'ada@example.com', locale: 'en' });
  });

  it('EM4 only known fields of the right type are taken', () => {
    expect(visitorInfoOf({ userName: ' Ada ', phone: 1380, email: '', params: { vip: true }, token: 'x' })).toEqual({ userName: 'Ada', params: { vip: true } });
    expect(visitorInfoOf({ nothing: 1 })).toBeNull();
    expect(visitorInfoOf('Ada')).toBeNull();
  });
});
