import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventCode, type VisitorEvent } from '@parley/protocol';
import { agentMessage, ok } from '../../test/fixtures';
import { noEvents, pollAnswers, setup } from '../../test/session';
import { announces, type TabLink } from './tabs';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two tabs' links over one in-memory channel and one lead at a time, as the tab hub's election hands it on. */
function tabsOfOneVisitor() {
  const listeners = new Map<number, (events: VisitorEvent[], lastEventId: number) => void>();
  const waiting: Array<{ tab: number; grant: (ok: boolean) => void }> = [];
  let holder: number | null = null;
  const grantNext = () => {
    const next = waiting.shift();
    if (!next) return;
    holder = next.tab;
    next.grant(true);
  };
  const link = (tab: number): TabLink => ({
    lead: (signal) =>
      new Promise((resolve) => {
        if (holder === null) {
          holder = tab;
          return resolve(true);
        }
        const entry = { tab, grant: resolve };
        waiting.push(entry);
        signal.addEventListener('abort', () => {
          const at = waiting.indexOf(entry);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        });
      }),
    share: (events, lastEventId) => {
      for (const [other, fn] of listeners) if (other !== tab) fn(events, lastEventId);
    },
    onShared: (fn) => {
      listeners.set(tab, fn);
      return () => listeners.delete(tab);
    },
    release: () => {
      if (holder !== tab) return;
      holder = null;
      grantNext();
    },
  });
  return { link, holder: () => holder };
}

/** Polls that answer `answer` after a moment (both tabs are listening by then), and then hang like a quiet long poll. */
function laterPoll(answer: unknown) {
  let first = true;
  return vi.fn((_body: unknown) => {
    if (!first) return new Promise<never>(() => undefined);
    first = false;
    return new Promise((resolve) => setTimeout(() => resolve(answer), 100));
  });
}

describe('tabs in sync', () => {
  it('W-TB1 W-TB2 one tab holds the stream; the other applies what it shares, once, and takes over when the leader goes', async () => {
    const tabs = tabsOfOneVisitor();
    const leaderPolls = laterPoll(ok({ ...noEvents(11), msgList: [agentMessage(11, { msgId: 501, msgContent: 'Hi there' })] }));
    const followerPolls = pollAnswers(
      ok({ ...noEvents(12), msgList: [agentMessage(11, { msgId: 501 }), agentMessage(12, { msgId: 502 })] }),
    );
    const heardByFollower = vi.fn();
    const a = setup({ getEventMsg: leaderPolls }, { tabs: async () => tabs.link(1) });
    const b = setup({ getEventMsg: followerPolls }, { tabs: async () => tabs.link(2), onAgentMessage: heardByFollower });
    await a.session.boot('c1');
    await b.session.boot('c1');
    await vi.advanceTimersByTimeAsync(200);

    expect(tabs.holder()).toBe(1);
    expect(leaderPolls).toHaveBeenCalled();
    // The follower never asked the server, yet shows the agent's message.
    expect(followerPolls).not.toHaveBeenCalled();
    expect(b.state().messages.some((m) => m.msgId === 501)).toBe(true);
    expect(b.state().lastEventId).toBe(11);
    expect(heardByFollower).toHaveBeenCalledTimes(1);

    // The leader's tab goes: the follower leads, polls from its own cursor, and applies 11 no second time (W-EV2).
    a.session.dispose();
    await vi.advanceTimersByTimeAsync(10);
    expect(tabs.holder()).toBe(2);
    expect(followerPolls.mock.calls[0]?.[0]).toMatchObject({ lastEventId: 11 });
    expect(b.state().lastEventId).toBe(12);
    expect(b.state().messages.filter((m) => m.msgId === 501)).toHaveLength(1);
    expect(heardByFollower).toHaveBeenCalledTimes(2);
  });

  it('W-TB2 a chat the leader saw end ends in the follower too, which then waits for no lead', async () => {
    const tabs = tabsOfOneVisitor();
    const closed: VisitorEvent = { eventId: 11, createTime: 0, code: EventCode.CLOSED, outType: 2 };
    const a = setup({ getEventMsg: laterPoll(ok({ ...noEvents(11), msgList: [closed] })) }, { tabs: async () => tabs.link(1) });
    const b = setup({}, { tabs: async () => tabs.link(2) });
    await a.session.boot('c1');
    await b.session.boot('c1');
    await vi.advanceTimersByTimeAsync(200);
    expect(a.state().chatStatus).toBe(0);
    expect(b.state().chatStatus).toBe(0);
    expect(b.api.getEventMsg).not.toHaveBeenCalled();
  });

  it('W-TB3 a message is announced by a tab the visitor sees, else by the leader alone', () => {
    expect(announces({ seen: true, leader: false }, true)).toBe(true);
    expect(announces({ seen: false, leader: true }, false)).toBe(true);
    expect(announces({ seen: false, leader: true }, true)).toBe(false);
    expect(announces({ seen: false, leader: false }, false)).toBe(false);
  });
});
