import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MsgStatus } from '@parley/protocol';
import { fail, message, ok } from '../../test/fixtures';
import { setup, withAgent } from '../../test/session';
import { ApiError } from '../api/http';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sending', () => {
  it('W-SE1 blank text is not sent', async () => {
    const { api, session } = setup(withAgent());
    await session.boot('c1');
    expect(await session.sendText('   ')).toBe(false);
    expect(api.sendMsg).not.toHaveBeenCalled();
  });

  it('W-SE2 W-SE3 trimmed text goes out with a local message id and becomes success', async () => {
    const { api, session, state } = setup(withAgent());
    await session.boot('c1');
    await session.sendText('  hi  ');
    const body = api.sendMsg.mock.calls[0]?.[0];
    expect(body).toMatchObject({ userId: 'u1', msgContent: 'hi', msgType: 1 });
    expect(body.id).toMatch(/^message\d+$/);
    expect(state().messages.at(-1)).toMatchObject({ id: body.id, status: MsgStatus.SUCCESS });
  });

  it('W-SE4 W-SE5 a failed send is retried with the same local id', async () => {
    const sendMsg = vi
      .fn()
      .mockResolvedValueOnce(fail(400))
      .mockImplementationOnce(async (b: { id: string }) => ok(message({ id: b.id, senderType: 1 })));
    const { session, state } = setup({ ...withAgent(), sendMsg });
    await session.boot('c1');
    await session.sendText('hi');
    const id = state().messages.at(-1)!.id!;
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.FAILED);
    await session.retry(id);
    expect(sendMsg.mock.calls[1]?.[0].id).toBe(id);
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.SUCCESS);
  });

  it('W-SE7 W-MT9 a draft the tenant blocks is checked first, not sent, and shows its words', async () => {
    const checkSensitive = vi.fn(async (b: { msgContent: string }) =>
      ok({ sensitiveFlag: 1, sensitiveWords: 'fraud', sensitiveAction: 'block' as const, msgTransContent: b.msgContent }),
    );
    const { api, session, state } = setup({ ...withAgent(), checkSensitive });
    await session.boot('c1');
    await session.sendText(' this is fraud ');
    expect(checkSensitive.mock.calls[0]?.[0]).toEqual({ userId: 'u1', msgContent: 'this is fraud' });
    expect(api.sendMsg).not.toHaveBeenCalled();
    expect(state().messages.at(-1)).toMatchObject({ status: MsgStatus.FAILED, sensitiveFlag: 1, sensitiveWords: 'fraud' });
  });

  it('W-SE7 a masked draft, or a check that fails, is sent as usual', async () => {
    const checkSensitive = vi
      .fn()
      .mockResolvedValueOnce(ok({ sensitiveFlag: 1, sensitiveWords: 'idiot', sensitiveAction: 'mask', msgTransContent: '*****' }))
      .mockRejectedValueOnce(new ApiError('network', 'x'));
    const { api, session } = setup({ ...withAgent(), checkSensitive });
    await session.boot('c1');
    await session.sendText('idiot');
    await session.sendText('hello');
    expect(api.sendMsg).toHaveBeenCalledTimes(2);
  });

  it('W-SE4 a network error marks the message failed', async () => {
    const { session, state } = setup({ ...withAgent(), sendMsg: vi.fn(async () => Promise.reject(new ApiError('network', 'x'))) });
    await session.boot('c1');
    await session.sendText('hi');
    expect(state().messages.at(-1)?.status).toBe(MsgStatus.FAILED);
  });
});

describe('history', () => {
  it('W-HI1 W-HI2 maxTime is the oldest server msgTime; a short page ends it', async () => {
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

  it('W-HI5 a failed page returns to loadStart', async () => {
    const { session, state } = setup({ getHistoryMsg: vi.fn(async () => Promise.reject(new Error('x'))) });
    await session.boot('c1');
    await session.loadHistory();
    expect(state().history).toBe('loadStart');
  });
});
