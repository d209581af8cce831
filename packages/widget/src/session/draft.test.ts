import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fixtures';
import { setup, withAgent } from '../../test/session';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the draft', () => {
  it('W-TP1 W-TP2 tips after the debounce, none for blank input, hidden after ROBOT_TIPS_HIDE_MS', async () => {
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

  it('W-TP1 a question asked before the debounce ends asks for no tips', async () => {
    const { api, session, state } = setup({ robotTips: vi.fn(async () => ok([{ docId: 'd', question: 'Q', highlight: 'Q' }])) });
    await session.boot('c1');
    session.draftChanged('refund');
    await session.sendText('refund');
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.robotTips).not.toHaveBeenCalled();
    expect(state().tips).toEqual([]);
  });

  it('W-AG4 at status 2 the draft is reported after TYPING_DEBOUNCE_MS, with its text; the robot phase reports nothing', async () => {
    const { api, session } = setup(withAgent());
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
});
