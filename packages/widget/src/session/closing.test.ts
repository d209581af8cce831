import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventCode } from '@parley/protocol';
import { ok } from '../../test/fixtures';
import { canRate, fakeStream, setup } from '../../test/session';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('closing', () => {
  it('W-CL1 close calls chatClose and ends the chat', async () => {
    const onClosed = vi.fn();
    const { api, session, state } = setup({}, { onClosed });
    await session.boot('c1');
    expect(await session.close()).toBe(true);
    expect(api.chatClose).toHaveBeenCalledWith({ userId: 'u1' });
    expect(state().chatStatus).toBe(0);
    expect(onClosed).toHaveBeenCalled();
  });

  it('W-CL1 a refused chatClose keeps the chat open', async () => {
    const onClosed = vi.fn();
    const { session, state } = setup({ chatClose: vi.fn(async () => ({ code: 500, message: 'no', data: null })) }, { onClosed });
    await session.boot('c1');
    expect(await session.close()).toBe(false);
    expect(state().chatStatus).toBe(1);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('W-CL1 the visitor closing also closes the event stream', async () => {
    const f = fakeStream();
    const { session } = setup({}, { openStream: f.openStream });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(f.last().closed).toBe(false);
    await session.close();
    expect(f.last().closed).toBe(true);
  });

  it('W-CL1 a 1202 that overtakes chatClose still reads as the visitor closing; the end is handled once', async () => {
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
    expect(
      state()
        .messages.filter((m) => m.notice)
        .map((m) => m.notice?.kind),
    ).toEqual(['visitorClosed']);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('W-CL2 unload sends beforeUnload with userId and pollId', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    session.unload();
    expect(api.beforeUnload).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
  });
});

describe('rating on the way out', () => {
  it('W-CL3 with inviteEvaluate, closing offers the rating before the page reacts to the end', async () => {
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

  it('W-CL3 nothing to rate: the close goes on quietly', async () => {
    const onClosed = vi.fn();
    const { session, state } = setup(
      { isEvaluate: vi.fn(async () => ok(canRate({ enableEvaluate: false, reason: 'none' }))) },
      { inviteEvaluate: true, onClosed },
    );
    await session.boot('c1');
    expect(await session.close()).toBe(true);
    expect(onClosed).toHaveBeenCalled();
    expect(state().messages.some((m) => m.notice?.kind === 'rateChatFirst')).toBe(false);
  });

  it('W-CL4 without inviteEvaluate a close opens no popup; with it, the agent closing (1202) offers the rating', async () => {
    const plain = setup();
    await plain.session.boot('c1');
    await plain.session.close();
    expect(plain.state().rating).toBeNull();

    const onClosed = vi.fn();
    const invited = setup({ isEvaluate: vi.fn(async () => ok(canRate({ target: 'agent' }))) }, { inviteEvaluate: true, onClosed });
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

  it("W-RT11 an agent's plain close offers the rating inline; a tapped star opens the popup with it; the card then thanks", async () => {
    const { session, state, events } = setup({ isEvaluate: vi.fn(async () => ok(canRate({ target: 'agent', adminNick: 'Ada' }))) });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    events([{ eventId: 60, createTime: 0, code: EventCode.CLOSED, outType: 2 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().rating).toBeNull();
    const card = () => state().messages.find((m) => m.rateOffer);
    expect(card()?.rateOffer).toEqual({ target: 'agent', adminNick: 'Ada', stars: true });
    expect(state().messages.at(-1)?.rateOffer).toBeDefined();

    const rating = session.rate(false, 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().rating).toMatchObject({ target: 'agent', star: 3 });
    await session.submitRating({ evaluateAdminMode: 1, evaluateAdminStar: 3 });
    await rating;
    expect(card()?.rateOffer?.rated).toEqual({ star: 3 });
    expect(state().messages.some((m) => m.notice?.kind === 'rateThanks')).toBe(false);
  });

  it('W-RT11 nothing to rate (rated already, say): no card', async () => {
    const { session, state, events } = setup({ isEvaluate: vi.fn(async () => ok(canRate({ enableEvaluate: false, reason: 'rated' }))) });
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    events([{ eventId: 60, createTime: 0, code: EventCode.CLOSED, outType: 2 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().chatStatus).toBe(0);
    expect(state().messages.some((m) => m.rateOffer)).toBe(false);
    expect(state().messages.some((m) => m.notice?.kind === 'rateAlready')).toBe(false);
  });
});
