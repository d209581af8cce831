import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCode, HISTORY_PAGE_SIZE, IdentityRefusal, WorkspaceRefusal } from '@parley/protocol';
import { adminCard, fail, message, ok, startAnswer } from '../../test/fixtures';
import { robotChannel, setup, withAgent, withChannel } from '../../test/session';
import { ApiError } from '../api/http';
import { POLL_WAIT_MS } from './feed';
import { canType } from './selectors';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('start', () => {
  it('W-ST1 W-ST2 channelInfo, then chatStart with the stored userId; the answer is stored', async () => {
    const { api, identity, session, state } = setup();
    identity.save('c1', { tenantId: 't1', userId: 'u-old', token: 'x', tokenExpiresAt: Date.now() + 1000 });
    await session.boot('c1');
    expect(api.channelInfo).toHaveBeenCalledWith({ channelId: 'c1' });
    expect(api.chatStart).toHaveBeenCalledWith({ locale: 'en', channelId: 'c1', userId: 'u-old' });
    expect(identity.load('c1')).toMatchObject({ userId: 'u1', tenantId: 't1', token: 'tok' });
    expect(state().phase).toBe('ready');
  });

  it('W-ST2 a new visitor sends no userId', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    expect(api.chatStart.mock.calls[0]?.[0]).not.toHaveProperty('userId');
  });

  it('W-ST3 status 0 asks for offline messages with pollId and userId', async () => {
    const { api, identity, session, state } = setup({
      chatStart: vi.fn(async () => ok(startAnswer({ status: 0 }))),
      getOfflineMsg: vi.fn(async () => ok({ msgList: [message()] })),
    });
    identity.save('c1', { tenantId: 't1', userId: 'u1', token: 'x', tokenExpiresAt: Date.now() + 1000 });
    await session.boot('c1');
    expect(api.getOfflineMsg).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
    expect(state().messages.map((m) => m.notice?.kind ?? m.senderType)).toEqual(['offline', 2, 3]);
  });

  it('W-ST3 a visitor chatStart has just created has no offline messages: greeted without asking', async () => {
    const { api, session, state } = setup({ chatStart: vi.fn(async () => ok(startAnswer({ status: 0 }))) });
    await session.boot('c1');
    expect(api.getOfflineMsg).not.toHaveBeenCalled();
    expect(state().messages.map((m) => m.notice?.kind ?? m.senderType)).toEqual([3]);
  });

  it('W-ST6 a failed channelInfo or chatStart leads to the failed phase, no throw', async () => {
    const a = setup({ channelInfo: vi.fn(async () => fail(404)) });
    await a.session.boot('c1');
    expect(a.state().phase).toBe('failed');
    const b = setup({ chatStart: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
    await b.session.boot('c1');
    expect(b.state().phase).toBe('failed');
  });

  it('W-ST9 a suspended workspace or a disabled channel shows chat unavailable, with nothing to retry', async () => {
    for (const reason of [WorkspaceRefusal.SUSPENDED, WorkspaceRefusal.CHANNEL_DISABLED]) {
      const refused = { code: ApiCode.FORBIDDEN, message: 'no', data: { reason } };
      const a = setup({ channelInfo: vi.fn(async () => refused) });
      await a.session.boot('c1');
      expect(a.state()).toMatchObject({ phase: 'failed', unavailable: true });
      const b = setup({ chatStart: vi.fn(async () => refused) });
      await b.session.boot('c1');
      expect(b.state()).toMatchObject({ phase: 'failed', unavailable: true });
    }
  });

  it('W-ST7 a resumed visitor loads the first history page', async () => {
    const { api, identity, session } = setup();
    identity.save('c1', { tenantId: 't1', userId: 'u1', token: 'x', tokenExpiresAt: Date.now() + 1000 });
    await session.boot('c1');
    expect(api.getHistoryMsg).toHaveBeenCalledWith({ userId: 'u1', maxTime: 0, pageSize: HISTORY_PAGE_SIZE });
  });

  it('W-ST8 W-EV1 polling starts after start, with userId, pollId and lastEventId', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    expect(api.getEventMsg).toHaveBeenCalledTimes(1);
    expect(api.getEventMsg.mock.calls[0]?.[0]).toEqual({ userId: 'u1', pollId: 'p1', lastEventId: 10, wait: POLL_WAIT_MS });
  });
});

describe('entry', () => {
  it('W-RB1 receiveMode 0: the FAQ message follows ROBOT_GUIDE_DELAY_MS after the welcome', async () => {
    const { session, state } = setup(robotChannel());
    await session.boot('c1');
    expect(state().messages.map((m) => m.key)).toEqual(['robot-welcome']);
    await vi.advanceTimersByTimeAsync(999);
    expect(state().messages.some((m) => m.faq)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().messages.at(-1)?.faq).toBeDefined();
  });

  it('W-RB1 receiveMode 1 transfers at once; 3 forces manual mode first', async () => {
    const a = setup(robotChannel({ receiveMode: 1 }));
    await a.session.boot('c1');
    expect(a.api.transferAgent).toHaveBeenCalledWith({ userId: 'u1' });
    const b = setup({ ...robotChannel({ receiveMode: 3 }), transferAgent: vi.fn(async () => ok({ status: 1 })) });
    await b.session.boot('c1');
    expect(b.api.transferAgent).toHaveBeenCalled();
    expect(b.state().connect).toBe('manual');
  });

  it('W-ST4 a resumed status 2 asks transferAgent quietly and loads the agent card', async () => {
    const { api, session, state } = setup(withAgent());
    await session.boot('c1');
    expect(api.transferAgent).toHaveBeenCalledTimes(1);
    expect(api.getAdminCard).toHaveBeenCalledWith({ userId: 'u1' });
    expect(state()).toMatchObject({ connect: 'manual', agentId: 'a1', agentCard: adminCard() });
    expect(state().messages.some((m) => m.notice)).toBe(false);
  });
});

const formList = [
  { name: 'Name', fieldType: 1, require: 1, show: 1 },
  { name: 'Phone', fieldType: 1, require: 0, show: 1 },
];
const formChannel = (over: Parameters<typeof withChannel>[0] = {}) =>
  withChannel({ userFormMode: 1, userForm: { formTitle: 'About you', formList }, ...over });

describe('pre-chat form', () => {
  it('W-UF1 comes before anything else: no greeting, no entry, no typing until it is accepted; then both follow', async () => {
    const { api, session, state } = setup(formChannel({ receiveMode: 1 }));
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

  it('W-UF1 the greeting follows the form in the robot phase', async () => {
    const { session, state } = setup(formChannel());
    void session.boot('c1');
    await vi.advanceTimersByTimeAsync(10);
    expect(state().messages).toHaveLength(0);
    await session.submitForm({ userName: 'Ada' });
    expect(state().messages.map((m) => m.key)).toEqual(['robot-welcome']);
    expect(canType(state())).toBe(true);
  });

  it('W-UF7 a refusal keeps the form open with the server message', async () => {
    const refuse = vi.fn(async () => ({ code: ApiCode.BAD_REQUEST, message: 'phone: please enter a correct phone number', data: null }));
    const { session, state } = setup({ ...formChannel(), submitUserForm: refuse });
    void session.boot('c1');
    await vi.advanceTimersByTimeAsync(10);
    expect(await session.submitForm({ phone: '1' })).toEqual({
      ok: false,
      code: 400,
      message: 'phone: please enter a correct phone number',
    });
    expect(state().entryForm).toBe(true);
  });

  it('W-UF1 a visitor already with an agent is past the form', async () => {
    const { state, session } = setup({ ...formChannel(), ...withAgent() });
    await session.boot('c1');
    expect(state().entryForm).toBe(false);
  });

  it('W-UF1 a visitor who submitted the form before is not asked again', async () => {
    const { state, session } = setup({
      ...formChannel(),
      chatStart: vi.fn(async () => ok(startAnswer({ status: 0, userFormDone: true }))),
    });
    await session.boot('c1');
    expect(state().entryForm).toBe(false);
  });
});

describe('visitor data from the parent page', () => {
  it('W-EM4 updateUser data goes to resetInfo, also when it arrives before chatStart answered', async () => {
    const { api, session } = setup();
    session.updateVisitor({ userName: 'Early' });
    await session.boot('c1');
    expect(api.resetInfo).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1', userName: 'Early' });
    session.updateVisitor({ email: 'ada@example.com', locale: 'en' });
    expect(api.resetInfo).toHaveBeenLastCalledWith({ userId: 'u1', pollId: 'p1', email: 'ada@example.com', locale: 'en' });
  });
});

describe('verified identity', () => {
  const refused = {
    code: ApiCode.UNAUTHORIZED,
    message: 'identityToken: the token has expired',
    data: { reason: IdentityRefusal.INVALID },
  };

  it('W-ID7 a refused identity token: chatStart again without it, a warning, and that token is not sent again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chatStart = vi.fn(async (body: { identityToken?: string }) => (body.identityToken ? refused : ok(startAnswer())));
    const { api, session, state } = setup({ chatStart }, { startFields: () => ({ locale: 'en', identityToken: 'jwt-bad' }) });
    await session.boot('c1');
    expect(api.chatStart.mock.calls.map((c) => (c[0] as { identityToken?: string }).identityToken)).toEqual(['jwt-bad', undefined]);
    expect(state().phase).toBe('ready');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('identity token was refused'));
    await session.boot('c1');
    expect(api.chatStart).toHaveBeenCalledTimes(3);
    expect(api.chatStart.mock.calls.at(-1)?.[0]).not.toHaveProperty('identityToken');
    warn.mockRestore();
  });

  it('W-ID8 a token after the start: the same visitor stays as it is; another visitor starts the session over as them', async () => {
    let token: string | undefined;
    let answerUser = 'u1';
    const chatStart = vi.fn(async () => ok(startAnswer({ userId: answerUser, token: `tok-${answerUser}` })));
    const { api, identity, session, state } = setup(
      { chatStart },
      { startFields: () => ({ locale: 'en', ...(token ? { identityToken: token } : {}) }) },
    );
    await session.boot('c1');
    expect(api.chatStart).toHaveBeenCalledTimes(1);
    session.identify();
    expect(api.chatStart).toHaveBeenCalledTimes(1);
    token = 'jwt-1';
    session.identify();
    await vi.runOnlyPendingTimersAsync();
    expect(api.chatStart).toHaveBeenCalledTimes(2);
    expect(api.chatStart.mock.calls[1]?.[0]).toMatchObject({ identityToken: 'jwt-1', userId: 'u1' });
    expect(api.channelInfo).toHaveBeenCalledTimes(1);
    // The same token again changes nothing; the user's own visitor on another device takes over.
    session.identify();
    expect(api.chatStart).toHaveBeenCalledTimes(2);
    token = 'jwt-2';
    answerUser = 'u-signed';
    session.identify();
    await vi.runOnlyPendingTimersAsync();
    expect(api.channelInfo).toHaveBeenCalledTimes(2);
    expect(state().userId).toBe('u-signed');
    expect(identity.load('c1')?.token).toBe('tok-u-signed');
  });

  it('W-ID8 W-ST7 a verified start on a device new to the visitor loads their history', async () => {
    const { api, session } = setup({}, { startFields: () => ({ locale: 'en', identityToken: 'jwt-1' }) });
    await session.boot('c1');
    expect(api.getHistoryMsg).toHaveBeenCalledWith({ userId: 'u1', maxTime: 0, pageSize: HISTORY_PAGE_SIZE });
  });

  it('W-ID9 a channel for signed-in visitors shows the sign-in notice, and the page’s token starts the chat', async () => {
    const page: { token?: string } = {};
    const chatStart = vi.fn(async (body: { identityToken?: string }) =>
      body.identityToken ? ok(startAnswer()) : { code: ApiCode.FORBIDDEN, message: 'no', data: { reason: IdentityRefusal.REQUIRED } },
    );
    const { session, state } = setup(
      { chatStart },
      { startFields: () => ({ locale: 'en', ...(page.token ? { identityToken: page.token } : {}) }) },
    );
    await session.boot('c1');
    expect(state()).toMatchObject({ phase: 'failed', identityRequired: true });
    page.token = 'jwt-1';
    session.identify();
    await vi.runOnlyPendingTimersAsync();
    expect(state()).toMatchObject({ phase: 'ready', identityRequired: false });
  });

  const required = {
    code: ApiCode.FORBIDDEN,
    message: 'identityToken: signed-in visitors only',
    data: { reason: IdentityRefusal.REQUIRED },
  };

  it('W-ID11 a call refused mid-chat because identity is now required shows the sign-in notice; the page’s token starts again', async () => {
    const page: { token?: string } = {};
    const sendMsg = vi.fn(async () => required);
    const chatStart = vi.fn(async (_body: { identityToken?: string; userId?: string }) => ok(startAnswer({ status: 2, adminNick: 'Ada' })));
    const { api, session, state } = setup(
      { chatStart, sendMsg },
      { startFields: () => ({ locale: 'en', ...(page.token ? { identityToken: page.token } : {}) }) },
    );
    await session.boot('c1');
    expect(state().phase).toBe('ready');
    await session.sendText('still there?');
    expect(state()).toMatchObject({ phase: 'failed', identityRequired: true });
    // The feed of the refused run has stopped: no poll follows.
    const polls = api.getEventMsg.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.getEventMsg.mock.calls.length).toBe(polls);
    page.token = 'jwt-1';
    session.identify();
    await vi.runOnlyPendingTimersAsync();
    expect(chatStart.mock.calls.at(-1)?.[0]).toMatchObject({ identityToken: 'jwt-1', userId: 'u1' });
    expect(state()).toMatchObject({ phase: 'ready', identityRequired: false });
  });

  it('W-ID11 a poll refused the same way (401 too) ends on the sign-in notice, not the login-expired path', async () => {
    const getEventMsg = vi.fn(async () => ({ ...required, code: ApiCode.UNAUTHORIZED }));
    const { session, state } = setup({ getEventMsg });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ phase: 'failed', identityRequired: true });
  });
});
