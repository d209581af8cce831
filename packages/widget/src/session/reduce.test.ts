import { describe, expect, it } from 'vitest';
import { EventCode, MsgStatus, OutType, SenderType, UserStatus, type VisitorEvent } from '@parley/protocol';
import { adminCard, agentMessage, askAnswer, channel, message, startAnswer } from '../../test/fixtures';
import { isVisible } from './messages';
import { initialState, reduce } from './reduce';
import type { Action, SessionState } from './types';

const NOW = 1_700_000_500_000;

function run(actions: Action[], from: SessionState = initialState('c1')): SessionState {
  return actions.reduce(reduce, from);
}

function started(status = 1, over: Parameters<typeof channel>[0] = {}): SessionState {
  return run([
    { type: 'channelLoaded', channel: channel({ robotWelcomeMsg: 'Hi, how can I help?', ...over }) },
    { type: 'started', answer: startAnswer({ status, adminNick: 'Alice' }), resumed: false, form: false, now: NOW },
  ]);
}

const events = (s: SessionState, list: VisitorEvent[], lastEventId = 0) =>
  reduce(s, { type: 'eventsReceived', events: list, lastEventId, now: NOW });

describe('start', () => {
  it('W-ST1 channelInfo moves the screen from the mask to starting', () => {
    expect(initialState('c1').phase).toBe('channel');
    expect(run([{ type: 'channelLoaded', channel: channel() }]).phase).toBe('starting');
  });

  it('W-ST5 robot status greets once with robotWelcomeMsg as a robot message', () => {
    const s = started(1);
    expect(s.connect).toBe('robot');
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({ senderType: SenderType.ROBOT, msgContent: 'Hi, how can I help?' });
    const again = reduce(s, { type: 'started', answer: startAnswer(), resumed: true, form: false, now: NOW });
    expect(again.messages).toHaveLength(1);
  });

  it('W-ST5 a blank welcome message shows nothing', () => {
    expect(started(1, { robotWelcomeMsg: '   ' }).messages).toEqual([]);
  });

  it('W-ST4 status 2 and 3 are manual mode with the agent name and no robot greeting', () => {
    for (const status of [UserStatus.AGENT, UserStatus.QUEUED]) {
      const s = started(status);
      expect(s).toMatchObject({ connect: 'manual', agentNick: 'Alice', userStatus: status, phase: 'ready' });
      expect(s.messages).toEqual([]);
    }
  });

  it('W-ST3 status 0 shows offline messages under a notice, then the greeting', () => {
    const s = started(UserStatus.OFFLINE);
    expect(s.messages).toEqual([]);
    const a = message({ msgTime: 2000 });
    const b = message({ msgTime: 1000 });
    const next = reduce(s, { type: 'offlineLoaded', messages: [a, b], now: NOW });
    expect(next.messages.map((m) => m.notice?.kind ?? m.msgId ?? m.key)).toEqual(['offline', b.msgId, a.msgId, 'robot-welcome']);
  });

  it('W-ST3 no offline messages means no notice, only the greeting', () => {
    const next = reduce(started(UserStatus.OFFLINE), { type: 'offlineLoaded', messages: [], now: NOW });
    expect(next.messages.map((m) => m.key)).toEqual(['robot-welcome']);
  });

  it('W-ST2 started keeps the ids and the event cursor from chatStart', () => {
    expect(started()).toMatchObject({ userId: 'u1', pollId: 'p1', sessionId: 7, lastEventId: 10 });
  });

  it('W-ST6 a boot failure shows the failed phase', () => {
    expect(run([{ type: 'bootFailed' }]).phase).toBe('failed');
  });
});

describe('sending', () => {
  const send = (s: SessionState, text: string, id = 'message1') => reduce(s, { type: 'sendStarted', id, text, now: NOW });

  it('W-SE1 whitespace is not added; text is trimmed', () => {
    const s = started(2);
    expect(send(s, '  \n ')).toBe(s);
    expect(send(s, '  hi  ').messages[0]?.msgContent).toBe('hi');
  });

  it('W-SE2 a sent text is a loading visitor message keyed by its local id', () => {
    const m = send(started(2), 'hi').messages[0];
    expect(m).toMatchObject({ key: 'message1', id: 'message1', status: MsgStatus.LOADING, senderType: SenderType.VISITOR });
  });

  it("W-SE3 code 200 replaces it with the server's copy, same place and key", () => {
    let s = send(started(2), 'one', 'message1');
    s = send(s, 'two', 'message2');
    const server = message({ id: 'message1', msgContent: 'one', senderType: 1 });
    s = reduce(s, { type: 'sendSucceeded', id: 'message1', message: server });
    expect(s.messages[0]).toMatchObject({ key: 'message1', msgId: server.msgId, status: MsgStatus.SUCCESS });
    expect(s.messages[1]?.key).toBe('message2');
  });

  it('W-SE4 W-SE5 failure marks it failed; retry returns it to loading', () => {
    let s = reduce(send(started(2), 'hi'), { type: 'sendFailed', id: 'message1' });
    expect(s.messages[0]?.status).toBe(MsgStatus.FAILED);
    s = reduce(s, { type: 'sendRetried', id: 'message1' });
    expect(s.messages[0]?.status).toBe(MsgStatus.LOADING);
  });

  it('W-SE3 an event echo of our own message does not double it', () => {
    let s = send(started(2), 'hi');
    const server = message({ id: 'message1', senderType: 1 });
    s = reduce(s, { type: 'sendSucceeded', id: 'message1', message: server });
    s = reduce(s, { type: 'historyLoaded', messages: [server], pageSize: 20 });
    expect(s.messages).toHaveLength(1);
  });
});

describe('history', () => {
  it('W-HI2 loadStart → loading → end when fewer than a page come back', () => {
    let s = started(2);
    expect(s.history).toBe('loadStart');
    s = reduce(s, { type: 'historyRequested' });
    expect(s.history).toBe('loading');
    s = reduce(s, { type: 'historyLoaded', messages: [message()], pageSize: 20 });
    expect(s.history).toBe('end');
  });

  it('W-HI2 a full page keeps loadStart; historyHideFlag makes it false', () => {
    let s = reduce(started(2), { type: 'historyRequested' });
    s = reduce(s, { type: 'historyLoaded', messages: Array.from({ length: 20 }, () => message()), pageSize: 20 });
    expect(s.history).toBe('loadStart');
    expect(started(2, { historyHideFlag: 1 }).history).toBe(false);
  });

  it('W-HI3 older messages go first, oldest first, without duplicates', () => {
    const shown = message({ msgTime: 5000 });
    let s = events(started(2), [agentMessage(11, shown)]);
    const older = [message({ msgTime: 2000 }), message({ msgTime: 1000 })];
    s = reduce(reduce(s, { type: 'historyRequested' }), {
      type: 'historyLoaded',
      messages: [...older, { ...shown }],
      pageSize: 20,
    });
    expect(s.messages.map((m) => m.msgTime)).toEqual([1000, 2000, s.messages[2]!.msgTime]);
    expect(s.messages).toHaveLength(3);
  });

  it('W-HI4 a second request while loading or after end changes nothing', () => {
    const loading = reduce(started(2), { type: 'historyRequested' });
    expect(reduce(loading, { type: 'historyRequested' })).toBe(loading);
    const end = reduce(loading, { type: 'historyLoaded', messages: [], pageSize: 20 });
    expect(reduce(end, { type: 'historyRequested' })).toBe(end);
  });

  it('W-HI5 failure returns to loadStart', () => {
    const s = reduce(reduce(started(2), { type: 'historyRequested' }), { type: 'historyFailed' });
    expect(s.history).toBe('loadStart');
  });
});

describe('events', () => {
  it('W-EV2 the cursor moves forward and repeated events are ignored', () => {
    let s = events(started(2), [agentMessage(11), agentMessage(12)]);
    expect(s.lastEventId).toBe(12);
    expect(s.messages).toHaveLength(2);
    s = events(s, [agentMessage(12), agentMessage(11)]);
    expect(s.messages).toHaveLength(2);
    expect(events(s, [], 40).lastEventId).toBe(40);
  });

  it('W-EV3 an agent message is shown unless sensitiveFlag is 1', () => {
    const s = events(started(2), [agentMessage(11, { msgContent: 'hello' }), agentMessage(12, { sensitiveFlag: 1 })]);
    expect(s.messages.map((m) => m.msgContent)).toEqual(['hello']);
    expect(s.lastEventId).toBe(12);
  });

  it('W-EV4 1202 closes the chat with a notice by outType, once', () => {
    const close = (outType: number, eventId = 11): VisitorEvent => ({ eventId, createTime: 0, code: EventCode.CLOSED, outType });
    const kinds = [
      [OutType.AGENT_CLOSED, 'agentClosed'],
      [OutType.USER_OVER, 'userOver'],
      [OutType.NEW_WINDOW, 'newWindow'],
      [OutType.CHAT_OVER, 'chatOver'],
      [42, 'chatOver'],
    ] as const;
    for (const [outType, kind] of kinds) {
      const s = events(started(2), [close(outType)]);
      expect(s).toMatchObject({ chatStatus: 0, userStatus: UserStatus.OFFLINE });
      expect(s.messages.at(-1)?.notice?.kind).toBe(kind);
    }
    const twice = events(started(2), [close(2, 11), close(0, 12)]);
    expect(twice.messages.filter((m) => m.notice)).toHaveLength(1);
  });

  it('W-EV5 typing sets the hint; only the newest timer clears it; a message clears it', () => {
    const typing = (eventId: number): VisitorEvent => ({ eventId, createTime: 0, code: EventCode.AGENT_TYPING });
    let s = events(started(2), [typing(11)]);
    const first = s.typingSeq;
    s = events(s, [typing(12)]);
    expect(reduce(s, { type: 'agentTypingExpired', seq: first }).agentTyping).toBe(true);
    expect(reduce(s, { type: 'agentTypingExpired', seq: s.typingSeq }).agentTyping).toBe(false);
    expect(events(s, [agentMessage(13)]).agentTyping).toBe(false);
  });

  it('W-EV6 W-VI1 a recall hides the message and adds a notice; hidden messages are filtered', () => {
    let s = events(started(2), [agentMessage(11)]);
    const msgId = s.messages[0]!.msgId!;
    s = events(s, [{ eventId: 12, createTime: 0, code: EventCode.RECALL, msgId }]);
    expect(s.messages.filter(isVisible).map((m) => m.notice?.kind)).toEqual(['recalled']);
    const inside = events(s, [agentMessage(13, { insideFlag: 1 })]);
    expect(inside.messages.filter(isVisible)).toHaveLength(1);
  });

  it('W-EV7 1200 switches to manual mode with the agent name and a notice', () => {
    const s = events(started(1), [{ eventId: 11, createTime: 0, code: EventCode.CONNECTED, adminId: 'a', adminNick: 'Bob' }]);
    expect(s).toMatchObject({ connect: 'manual', userStatus: UserStatus.AGENT, agentNick: 'Bob' });
    expect(s.messages.at(-1)?.notice).toEqual({ kind: 'connected', name: 'Bob' });
  });

  it('W-EV8 a lost cursor goes back to starting and keeps the messages', () => {
    const s = events(started(2), [agentMessage(11)]);
    const gone = reduce(s, { type: 'cursorGone' });
    expect(gone.phase).toBe('starting');
    expect(gone.messages).toBe(s.messages);
  });

  it('W-EV9 an unknown code is skipped but the cursor moves past it', () => {
    const unknown = { eventId: 11, createTime: 0, code: 1999 } as unknown as VisitorEvent;
    const s = events(started(2), [unknown]);
    expect(s.lastEventId).toBe(11);
    expect(s.messages).toEqual([]);
  });

  it('W-EV11 1206 updates the queue position; 1203 is accepted without change', () => {
    let s = events(started(3), [{ eventId: 11, createTime: 0, code: EventCode.QUEUE_POSITION, waitIndex: 4 }]);
    expect(s.waitIndex).toBe(4);
    const before = s;
    s = events(s, [{ eventId: 12, createTime: 0, code: EventCode.INVITE_EVALUATE }]);
    expect({ ...s, lastEventId: 0 }).toEqual({ ...before, lastEventId: 0 });
  });

  it('W-EV13 1211 moves the agent read mark forward only', () => {
    let s = events(started(2), [{ eventId: 11, createTime: 0, code: EventCode.AGENT_READ, msgId: 40 }]);
    expect(s.agentReadMsgId).toBe(40);
    s = events(s, [{ eventId: 12, createTime: 0, code: EventCode.AGENT_READ, msgId: 30 }]);
    expect(s.agentReadMsgId).toBe(40);
  });
});

describe('closing', () => {
  it('W-CL1 the visitor closes: closed status, one notice even if 1202 follows', () => {
    let s = reduce(started(2), { type: 'visitorClosed', now: NOW });
    expect(s.chatStatus).toBe(0);
    s = events(s, [{ eventId: 11, createTime: 0, code: EventCode.CLOSED, outType: OutType.USER_OVER }]);
    expect(s.messages.filter((m) => m.notice).map((m) => m.notice?.kind)).toEqual(['visitorClosed']);
  });

  it('W-UF8 an ended chat no longer waits for its form', () => {
    let s = reduce(initialState('c1'), { type: 'channelLoaded', channel: channel() });
    s = reduce(s, { type: 'started', answer: startAnswer(), resumed: false, form: true, now: 1 });
    expect(s.entryForm).toBe(true);
    s = reduce(s, { type: 'visitorClosed', now: 2 });
    expect(s.entryForm).toBe(false);
  });
});

describe('robot', () => {
  const ask = (s: SessionState, id = 'message1', text = 'refund?') => reduce(s, { type: 'askStarted', id, text, ask: {}, now: NOW });

  it('W-RB1 receiveMode 1 and 3 do not greet with the robot', () => {
    expect(started(1, { receiveMode: 1 }).messages).toEqual([]);
    expect(started(1, { receiveMode: 3 }).messages).toEqual([]);
  });

  it('W-RB2 W-RB4 an ask shows the question as loading and the typing dots last', () => {
    const s = ask(started(1));
    expect(s.messages.map((m) => m.key)).toEqual(['robot-welcome', 'message1', 'robot-thinking']);
    expect(s.messages[1]).toMatchObject({ status: MsgStatus.LOADING, ask: {} });
    expect(s.asking).toBe(1);
  });

  it('W-RB2 W-RB4 the answer replaces the question with the stored one and removes the dots', () => {
    const a = askAnswer({ id: 'message1', question: 'refund?' });
    const s = reduce(ask(started(1)), { type: 'askAnswered', id: 'message1', answer: a });
    expect(s.messages.map((m) => m.key)).toEqual(['robot-welcome', 'message1', `m${a.reply.msgId}`]);
    expect(s.messages[1]).toMatchObject({ msgId: a.question.msgId, status: MsgStatus.SUCCESS });
    expect(s.asking).toBe(0);
  });

  it('W-RB4 the dots stay while another ask is on its way', () => {
    let s = ask(ask(started(1), 'message1'), 'message2');
    s = reduce(s, { type: 'askAnswered', id: 'message1', answer: askAnswer({ id: 'message1' }) });
    expect(s.messages.at(-1)?.key).toBe('robot-thinking');
  });

  it('W-RB5 status -1 and 0 show no reply', () => {
    for (const status of [-1, 0]) {
      const s = reduce(ask(started(1)), { type: 'askAnswered', id: 'message1', answer: askAnswer({ id: 'message1', status }) });
      expect(s.messages.map((m) => m.key)).toEqual(['robot-welcome', 'message1']);
    }
  });

  it('W-RB3 a failed ask is failed and removes the dots; a retry brings them back', () => {
    let s = reduce(ask(started(1)), { type: 'askFailed', id: 'message1' });
    expect(s.messages.at(-1)).toMatchObject({ key: 'message1', status: MsgStatus.FAILED });
    s = reduce(s, { type: 'askRetried', id: 'message1', now: NOW });
    expect(s.messages.at(-1)?.key).toBe('robot-thinking');
  });

  it('W-FQ1 the FAQ message comes once, in the robot phase, when the channel has one', () => {
    const faq = { showType: 1 as const, showContent: [{ questionName: 'Q', docId: 'd' }] };
    let s = reduce(started(1, { faq }), { type: 'faqOffered', now: NOW });
    s = reduce(s, { type: 'faqOffered', now: NOW });
    expect(s.messages.filter((m) => m.faq)).toHaveLength(1);
    expect(s.messages.at(-1)).toMatchObject({ msgType: 99, senderType: SenderType.ROBOT });
    expect(reduce(started(1), { type: 'faqOffered', now: NOW })).toEqual(started(1));
    expect(reduce(started(2, { faq }), { type: 'faqOffered', now: NOW }).messages.some((m) => m.faq)).toBe(false);
  });

  it('W-FQ1 a visitor who asked before the menu came keeps their exchange last; the menu goes after the welcome', () => {
    const faq = { showType: 1 as const, showContent: [{ questionName: 'Q', docId: 'd' }] };
    let s = ask(started(1, { faq }));
    const last = s.messages.at(-1)!.key;
    s = reduce(s, { type: 'faqOffered', now: NOW + 1000 });
    expect(s.messages.at(-1)!.key).toBe(last);
    const welcome = s.messages.findIndex((m) => m.key === 'robot-welcome');
    expect(s.messages[welcome + 1]?.faq).toBeDefined();
  });

  it('W-FB2 W-FB3 one vote per answer; the server decides, a failure makes it votable again', () => {
    let s = events(started(2), [agentMessage(11)]);
    const key = s.messages.at(-1)!.key;
    s = reduce(s, { type: 'voteCast', key, disabled: 0 });
    expect(reduce(s, { type: 'voteCast', key, disabled: 1 })).toBe(s);
    s = reduce(s, { type: 'voteSettled', key, disabled: 1 });
    expect(s.messages.at(-1)?.disabled).toBe(1);
    s = reduce(s, { type: 'voteSettled', key, disabled: undefined });
    expect(s.messages.at(-1)).not.toHaveProperty('disabled');
  });

  it('W-TP1 W-TP3 tips only in the robot phase; only the newest timer hides them', () => {
    const tip = { docId: 'd', question: 'Q', highlight: 'Q' };
    let s = reduce(started(1), { type: 'tipsLoaded', tips: [tip] });
    expect(s.tips).toEqual([tip]);
    const old = s.tipsSeq;
    s = reduce(s, { type: 'tipsLoaded', tips: [tip, tip] });
    expect(reduce(s, { type: 'tipsExpired', seq: old }).tips).toHaveLength(2);
    expect(reduce(s, { type: 'tipsExpired', seq: s.tipsSeq }).tips).toEqual([]);
    expect(reduce(started(2), { type: 'tipsLoaded', tips: [tip] }).tips).toEqual([]);
  });

  it('W-MN5 canned answers are local and already successful', () => {
    const s = reduce(started(1), { type: 'localAdded', id: 'x-a', role: 'robot', text: 'We open at 9', now: NOW });
    expect(s.messages.at(-1)).toMatchObject({ senderType: SenderType.ROBOT, status: MsgStatus.SUCCESS, msgContent: 'We open at 9' });
  });
});

describe('transfer', () => {
  const answered = (
    s: SessionState,
    answer: { status: number; adminId?: string; adminNick?: string; waitIndex?: number; message?: string },
    quiet = false,
  ) => reduce(s, { type: 'transferAnswered', answer, origin: { quiet }, now: NOW });
  const texts = (s: SessionState) => s.messages.filter((m) => m.notice).map((m) => [m.notice!.kind, m.notice!.text ?? '']);

  it('W-TR2 no agent: a notice, plus adminOfflineMsg when adminOfflineMode is on', () => {
    expect(texts(answered(started(1), { status: 1 }))).toEqual([['noAgent', '']]);
    const s = answered(started(1, { adminOfflineMode: 1, adminOfflineMsg: 'Leave us a note' }), { status: 1, message: 'Leave us a note' });
    expect(texts(s)).toEqual([
      ['noAgent', ''],
      ['channelText', 'Leave us a note'],
    ]);
    expect(s.connect).toBe('robot');
  });

  it('W-TR3 connected: manual, status 2, the connect notice and the welcome message', () => {
    const s = answered(started(1, { adminWelcomeMode: 1, adminWelcomeMsg: 'Hello there' }), { status: 2, adminId: 'a1', adminNick: 'Ada' });
    expect(s).toMatchObject({ connect: 'manual', userStatus: UserStatus.AGENT, agentNick: 'Ada', agentId: 'a1' });
    expect(s.messages.slice(-2)).toMatchObject([
      { notice: { kind: 'connected', name: 'Ada' } },
      { senderType: SenderType.AGENT, msgContent: 'Hello there' },
    ]);
    expect(answered(started(1), { status: 2, adminId: 'a1', adminNick: 'Ada' }).messages.at(-1)?.notice?.kind).toBe('connected');
  });

  it('W-AG1 a 1200 for the agent already connected changes nothing; another agent is announced', () => {
    const s = answered(started(1, { adminWelcomeMode: 1, adminWelcomeMsg: 'Hello' }), { status: 2, adminId: 'a1', adminNick: 'Ada' });
    const same = events(s, [{ eventId: 11, createTime: 0, code: EventCode.CONNECTED, adminId: 'a1', adminNick: 'Ada' }]);
    expect(same.messages).toEqual(s.messages);
    const other = events(s, [{ eventId: 12, createTime: 0, code: EventCode.CONNECTED, adminId: 'a2', adminNick: 'Bo' }]);
    expect(other.agentNick).toBe('Bo');
    expect(other.messages.filter((m) => m.notice?.kind === 'connected')).toHaveLength(2);
  });

  it('W-ST4 a quiet transfer (resumed session) adds no notice and no welcome', () => {
    const s = answered(started(2, { adminWelcomeMode: 1, adminWelcomeMsg: 'Hello' }), { status: 2, adminId: 'a1', adminNick: 'Ada' }, true);
    expect(s.messages).toEqual([]);
    expect(s.agentId).toBe('a1');
  });

  it('W-TR4 queued: status 3, manual, a notice with the position that 1206 keeps current', () => {
    let s = answered(started(1, { userQueueMode: 1, userQueueMsg: 'You are number ##' }), { status: 3, waitIndex: 2 });
    expect(s).toMatchObject({ userStatus: UserStatus.QUEUED, connect: 'manual', waitIndex: 2 });
    expect(s.messages.at(-1)?.notice).toEqual({ kind: 'queued', position: 2, text: 'You are number ##' });
    s = events(s, [{ eventId: 11, createTime: 0, code: EventCode.QUEUE_POSITION, waitIndex: 1 }]);
    expect(s.waitIndex).toBe(1);
    expect(s.messages.filter((m) => m.notice?.kind === 'queued').map((m) => m.notice?.position)).toEqual([1]);
    expect(answered(started(1, { userQueueMode: 0 }), { status: 3, waitIndex: 2 }).messages.some((m) => m.notice)).toBe(false);
  });

  it('W-TR5 W-TR6 status 4 and unknown statuses are a failed transfer; 5 shows unWorkingMsg or the default', () => {
    expect(texts(answered(started(1), { status: 4 }))).toEqual([['transferFailed', '']]);
    expect(texts(answered(started(1), { status: 9 }))).toEqual([['transferFailed', '']]);
    expect(texts(answered(started(1, { unWorkingMsg: 'Back at 9' }), { status: 5 }))).toEqual([['offHours', 'Back at 9']]);
    expect(texts(answered(started(1), { status: 5 }))).toEqual([['offHours', '']]);
  });

  it('W-RB7 the transferring notice shows until the result arrives', () => {
    let s = reduce(started(1), { type: 'transferStarted', notice: true, now: NOW });
    expect(s.transferring).toBe(true);
    expect(s.messages.at(-1)?.notice?.kind).toBe('transferring');
    s = answered(s, { status: 4 });
    expect(s.messages.some((m) => m.notice?.kind === 'transferring')).toBe(false);
    expect(s.transferring).toBe(false);
  });

  it('W-GR2 W-GR3 W-GR4 no group is a no-agent notice; several open the picker; it closes', () => {
    const none = reduce(started(1), { type: 'groupsLoaded', groups: [], now: NOW });
    expect(none.messages.at(-1)?.notice?.kind).toBe('noAgent');
    const groups = [
      { groupId: '1', groupName: 'Sales' },
      { groupId: '2', groupName: 'Support' },
    ];
    let s = reduce(started(1), { type: 'groupsLoaded', groups, now: NOW });
    expect(s.groupPicker).toEqual(groups);
    s = reduce(s, { type: 'groupPickerClosed' });
    expect(s.groupPicker).toBeNull();
    expect(reduce(started(1), { type: 'groupsLoaded', groups: [groups[0]!], now: NOW }).groupPicker).toBeNull();
  });

  it('W-AG6 the agent card is kept only at status 2', () => {
    expect(reduce(started(1), { type: 'agentCardLoaded', card: adminCard() }).agentCard).toBeNull();
    expect(reduce(started(2), { type: 'agentCardLoaded', card: adminCard() }).agentCard).toEqual(adminCard());
    const closed = events(reduce(started(2), { type: 'agentCardLoaded', card: adminCard() }), [
      { eventId: 11, createTime: 0, code: EventCode.CLOSED, outType: 2 },
    ]);
    expect(closed.agentCard).toBeNull();
  });
});
