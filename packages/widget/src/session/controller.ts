/**
 * Runs the session: calls the API, feeds answers and events to the pure machine (./reduce.ts), owns the
 * poll loop and timers. No React and no DOM here; the page wires the side effects it needs through `env`.
 * Rule ids refer to ./SPEC.md.
 */
import {
  AGENT_TYPING_INDICATOR_MS,
  ApiCode,
  EventCode,
  HISTORY_PAGE_SIZE,
  MsgStatus,
  MsgType,
  UserStatus,
  isBlank,
  localMessageId,
  type ChannelInfo,
  type ChatMessage,
  type ChatStartBody,
  type EventMsgAnswer,
} from '@parley/protocol';
import { ApiError } from '../api/http';
import type { IdentityStore } from '../api/identity';
import type { VisitorApi } from '../api/visitor';
import { pollDelay } from './backoff';
import { oldestServerTime } from './messages';
import { initialState, reduce } from './reduce';
import { createStore, type Store } from './store';
import type { Action, SessionState } from './types';

export interface SessionEnv {
  api: VisitorApi;
  identity: IdentityStore;
  /** chatStart fields taken from the page (locale, params, userName, …). */
  startFields(): Omit<ChatStartBody, 'channelId' | 'userId'>;
  /** Awaited between channelInfo and chatStart, e.g. to switch to the channel's language first. */
  onChannel?(channel: ChannelInfo): void | Promise<void>;
  /** EV3: an agent message arrived (the embedding page gets a notice). */
  onAgentMessage?(message: ChatMessage): void;
  /** EV4 / CL1: the session ended. */
  onClosed?(): void;
  now?(): number;
  random?(): number;
}

export interface Session {
  store: Store<SessionState, Action>;
  boot(channelId: string): Promise<void>;
  /** False when nothing was sent (SE1, or the chat is not ready / closed). */
  sendText(text: string): Promise<boolean>;
  retry(localId: string): Promise<void>;
  loadHistory(): Promise<void>;
  close(): Promise<boolean>;
  unload(): void;
  dispose(): void;
}

export function createSession(env: SessionEnv): Session {
  const { api, identity } = env;
  const now = env.now ?? Date.now;
  const store = createStore(reduce, initialState());
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // Every boot or restart starts a new run; async work of an older run drops its result.
  let run = 0;
  let abort = new AbortController();

  const dispatch = (a: Action) => store.dispatch(a);
  const state = () => store.getState();

  function later(ms: number, fn: () => void) {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(ms, resolve));

  function newRun(): number {
    run += 1;
    abort.abort();
    abort = new AbortController();
    for (const t of timers) clearTimeout(t);
    timers.clear();
    return run;
  }

  async function boot(channelId: string): Promise<void> {
    const mine = newRun();
    dispatch({ type: 'channelRequested', channelId });
    try {
      const info = await api.channelInfo({ channelId });
      if (mine !== run) return;
      if (info.code !== ApiCode.OK) throw new Error(info.message);
      dispatch({ type: 'channelLoaded', channel: info.data });
      await env.onChannel?.(info.data);
      await startChat(mine);
    } catch {
      // ST6: chat-init errors are swallowed; the screen offers a retry.
      if (mine === run) dispatch({ type: 'bootFailed' });
    }
  }

  async function startChat(mine: number): Promise<void> {
    const { channelId } = state();
    const stored = identity.load(channelId);
    // ST2: the stored userId resumes the visitor.
    const body: ChatStartBody = { ...env.startFields(), channelId, ...(stored ? { userId: stored.userId } : {}) };
    const res = await api.chatStart(body);
    if (mine !== run) return;
    if (res.code !== ApiCode.OK) throw new Error(res.message);
    identity.save(channelId, res.data);
    const resumed = stored !== null && stored.userId === res.data.userId;
    dispatch({ type: 'started', answer: res.data, resumed, now: now() });
    if (res.data.status === UserStatus.OFFLINE) await loadOffline(mine);
    // ST7
    if (resumed && mine === run) void loadHistory();
    if (mine === run) void poll(mine);
  }

  async function loadOffline(mine: number): Promise<void> {
    const { userId, pollId } = state();
    let messages: ChatMessage[] = [];
    try {
      const res = await api.getOfflineMsg({ userId, pollId });
      if (res.code === ApiCode.OK) messages = res.data.msgList;
    } catch {
      // ST3: without offline messages the greeting still follows.
    }
    if (mine === run) dispatch({ type: 'offlineLoaded', messages, now: now() });
  }

  async function poll(mine: number): Promise<void> {
    let failures = 0;
    // EV1: one request at a time; the next starts POLL_INTERVAL_MS after the previous answered.
    while (mine === run && state().chatStatus === 1) {
      const s = state();
      try {
        const res = await api.getEventMsg({ userId: s.userId, pollId: s.pollId, lastEventId: s.lastEventId }, abort.signal);
        if (mine !== run) return;
        if (res.code === ApiCode.GONE) return restart();
        if (res.code === ApiCode.OK) {
          failures = 0;
          applyEvents(mine, res.data);
        } else failures += 1;
      } catch (e) {
        if (mine !== run) return;
        // EV12: an expired token stops the loop; the login dialog takes over.
        if (e instanceof ApiError && e.code === ApiCode.UNAUTHORIZED) return;
        failures += 1;
      }
      await sleep(pollDelay(failures, env.random));
    }
  }

  function restart(): void {
    // EV8: the server lost our cursor; go back through chatStart like a fresh page, keeping what is shown.
    const mine = newRun();
    dispatch({ type: 'cursorGone' });
    startChat(mine).catch(() => {
      if (mine === run) dispatch({ type: 'bootFailed' });
    });
  }

  function applyEvents(mine: number, answer: EventMsgAnswer): void {
    const before = state();
    dispatch({ type: 'eventsReceived', events: answer.msgList, lastEventId: answer.lastEventId, now: now() });
    const after = state();
    if (after.typingSeq !== before.typingSeq) {
      const seq = after.typingSeq;
      later(AGENT_TYPING_INDICATOR_MS, () => mine === run && dispatch({ type: 'agentTypingExpired', seq }));
    }
    for (const e of answer.msgList) {
      if (e.code === EventCode.AGENT_MESSAGE && e.eventId > before.lastEventId && e.message.sensitiveFlag !== 1) {
        env.onAgentMessage?.(e.message);
      }
    }
    if (before.chatStatus === 1 && after.chatStatus === 0) env.onClosed?.();
  }

  async function deliver(id: string, msgContent: string): Promise<void> {
    const { userId } = state();
    try {
      const res = await api.sendMsg({ userId, msgContent, msgType: MsgType.TEXT, id });
      dispatch(res.code === ApiCode.OK ? { type: 'sendSucceeded', id, message: res.data } : { type: 'sendFailed', id });
    } catch {
      dispatch({ type: 'sendFailed', id });
    }
  }

  async function sendText(text: string): Promise<boolean> {
    const s = state();
    if (isBlank(text) || s.phase !== 'ready' || s.chatStatus === 0) return false;
    const id = localMessageId('message', now());
    dispatch({ type: 'sendStarted', id, text, now: now() });
    await deliver(id, text.trim());
    return true;
  }

  async function retry(localId: string): Promise<void> {
    const m = state().messages.find((x) => x.id === localId && x.status === MsgStatus.FAILED);
    if (!m) return;
    // SE5: the same local id, so the server's dedup keeps one copy if the first try did arrive.
    dispatch({ type: 'sendRetried', id: localId });
    await deliver(localId, m.msgContent);
  }

  async function loadHistory(): Promise<void> {
    const s = state();
    if (s.phase !== 'ready' || s.history !== 'loadStart') return;
    dispatch({ type: 'historyRequested' });
    try {
      const res = await api.getHistoryMsg({
        userId: s.userId,
        maxTime: oldestServerTime(s.messages),
        pageSize: HISTORY_PAGE_SIZE,
      });
      dispatch(
        res.code === ApiCode.OK
          ? { type: 'historyLoaded', messages: res.data, pageSize: HISTORY_PAGE_SIZE }
          : { type: 'historyFailed' },
      );
    } catch {
      dispatch({ type: 'historyFailed' });
    }
  }

  async function close(): Promise<boolean> {
    const s = state();
    if (s.phase !== 'ready' || s.chatStatus === 0) return false;
    try {
      const res = await api.chatClose({ userId: s.userId });
      if (res.code !== ApiCode.OK) return false;
    } catch {
      return false;
    }
    dispatch({ type: 'visitorClosed', now: now() });
    env.onClosed?.();
    return true;
  }

  function unload(): void {
    const { userId, pollId } = state();
    if (userId) api.beforeUnload({ userId, pollId }).catch(() => undefined);
  }

  return { store, boot, sendText, retry, loadHistory, close, unload, dispose: () => void newRun() };
}
