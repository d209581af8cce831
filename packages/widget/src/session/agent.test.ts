import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fixtures';
import { robotChannel, setup } from '../../test/session';
import { ApiError } from '../api/http';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('groups', () => {
  it('W-GR1 W-GR2 groupMode 1 asks for the groups; one group transfers to it directly', async () => {
    const { api, session } = setup({
      ...robotChannel({ groupMode: 1 }),
      getChannelGroup: vi.fn(async () => ok([{ groupId: 5, groupName: 'Sales' }])),
    });
    await session.boot('c1');
    await session.transfer();
    expect(api.getChannelGroup).toHaveBeenCalledWith({ userId: 'u1', channelId: 'c1' });
    expect(api.transferAgent).toHaveBeenCalledWith({ userId: 'u1', groupId: '5' });
  });

  it('W-GR1 W-GR3 a groupId or adminId in the page URL skips the choice; a chosen group transfers there', async () => {
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
});

describe('transfer', () => {
  it('W-TR1 one transfer at a time, none once with an agent', async () => {
    const { api, session } = setup();
    await session.boot('c1');
    await Promise.all([session.transfer(), session.transfer()]);
    await session.transfer();
    expect(api.transferAgent).toHaveBeenCalledTimes(1);
  });

  it('W-TR2 W-MN6 no agent with leaveMsgMode asks the action hook for the leave-message screen', async () => {
    const onAction = vi.fn();
    const { session } = setup({ ...robotChannel({ leaveMsgMode: 1 }), transferAgent: vi.fn(async () => ok({ status: 1 })) }, { onAction });
    await session.boot('c1');
    await session.transfer();
    expect(onAction).toHaveBeenCalledWith({ type: 'leaveMessage', away: true });
  });

  it('W-TR3 W-AG6 a connected transfer loads the agent card', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    await session.transfer();
    expect(api.getAdminCard).toHaveBeenCalledWith({ userId: 'u1' });
    expect(state()).toMatchObject({ userStatus: 2, agentId: 'a1' });
    expect(state().agentCard).not.toBeNull();
  });

  it('W-TR5 a transferAgent call that fails is a failed-transfer notice', async () => {
    const { session, state } = setup({ transferAgent: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
    await session.boot('c1');
    await session.transfer();
    expect(state().messages.at(-1)?.notice?.kind).toBe('transferFailed');
    expect(state().transferring).toBe(false);
  });
});

describe('read marks', () => {
  it('W-AG3 markRead sends msgComplete once the chat has started, never before', async () => {
    const { api, session } = setup();
    session.markRead();
    expect(api.msgComplete).not.toHaveBeenCalled();
    await session.boot('c1');
    session.markRead();
    expect(api.msgComplete).toHaveBeenCalledWith({ userId: 'u1', pollId: 'p1' });
  });
});
