import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCode, EventCode, POLL_INTERVAL_MS, SenderType } from '@parley/protocol';
import { adminCard, agentMessage, fail, ok, startAnswer } from '../../test/fixtures';
import { fakeStream, noEvents, pollAnswers, setup } from '../../test/session';
import { ApiError } from '../api/http';
import { POLL_WAIT_MS, STREAM_RECONNECT_GRACE_MS, STREAM_RETRY_MS } from './feed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('polling', () => {
  it('W-EV1 the next poll starts POLL_INTERVAL_MS after the previous answered, with the new cursor', async () => {
    const getEventMsg = pollAnswers(ok({ ...noEvents(12), msgList: [agentMessage(12)] }), ok(noEvents(12)));
    const { session, state } = setup({ getEventMsg });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(getEventMsg).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getEventMsg).toHaveBeenCalledTimes(2);
    expect(getEventMsg.mock.calls[1]?.[0]).toMatchObject({ lastEventId: 12 });
    expect(state().messages.at(-1)?.senderType).toBe(2);
  });

  it('W-EV14 polls ask to be held; a held poll is followed at once, a prompt one after the 2 s cadence', async () => {
    let calls = 0;
    const getEventMsg = vi.fn(
      (_body: unknown) =>
        new Promise((resolve) => {
          calls += 1;
          // The first answer is held 5 s by the server, the second comes at once.
          setTimeout(() => resolve(ok(noEvents(11))), calls === 1 ? 5000 : 0);
        }),
    );
    const { session } = setup({ getEventMsg });
    await session.boot('c1');
    expect(getEventMsg.mock.calls[0]?.[0]).toMatchObject({ wait: POLL_WAIT_MS });
    await vi.advanceTimersByTimeAsync(5000);
    expect(getEventMsg).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(getEventMsg).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(getEventMsg).toHaveBeenCalledTimes(3);
  });

  it('W-EV3 an agent message is passed to onAgentMessage once', async () => {
    const onAgentMessage = vi.fn();
    const getEventMsg = pollAnswers(
      ok({ ...noEvents(11), msgList: [agentMessage(11)] }),
      ok({ ...noEvents(11), msgList: [agentMessage(11)] }),
    );
    const { session } = setup({ getEventMsg }, { onAgentMessage });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(onAgentMessage).toHaveBeenCalledTimes(1);
  });

  it('W-EV4 a 1202 stops polling and calls onClosed', async () => {
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

  it('W-EV5 the typing hint clears AGENT_TYPING_INDICATOR_MS after the event', async () => {
    const getEventMsg = pollAnswers(ok({ ...noEvents(11), msgList: [{ eventId: 11, createTime: 0, code: EventCode.AGENT_TYPING }] }));
    const { session, state } = setup({ getEventMsg });
    await session.boot('c1');
    expect(state().agentTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(state().agentTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().agentTyping).toBe(false);
  });

  it('W-EV8 code 410 goes back through chatStart (no reload) and polls from the new cursor', async () => {
    const getEventMsg = pollAnswers(fail(ApiCode.GONE));
    const chatStart = vi
      .fn()
      .mockResolvedValueOnce(ok(startAnswer()))
      .mockResolvedValueOnce(ok(startAnswer({ lastEventId: 50, pollId: 'p2' })));
    const { session, state } = setup({ getEventMsg, chatStart });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(chatStart).toHaveBeenCalledTimes(2);
    expect(chatStart.mock.calls[1]?.[0]).toMatchObject({ userId: 'u1' });
    expect(getEventMsg.mock.calls[1]?.[0]).toEqual({ userId: 'u1', pollId: 'p2', lastEventId: 50, wait: POLL_WAIT_MS });
    expect(state().messages.filter((m) => m.key === 'robot-welcome')).toHaveLength(1);
  });

  it('W-EV10 failures back off: 4 s, then 8 s', async () => {
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

  it('W-EV12 a 401 stops polling', async () => {
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

describe('what events set off', () => {
  it('W-AG3 W-MN6 agent messages are marked read when the page is visible; 1203 goes to the action hook', async () => {
    const onAction = vi.fn();
    const visible = setup(
      {
        getEventMsg: pollAnswers(
          ok({ ...noEvents(12), msgList: [agentMessage(11), { eventId: 12, createTime: 0, code: EventCode.INVITE_EVALUATE }] }),
        ),
      },
      { onAction, isVisible: () => true },
    );
    await visible.session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(visible.api.msgComplete).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
    expect(onAction).toHaveBeenCalledWith({ type: 'evaluate', invited: true });
    const hidden = setup({ getEventMsg: pollAnswers(ok({ ...noEvents(11), msgList: [agentMessage(11)] })) }, { isVisible: () => false });
    await hidden.session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden.state().messages.at(-1)?.senderType).toBe(2);
    expect(hidden.api.msgComplete).not.toHaveBeenCalled();
  });

  it('W-AG6 a 1200 for a new agent loads their card', async () => {
    const getEventMsg = pollAnswers(
      ok({ ...noEvents(11), msgList: [{ eventId: 11, createTime: 0, code: EventCode.CONNECTED, adminId: 'a9', adminNick: 'Bo' }] }),
    );
    const { api, session, state } = setup({ getEventMsg });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getAdminCard).toHaveBeenCalled();
    expect(state().agentCard).toEqual(adminCard());
  });
});

describe('event stream', () => {
  it('W-TS1 a ticket first, then the stream with the cursor; its events are applied and deduped', async () => {
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

  it('W-TS5 stream data without a numeric eventId and code, or a 1201 without its message, is dropped', async () => {
    const f = fakeStream();
    const { session, state } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onOpen();
    const { eventId: _, ...noId } = agentMessage(11, { msgContent: 'no id' });
    f.last().h.onEvent(noId);
    f.last().h.onEvent({ ...agentMessage(11, { msgContent: 'text id' }), eventId: '11' });
    f.last().h.onEvent({ eventId: 11, createTime: 0 });
    f.last().h.onEvent({ eventId: 11, createTime: 0, code: EventCode.AGENT_MESSAGE });
    f.last().h.onEvent(null);
    expect(state().lastEventId).toBe(10);
    expect(state().messages.filter((m) => m.senderType === SenderType.AGENT)).toEqual([]);
    f.last().h.onEvent(agentMessage(11, { msgContent: 'whole' }));
    expect(state().lastEventId).toBe(11);
    expect(state().messages.at(-1)?.msgContent).toBe('whole');
  });

  it('W-TS2 gone goes back through chatStart', async () => {
    const f = fakeStream();
    const { api, session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onGone();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.chatStart).toHaveBeenCalledTimes(2);
    expect(f.opened).toHaveLength(2);
  });

  it('W-TS3 W-TS4 an error falls back to polling, and the stream is tried again after STREAM_RETRY_MS', async () => {
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

  it('W-TS3 a reconnect that opens in time keeps the stream', async () => {
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

  it('W-EV4 a closed chat closes the stream', async () => {
    const f = fakeStream();
    const { session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    f.last().h.onEvent({ eventId: 11, createTime: 0, code: EventCode.CLOSED, outType: 2 });
    expect(f.last().closed).toBe(true);
  });

  it('a new run (dispose, restart) closes the open stream', async () => {
    const f = fakeStream();
    const { session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    session.dispose();
    expect(f.last().closed).toBe(true);
  });
});
