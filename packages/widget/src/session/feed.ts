/**
 * The event feed (EV, TS in ./SPEC.md): the stream while it works, polling while it does not, the stream again
 * later; each batch of events goes through the machine, then sets off what the machine cannot do itself (timers,
 * the page's hooks, read marks, the agent's card, the end of the chat).
 */
import { AGENT_TYPING_INDICATOR_MS, ApiCode, EventCode, UserStatus, type VisitorEvent } from '@parley/protocol';
import { ApiError } from '../api/http';
import type { VisitorApi } from '../api/visitor';
import { pollDelay } from './backoff';
import type { SessionEnv } from './env';
import type { Runtime, Timer } from './runtime';
import type { TabLink } from './tabs';
import { eventStreamUrl, type OpenStream } from './transport';

/** W-TS4: after the stream failed, polling carries on this long before the stream is tried again. */
export const STREAM_RETRY_MS = 30_000;
/** W-TS3: a stream that is reconnecting by itself gets this long before polling takes over. */
export const STREAM_RECONNECT_GRACE_MS = 5000;
/** W-EV14: how long a fallback poll asks the server to hold it while nothing is new (the server allows 25 s). */
export const POLL_WAIT_MS = 20_000;

export interface FeedDeps {
  api: Pick<VisitorApi, 'getEventMsg' | 'eventStreamTicket'>;
  env: Pick<SessionEnv, 'openStream' | 'random' | 'onAgentMessage' | 'onAction' | 'isVisible' | 'onCallEvent' | 'tabs'>;
  /** W-EV8, W-TS2: the server lost our cursor; the session goes back through chatStart. */
  restart(): void;
  /** W-CL1: the visitor's chatClose is on its way, so a 1202 reads as their close. */
  visitorClosing(): boolean;
  /** W-CL3, W-CL4, W-EV4 */
  afterClose(): Promise<void>;
  /** W-AG3 */
  markRead(): void;
  /** W-AG6 */
  loadCard(mine: number): Promise<void>;
}

export interface Feed {
  /** W-TS1–W-TS5, W-EV1: runs until the chat closes or the run ends. */
  listen(mine: number): Promise<void>;
  /** Closes the open stream, if any (the visitor closed the chat). */
  stop(): void;
}

type StreamOutcome = 'gone' | 'failed' | 'stopped';

export function createFeed(rt: Runtime, deps: FeedDeps): Feed {
  const { api, env } = deps;
  const { state, dispatch, now, later } = rt;
  let stopStream: (() => void) | null = null;
  // W-TB2: while this tab leads, what it receives goes to the visitor's other tabs too.
  let leading: TabLink | null = null;

  /** W-TB1: with other tabs of this visitor, follow the leader until the lead comes here; then hold the stream. */
  async function listen(mine: number): Promise<void> {
    const link = env.tabs ? await env.tabs(state().userId).catch(() => null) : null;
    if (mine !== rt.run()) return link?.release();
    if (!link) return hold(mine);
    const wait = new AbortController();
    const stopWaiting = () => wait.abort();
    rt.signal().addEventListener('abort', stopWaiting);
    const off = link.onShared((events, lastEventId) => {
      if (mine !== rt.run()) return;
      applyEvents(mine, events, lastEventId);
      // W-EV4: an ended chat needs no stream; the next one starts on a new page.
      if (state().chatStatus === 0) wait.abort();
    });
    const lead = await link.lead(wait.signal);
    off();
    rt.signal().removeEventListener('abort', stopWaiting);
    if (!lead || mine !== rt.run() || state().chatStatus !== 1) return link.release();
    leading = link;
    // A new run (restart, dispose) hands the lead over at once, without waiting for a poll in flight.
    const handOver = () => link.release();
    rt.signal().addEventListener('abort', handOver);
    try {
      await hold(mine);
    } finally {
      rt.signal().removeEventListener('abort', handOver);
      if (leading === link) leading = null;
      link.release();
    }
  }

  async function hold(mine: number): Promise<void> {
    let failures = 0;
    let streamAt = 0;
    while (mine === rt.run() && state().chatStatus === 1) {
      if (env.openStream && now() >= streamAt) {
        const outcome = await streamOnce(mine, env.openStream);
        if (mine !== rt.run() || outcome === 'stopped') return;
        if (outcome === 'gone') return deps.restart();
        streamAt = now() + STREAM_RETRY_MS;
        continue;
      }
      const s = state();
      const asked = now();
      let pause: number;
      try {
        const res = await api.getEventMsg(
          { userId: s.userId, pollId: s.pollId, lastEventId: s.lastEventId, wait: POLL_WAIT_MS },
          rt.signal(),
        );
        if (mine !== rt.run()) return;
        if (res.code === ApiCode.GONE) return deps.restart();
        if (res.code === ApiCode.OK) {
          failures = 0;
          applyEvents(mine, res.data.msgList, res.data.lastEventId);
        } else failures += 1;
        // W-EV1, W-EV14: a poll the server held is followed at once; one answered sooner keeps the 2 s cadence.
        pause = failures > 0 ? pollDelay(failures, env.random) : Math.max(0, pollDelay(0) - (now() - asked));
      } catch (e) {
        if (mine !== rt.run()) return;
        // W-EV12: an expired token stops the loop; the login dialog takes over.
        if (e instanceof ApiError && e.code === ApiCode.UNAUTHORIZED) return;
        failures += 1;
        pause = pollDelay(failures, env.random);
      }
      if (pause > 0) await rt.sleep(pause);
    }
  }

  async function streamOnce(mine: number, open: OpenStream): Promise<StreamOutcome> {
    let ticket: string;
    try {
      // W-TS1: a short-lived ticket, because EventSource cannot send the token header.
      const res = await api.eventStreamTicket({ userId: state().userId });
      if (res.code !== ApiCode.OK) return 'failed';
      ticket = res.data.ticket;
    } catch (e) {
      return e instanceof ApiError && e.code === ApiCode.UNAUTHORIZED ? 'stopped' : 'failed';
    }
    if (mine !== rt.run()) return 'stopped';
    // A new run (restart, dispose) ends this stream.
    const signal = rt.signal();
    return new Promise<StreamOutcome>((resolve) => {
      let grace: Timer | undefined;
      let done = false;
      const finish = (outcome: StreamOutcome) => {
        if (done) return;
        done = true;
        rt.cancel(grace);
        handle.close();
        signal.removeEventListener('abort', stop);
        if (stopStream === stop) stopStream = null;
        resolve(outcome);
      };
      const stop = () => finish('stopped');
      const handle = open(eventStreamUrl(ticket, state().lastEventId), {
        onOpen: () => {
          rt.cancel(grace);
          grace = undefined;
        },
        onEvent: (data) => {
          if (!isEventShape(data)) return;
          applyEvents(mine, [data], data.eventId);
          // W-EV4: a closed chat needs no more events.
          if (state().chatStatus === 0) finish('stopped');
        },
        // W-TS2
        onGone: () => finish('gone'),
        // W-TS3
        onError: (closed) => {
          if (closed) finish('failed');
          else if (grace === undefined) grace = later(STREAM_RECONNECT_GRACE_MS, () => finish('failed'));
        },
      });
      stopStream = stop;
      signal.addEventListener('abort', stop);
    });
  }

  function applyEvents(mine: number, events: VisitorEvent[], lastEventId: number): void {
    const before = state();
    if (deps.visitorClosing() && events.some((e) => e.code === EventCode.CLOSED && e.eventId > before.lastEventId)) {
      dispatch({ type: 'visitorClosed', now: now() });
    }
    dispatch({ type: 'eventsReceived', events, lastEventId, now: now() });
    leading?.share(events, lastEventId);
    const after = state();
    if (after.typingSeq !== before.typingSeq) {
      const seq = after.typingSeq;
      later(AGENT_TYPING_INDICATOR_MS, () => mine === rt.run() && dispatch({ type: 'agentTypingExpired', seq }));
    }
    let agentSpoke = false;
    for (const e of events) {
      if (e.eventId <= before.lastEventId) continue;
      if (e.code === EventCode.AGENT_MESSAGE && e.message.sensitiveFlag !== 1) {
        agentSpoke = true;
        env.onAgentMessage?.(e.message);
      }
      // W-EV11, W-MN6: the rating popup answers the invitation.
      if (e.code === EventCode.INVITE_EVALUATE) env.onAction?.({ type: 'evaluate', invited: true });
      if (e.code === EventCode.VIDEO) env.onCallEvent?.(e);
    }
    // W-AG3: a visible page reads what arrives.
    if (agentSpoke && (env.isVisible?.() ?? true)) deps.markRead();
    // W-AG6: a new agent brings a new card.
    if (after.userStatus === UserStatus.AGENT && after.agentId !== before.agentId) void deps.loadCard(mine);
    if (before.chatStatus === 1 && after.chatStatus === 0) void deps.afterClose();
  }

  return { listen, stop: () => stopStream?.() };
}

/** W-TS5: the stream's data is checked for the fields the machine relies on before it is applied. */
function isEventShape(data: unknown): data is VisitorEvent {
  if (typeof data !== 'object' || data === null) return false;
  const e = data as { eventId?: unknown; code?: unknown; message?: unknown };
  if (typeof e.eventId !== 'number' || typeof e.code !== 'number') return false;
  return e.code !== EventCode.AGENT_MESSAGE || (typeof e.message === 'object' && e.message !== null);
}
