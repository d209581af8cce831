import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventCode } from '@parley/protocol';
import { ok } from '../../test/fixtures';
import { canRate, evaluateConfig, setup } from '../../test/session';
import { performAction } from '../routes/visitorActions';
import { initialState } from './reduce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rating', () => {
  it('W-RT1 isEvaluate, then getEvaluateInfo for the channel, then the popup for the target', async () => {
    const { api, session, state } = setup({ isEvaluate: vi.fn(async () => ok(canRate({ target: 'agent', adminNick: 'Ada' }))) });
    await session.boot('c1');
    void session.rate(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.isEvaluate).toHaveBeenCalledWith({ userId: 'u1' });
    expect(api.getEvaluateInfo).toHaveBeenCalledWith({ channelId: 'c1', tenantId: 't1' });
    expect(state().rating).toEqual({ target: 'agent', config: evaluateConfig, adminNick: 'Ada', invited: true });
  });

  it('W-RT9 when rating is not possible a system message says why, and no popup opens', async () => {
    const reasons = [
      ['none', 'rateChatFirst'],
      ['notEnded', 'rateAfterEnd'],
      ['rated', 'rateAlready'],
    ] as const;
    for (const [reason, kind] of reasons) {
      const { api, session, state } = setup({ isEvaluate: vi.fn(async () => ok(canRate({ enableEvaluate: false, reason }))) });
      await session.boot('c1');
      await session.rate(false);
      expect(state().rating).toBeNull();
      expect(api.getEvaluateInfo).not.toHaveBeenCalled();
      expect(state().messages.at(-1)?.notice?.kind).toBe(kind);
    }
  });

  it('W-RT10 a sent rating closes the popup and leaves a thanks notice; whoever opened it goes on', async () => {
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

  it('W-RT10 a 400 keeps the popup with the message; a 409 closes it', async () => {
    const evaluate = vi
      .fn()
      .mockResolvedValueOnce({ code: 400, message: 'evaluateAdminTag: please select a label', data: null })
      .mockResolvedValueOnce({ code: 409, message: 'This conversation has already been rated', data: null });
    const { session, state } = setup({ evaluate });
    await session.boot('c1');
    void session.rate(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await session.submitRating({})).toEqual({ ok: false, code: 400, message: 'evaluateAdminTag: please select a label' });
    expect(state().rating).not.toBeNull();
    expect(await session.submitRating({})).toEqual({ ok: false, code: 409, message: 'This conversation has already been rated' });
    expect(state().rating).toBeNull();
  });

  it('W-RT1 closing the popup sends nothing', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    void session.rate(false);
    await vi.advanceTimersByTimeAsync(0);
    session.closeRating();
    expect(state().rating).toBeNull();
    expect(api.evaluate).not.toHaveBeenCalled();
  });

  it('W-MN6 the invitation (1203) and the menu reach the rating through the action hook', async () => {
    const rate = vi.fn();
    const { session, events } = setup(
      {},
      { onAction: (a) => performAction(a, { state: () => initialState(), search: () => '', navigate: vi.fn(), rate }) },
    );
    await session.boot('c1');
    await vi.advanceTimersByTimeAsync(0);
    events([{ eventId: 50, createTime: 0, code: EventCode.INVITE_EVALUATE }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(rate).toHaveBeenCalledWith(true);
  });
});
