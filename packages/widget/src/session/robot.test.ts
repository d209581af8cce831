import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNED_ANSWER_DELAY_MS, MsgStatus } from '@parley/protocol';
import { askAnswer, fail, ok } from '../../test/fixtures';
import { robotChannel, setup } from '../../test/session';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('asking', () => {
  it('W-RB2 typed text in the robot phase goes to robotAsk with the robotNo and a local id, not sendMsg', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    await session.sendText(' refund? ');
    expect(api.sendMsg).not.toHaveBeenCalled();
    const body = api.robotAsk.mock.calls[0]?.[0];
    expect(body).toMatchObject({ userId: 'u1', question: 'refund?', robotNo: 'r1' });
    expect(body.id).toMatch(/^message\d+$/);
    expect(state().messages.at(-1)).toMatchObject({ senderType: 3, msgType: 3 });
  });

  it('W-RB3 a failed ask is retried with robotAsk and the same id', async () => {
    const robotAsk = vi
      .fn()
      .mockResolvedValueOnce(fail(400))
      .mockImplementationOnce(async (b: { id: string }) => ok(askAnswer({ id: b.id })));
    const { api, session, state } = setup({ robotAsk });
    await session.boot('c1');
    await session.sendText('hi');
    const id = state().messages.find((m) => m.status === MsgStatus.FAILED)!.id!;
    await session.retry(id);
    expect(robotAsk.mock.calls[1]?.[0]).toMatchObject({ id, question: 'hi' });
    expect(api.sendMsg).not.toHaveBeenCalled();
    expect(state().messages.at(-1)?.senderType).toBe(3);
  });

  it('W-FQ3 a clicked question asks with click 1 and docId; the answer waits 200 ms, the scroll 500 ms', async () => {
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

  it('W-MN5 a canned answer follows its question locally CANNED_ANSWER_DELAY_MS later, without asking the robot', async () => {
    const { api, session, state } = setup();
    await session.boot('c1');
    session.canned('Opening hours?', '9 to 5');
    expect(state().messages.at(-1)).toMatchObject({ senderType: 1, msgContent: 'Opening hours?', status: MsgStatus.SUCCESS });
    await vi.advanceTimersByTimeAsync(CANNED_ANSWER_DELAY_MS - 1);
    expect(state().messages.at(-1)?.msgContent).toBe('Opening hours?');
    await vi.advanceTimersByTimeAsync(1);
    expect(state().messages.at(-1)).toMatchObject({ senderType: 3, msgContent: '9 to 5' });
    expect(api.robotAsk).not.toHaveBeenCalled();
  });
});

describe('what a reply asks for', () => {
  it('W-RB5 status 0 reloads; -1 transfers', async () => {
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

  it('W-RB6 mode 2 transfers by itself AUTO_TRANSFER_DELAY_MS after the answer', async () => {
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

  it('W-RB7 the instruction transfers with a transferring notice', async () => {
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
    expect(
      state()
        .messages.map((m) => m.notice?.kind)
        .filter(Boolean),
    ).toEqual(['transferFailed']);
  });
});

describe('votes', () => {
  it('W-FB1 W-FB3 a vote calls commentDoc once with the answer msgId; a second vote sends nothing', async () => {
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
});
