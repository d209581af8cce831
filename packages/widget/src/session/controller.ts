/**
 * Runs the session: calls the API, feeds answers and events to the pure machine (./reduce.ts), owns the
 * event feed (SSE or polling), the debounces and the timers. No React and no DOM here; the page wires the
 * side effects it needs through `env`. Rule ids refer to ./SPEC.md.
 */
import {
  AGENT_TYPING_INDICATOR_MS,
  AUTO_TRANSFER_DELAY_MS,
  ApiCode,
  CANNED_ANSWER_DELAY_MS,
  DocFeedback,
  EventCode,
  HISTORY_PAGE_SIZE,
  MsgStatus,
  MsgType,
  ROBOT_GUIDE_DELAY_MS,
  ROBOT_TIPS_DEBOUNCE_MS,
  ROBOT_TIPS_HIDE_MS,
  SCROLL_DELAY_MS,
  TYPING_DEBOUNCE_MS,
  TransferStatus,
  UserStatus,
  isBlank,
  localMessageId,
  type ChannelInfo,
  type ChatMessage,
  type ChatStartBody,
  type FromRequestBody,
  type ResetInfoBody,
  type RobotAskAnswer,
  type VisitorEvent,
} from '@parley/protocol';
import { ApiError } from '../api/http';
import type { IdentityStore } from '../api/identity';
import type { VisitorApi } from '../api/visitor';
import { userFormOf, type UserFormBody } from '../forms/userForm';
import type { EvaluateFields } from '../rating/ratingDraft';
import { pollDelay } from './backoff';
import { oldestServerTime } from './messages';
import { initialState, reduce } from './reduce';
import { entryFor, replyOutcome } from './robotRules';
import { createOutgoing, type FileMeta, type FormOutcome, type SessionUpload } from './outgoing';
import { createStore, type Store } from './store';
import { eventStreamUrl, type OpenStream } from './transport';
import type { Action, AskVia, SessionState } from './types';

/** TS4: after the stream failed, polling carries on this long before the stream is tried again. */
export const STREAM_RETRY_MS = 30_000;
/** TS3: a stream that is reconnecting by itself gets this long before polling takes over. */
export const STREAM_RECONNECT_GRACE_MS = 5000;

/**
 * Actions whose screens come with later issues (rating popup, leave-message screen); the page decides what
 * they do. Every caller goes through this one hook (MN6).
 */
export type VisitorAction = { type: 'evaluate'; invited: boolean } | { type: 'leaveMessage' };

export interface SessionEnv {
  api: VisitorApi;
  identity: IdentityStore;
  /** chatStart fields taken from the page (locale, params, userName, groupId, adminId, …). */
  startFields(): Omit<ChatStartBody, 'channelId' | 'userId'>;
  /** Awaited between channelInfo and chatStart, e.g. to switch to the channel's language first. */
  onChannel?(channel: ChannelInfo): void | Promise<void>;
  /** CL3, CL4: the `inviteEvaluate` query value: closing offers the rating before the window goes. */
  inviteEvaluate?: boolean;
  /** EV3: an agent message arrived (the embedding page gets a notice, the title blinks). */
  onAgentMessage?(message: ChatMessage): void;
  /** EV4 / CL1: the session ended (after the rating CL3/CL4 offered, if any). */
  onClosed?(): void;
  /** MN6: the shared hook for rating and leave-message requests. */
  onAction?(action: VisitorAction): void;
  /** RB5: robot reply status 0. */
  reload?(): void;
  /** AG3: whether the visitor can see the page now (read marks). */
  isVisible?(): boolean;
  /** TS1: opens the event stream; without it the session polls. */
  openStream?: OpenStream;
  /** UP5: the page's uploader; without it files cannot be sent. */
  upload?: SessionUpload;
  /** UP10: the goods card JSON of the page's URL, sent once when the chat connects to an agent. */
  productCard?(): string | null;
  now?(): number;
  random?(): number;
}

export interface Session {
  store: Store<SessionState, Action>;
  boot(channelId: string): Promise<void>;
  /** Typed text: asked of the robot in the robot phase (RB2), sent to the agent otherwise. False when nothing went. */
  sendText(text: string): Promise<boolean>;
  /** A question asked of the robot; click 1 with a docId for menus, FAQ and suggestions (FQ3). */
  ask(text: string, via?: AskVia): Promise<boolean>;
  /** MN5: a canned answer shown locally. */
  canned(question: string, answer: string): void;
  retry(localId: string): Promise<void>;
  /** UP1–UP6: a checked file, uploaded with progress and then sent as its msgType. */
  sendFile(file: Blob, meta: FileMeta): Promise<boolean>;
  /** UP10, MT8: a card or form reply as the visitor's message. */
  sendCard(msgType: number, content: string): Promise<boolean>;
  /** MT6: an in-chat form posted through fromRequest. */
  postForm(body: Omit<FromRequestBody, 'userId'>): Promise<FormOutcome>;
  loadHistory(): Promise<void>;
  /** FB1–FB3: like (true) or dislike a robot answer, once. */
  vote(key: string, useful: boolean): Promise<void>;
  /** TR1, GR1: ask for a person, through the group choice when the channel has one. */
  transfer(opts?: { groupId?: string }): Promise<void>;
  closeGroupPicker(): void;
  /** TP1, AG4: the composer's draft changed. */
  draftChanged(text: string): void;
  /** AG3: mark the conversation read. */
  markRead(): void;
  close(): Promise<boolean>;
  /** UF7: sends the pre-chat form; the entry goes on once it is accepted. */
  submitForm(body: UserFormBody): Promise<Outcome>;
  /** RT1, RT9: opens the rating popup when a rating can be given; resolves once the popup is gone. */
  rate(invited: boolean): Promise<void>;
  /** RT8, RT10 */
  submitRating(fields: EvaluateFields): Promise<Outcome>;
  closeRating(): void;
  /** EM4: resetInfo with what the embedding page tells about the visitor. */
  updateVisitor(info: VisitorInfo): void;
  unload(): void;
  dispose(): void;
}

/** A call the visitor waits on; `message` is the server's wording when it refused. */
export type Outcome = { ok: true } | { ok: false; message?: string };

export type VisitorInfo = Omit<ResetInfoBody, 'userId' | 'pollId'>;

type Timer = ReturnType<typeof setTimeout>;

export function createSession(env: SessionEnv): Session {
  const { api, identity } = env;
  const now = env.now ?? Date.now;
  const store = createStore(reduce, initialState());
  const outgoing = createOutgoing({ api, store, now, ...(env.upload ? { upload: env.upload } : {}), ...(env.productCard ? { productCard: env.productCard } : {}) });
  const timers = new Set<Timer>();
  // Every boot or restart starts a new run; async work of an older run drops its result.
  let run = 0;
  let abort = new AbortController();
  let stopStream: (() => void) | null = null;
  // RB1: the first entry runs once per page, not again when a lost cursor restarts the session (EV8).
  let entered = false;
  let draftTimer: Timer | undefined;
  let latestDraft = '';
  // UF1: the entry waits here until the form is accepted.
  let formAccepted: (() => void) | null = null;
  // RT1: whoever opened the rating popup waits here until it is gone.
  let ratingGone: (() => void) | null = null;
  let rateAsking = false;
  // EM4: visitor data that arrived before chatStart answered goes out right after it.
  let pendingInfo: VisitorInfo | null = null;
  // CL1: the server's 1202 can overtake chatClose's answer; it still ends the chat as the visitor's close.
  let visitorClosing = false;
  // CL3, CL4: the end is handled once, whether chatClose's answer or the 1202 reports it first.
  let ended: Promise<void> | null = null;

  const dispatch = (a: Action) => store.dispatch(a);
  const state = () => store.getState();

  function later(ms: number, fn: () => void): Timer {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
    return t;
  }
  function cancel(t: Timer | undefined) {
    if (t === undefined) return;
    clearTimeout(t);
    timers.delete(t);
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(ms, resolve));

  function newRun(): number {
    run += 1;
    abort.abort();
    abort = new AbortController();
    stopStream?.();
    for (const t of timers) clearTimeout(t);
    timers.clear();
    return run;
  }

  const ready = (s = state()) => s.phase === 'ready' && s.chatStatus === 1;

  async function boot(channelId: string): Promise<void> {
    const mine = newRun();
    entered = false;
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
    const status = res.data.status;
    // UF1: a visitor with an agent or in line, or who already filled it in, is past the form; everyone else meets it first.
    const form =
      !entered && !res.data.userFormDone && status !== UserStatus.AGENT && status !== UserStatus.QUEUED && userFormOf(state().channel!) !== null;
    dispatch({ type: 'started', answer: res.data, resumed, form, now: now() });
    if (pendingInfo) {
      updateVisitor(pendingInfo);
      pendingInfo = null;
    }
    if (res.data.status === UserStatus.OFFLINE) await loadOffline(mine);
    // ST7
    if (resumed && mine === run) void loadHistory();
    if (mine === run) void listen(mine);
    if (mine === run && !entered) {
      entered = true;
      await enter(mine, res.data.status);
    }
  }

  async function enter(mine: number, status: number): Promise<void> {
    const channel = state().channel;
    if (!channel) return;
    // ST4: a visitor who is with an agent or in line asks again, quietly, to learn where they stand.
    if (status === UserStatus.AGENT || status === UserStatus.QUEUED) return transferTo(mine, { quiet: true, notice: false });
    if (state().entryForm) await new Promise<void>((resolve) => (formAccepted = resolve));
    if (mine !== run || !ready()) return;
    // RB1
    switch (entryFor(channel)) {
      case 'robot':
        later(ROBOT_GUIDE_DELAY_MS, () => dispatch({ type: 'faqOffered', now: now() }));
        return;
      case 'forceTransfer':
        dispatch({ type: 'manualForced' });
        return transfer();
      case 'transfer':
        return transfer();
    }
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

  /** TS1–TS5: the stream while it works, polling (EV1) while it does not, the stream again later. */
  async function listen(mine: number): Promise<void> {
    let failures = 0;
    let streamAt = 0;
    while (mine === run && state().chatStatus === 1) {
      if (env.openStream && now() >= streamAt) {
        const outcome = await streamOnce(mine, env.openStream);
        if (mine !== run || outcome === 'stopped') return;
        if (outcome === 'gone') return restart();
        streamAt = now() + STREAM_RETRY_MS;
        continue;
      }
      const s = state();
      try {
        const res = await api.getEventMsg({ userId: s.userId, pollId: s.pollId, lastEventId: s.lastEventId }, abort.signal);
        if (mine !== run) return;
        if (res.code === ApiCode.GONE) return restart();
        if (res.code === ApiCode.OK) {
          failures = 0;
          applyEvents(mine, res.data.msgList, res.data.lastEventId);
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

  type StreamOutcome = 'gone' | 'failed' | 'stopped';

  async function streamOnce(mine: number, open: OpenStream): Promise<StreamOutcome> {
    let ticket: string;
    try {
      // TS1: a short-lived ticket, because EventSource cannot send the token header.
      const res = await api.eventStreamTicket({ userId: state().userId });
      if (res.code !== ApiCode.OK) return 'failed';
      ticket = res.data.ticket;
    } catch (e) {
      return e instanceof ApiError && e.code === ApiCode.UNAUTHORIZED ? 'stopped' : 'failed';
    }
    if (mine !== run) return 'stopped';
    return new Promise<StreamOutcome>((resolve) => {
      let grace: Timer | undefined;
      let done = false;
      const finish = (outcome: StreamOutcome) => {
        if (done) return;
        done = true;
        cancel(grace);
        handle.close();
        if (stopStream === stop) stopStream = null;
        resolve(outcome);
      };
      const stop = () => finish('stopped');
      const handle = open(eventStreamUrl(ticket, state().lastEventId), {
        onOpen: () => {
          cancel(grace);
          grace = undefined;
        },
        onEvent: (data) => {
          if (!isEventShape(data)) return;
          applyEvents(mine, [data], data.eventId);
          // EV4: a closed chat needs no more events.
          if (state().chatStatus === 0) finish('stopped');
        },
        // TS2
        onGone: () => finish('gone'),
        // TS3
        onError: (closed) => {
          if (closed) finish('failed');
          else if (grace === undefined) grace = later(STREAM_RECONNECT_GRACE_MS, () => finish('failed'));
        },
      });
      stopStream = stop;
    });
  }

  function restart(): void {
    // EV8: the server lost our cursor; go back through chatStart like a fresh page, keeping what is shown.
    const mine = newRun();
    dispatch({ type: 'cursorGone' });
    startChat(mine).catch(() => {
      if (mine === run) dispatch({ type: 'bootFailed' });
    });
  }

  function applyEvents(mine: number, events: VisitorEvent[], lastEventId: number): void {
    const before = state();
    if (visitorClosing && events.some((e) => e.code === EventCode.CLOSED && e.eventId > before.lastEventId)) {
      dispatch({ type: 'visitorClosed', now: now() });
    }
    dispatch({ type: 'eventsReceived', events, lastEventId, now: now() });
    const after = state();
    if (after.typingSeq !== before.typingSeq) {
      const seq = after.typingSeq;
      later(AGENT_TYPING_INDICATOR_MS, () => mine === run && dispatch({ type: 'agentTypingExpired', seq }));
    }
    let agentSpoke = false;
    for (const e of events) {
      if (e.eventId <= before.lastEventId) continue;
      if (e.code === EventCode.AGENT_MESSAGE && e.message.sensitiveFlag !== 1) {
        agentSpoke = true;
        env.onAgentMessage?.(e.message);
      }
      // EV11, MN6: the rating popup answers the invitation.
      if (e.code === EventCode.INVITE_EVALUATE) env.onAction?.({ type: 'evaluate', invited: true });
    }
    // AG3: a visible page reads what arrives.
    if (agentSpoke && (env.isVisible?.() ?? true)) markRead();
    // AG6: a new agent brings a new card.
    if (after.userStatus === UserStatus.AGENT && after.agentId !== before.agentId) void loadCard(mine);
    if (before.chatStatus === 1 && after.chatStatus === 0) void afterClose();
  }

  /** CL3, CL4: with inviteEvaluate the rating comes before the page reacts to the end (hide, window close). */
  function afterClose(): Promise<void> {
    ended ??= (async () => {
      if (env.inviteEvaluate) await rate(false, true);
      env.onClosed?.();
    })();
    return ended;
  }

  async function loadCard(mine: number): Promise<void> {
    try {
      const res = await api.getAdminCard({ userId: state().userId });
      if (mine === run && res.code === ApiCode.OK) dispatch({ type: 'agentCardLoaded', card: res.data });
    } catch {
      // The header falls back to the agent's name.
    }
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
    if (isBlank(text) || !ready(s)) return false;
    // RB2: the robot phase asks the robot.
    if (s.connect === 'robot') return ask(text);
    const id = localMessageId('message', now());
    dispatch({ type: 'sendStarted', id, text, now: now() });
    await deliver(id, text.trim());
    return true;
  }

  async function ask(text: string, via: AskVia = {}): Promise<boolean> {
    if (isBlank(text) || !ready()) return false;
    if (state().connect !== 'robot') return sendText(text);
    const id = localMessageId('message', now());
    const startedAt = now();
    cancel(draftTimer);
    latestDraft = '';
    dispatch({ type: 'askStarted', id, text, ask: via, now: startedAt });
    await askRobot(run, id, text.trim(), via, startedAt);
    return true;
  }

  async function askRobot(mine: number, id: string, question: string, via: AskVia, startedAt: number): Promise<void> {
    const { userId, channel } = state();
    let answer: RobotAskAnswer;
    try {
      const res = await api.robotAsk({ userId, question, id, ...(channel ? { robotNo: channel.robotNo } : {}), ...via });
      if (mine !== run) return;
      if (res.code !== ApiCode.OK) return dispatch({ type: 'askFailed', id });
      answer = res.data;
    } catch {
      if (mine === run) dispatch({ type: 'askFailed', id });
      return;
    }
    const clicked = via.click !== undefined;
    // FQ3: a clicked question's answer follows it after CANNED_ANSWER_DELAY_MS, and the list scrolls at SCROLL_DELAY_MS.
    if (clicked) {
      const wait = startedAt + CANNED_ANSWER_DELAY_MS - now();
      if (wait > 0) await sleep(wait);
      if (mine !== run) return;
    }
    dispatch({ type: 'askAnswered', id, answer });
    if (clicked) later(Math.max(0, startedAt + SCROLL_DELAY_MS - now()), () => dispatch({ type: 'scrollRequested' }));
    follow(answer);
  }

  /** RB5–RB7: what a robot reply asks the widget to do next. */
  function follow(answer: RobotAskAnswer): void {
    const channel = state().channel;
    if (!channel) return;
    switch (replyOutcome(channel, answer)) {
      case 'reload':
        env.reload?.();
        return;
      case 'transfer':
        void transfer();
        return;
      case 'instructedTransfer':
        void transferWithNotice();
        return;
      case 'autoTransfer':
        later(AUTO_TRANSFER_DELAY_MS, () => {
          if (state().connect === 'robot') void transfer();
        });
        return;
      case 'show':
        return;
    }
  }

  function canned(question: string, answer: string): void {
    if (!ready()) return;
    const id = localMessageId('message', now());
    dispatch({ type: 'localAdded', id: `${id}-q`, role: 'visitor', text: question, now: now() });
    later(CANNED_ANSWER_DELAY_MS, () => {
      dispatch({ type: 'localAdded', id: `${id}-a`, role: 'robot', text: answer, now: now() });
      later(SCROLL_DELAY_MS - CANNED_ANSWER_DELAY_MS, () => dispatch({ type: 'scrollRequested' }));
    });
  }

  async function retry(localId: string): Promise<void> {
    const m = state().messages.find((x) => x.id === localId && x.status === MsgStatus.FAILED);
    if (!m || outgoing.retry(m)) return;
    // SE5, RB3: the same local id, so the server's dedup keeps one copy if the first try did arrive.
    if (m.ask) {
      dispatch({ type: 'askRetried', id: localId, now: now() });
      await askRobot(run, localId, m.msgContent, m.ask, now());
      return;
    }
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

  async function vote(key: string, useful: boolean): Promise<void> {
    const s = state();
    const m = s.messages.find((x) => x.key === key);
    // FB1, FB2
    if (!m || !m.docId || m.disabled !== undefined || !ready(s)) return;
    dispatch({ type: 'voteCast', key, disabled: useful ? DocFeedback.LIKED : DocFeedback.DISLIKED });
    try {
      const res = await api.commentDoc({
        userId: s.userId,
        docId: m.docId,
        isUseful: useful ? 1 : 0,
        ...(m.msgId !== undefined ? { msgId: m.msgId } : {}),
        ...(s.channel ? { robotNo: s.channel.robotNo } : {}),
      });
      dispatch({ type: 'voteSettled', key, disabled: res.code === ApiCode.OK ? res.data.disabled : undefined });
    } catch {
      dispatch({ type: 'voteSettled', key, disabled: undefined });
    }
  }

  async function transfer(opts: { groupId?: string } = {}): Promise<void> {
    const s = state();
    if (!ready(s) || s.transferring || s.userStatus === UserStatus.AGENT || s.userStatus === UserStatus.QUEUED) return;
    const mine = run;
    const preset = env.startFields();
    // GR1: groupMode 1 asks which group, unless the page named a group or an agent.
    if (opts.groupId === undefined && s.channel?.groupMode === 1 && !preset.groupId && !preset.adminId) {
      dispatch({ type: 'transferStarted', notice: false, now: now() });
      try {
        const res = await api.getChannelGroup({ userId: s.userId, channelId: s.channelId });
        if (mine !== run) return;
        if (res.code !== ApiCode.OK) return dispatch({ type: 'transferFailed', quiet: false, now: now() });
        dispatch({ type: 'groupsLoaded', groups: res.data, now: now() });
        // GR2: one group needs no choice.
        const only = res.data.length === 1 ? res.data[0] : undefined;
        if (only) await transferTo(mine, { quiet: false, notice: false, groupId: String(only.groupId) });
      } catch {
        if (mine === run) dispatch({ type: 'transferFailed', quiet: false, now: now() });
      }
      return;
    }
    await transferTo(mine, { quiet: false, notice: false, ...(opts.groupId !== undefined ? { groupId: opts.groupId } : {}) });
  }

  /** RB7: the robot's instruction to hand over shows a transferring notice until the result arrives. */
  async function transferWithNotice(): Promise<void> {
    const s = state();
    if (!ready(s) || s.transferring || s.connect !== 'robot') return;
    if (s.channel?.groupMode === 1) return transfer();
    await transferTo(run, { quiet: false, notice: true });
  }

  async function transferTo(mine: number, opts: { quiet: boolean; notice: boolean; groupId?: string }): Promise<void> {
    const preset = env.startFields();
    const groupId = opts.groupId ?? preset.groupId;
    dispatch({ type: 'transferStarted', notice: opts.notice, now: now() });
    try {
      const res = await api.transferAgent({
        userId: state().userId,
        ...(groupId !== undefined ? { groupId } : {}),
        ...(preset.adminId !== undefined ? { adminId: preset.adminId } : {}),
      });
      if (mine !== run) return;
      if (res.code !== ApiCode.OK) return dispatch({ type: 'transferFailed', quiet: opts.quiet, now: now() });
      const before = state();
      dispatch({ type: 'transferAnswered', answer: res.data, origin: { quiet: opts.quiet }, now: now() });
      const after = state();
      // TR2: nobody online sends the visitor to leave a message when the channel takes them.
      if (res.data.status === TransferStatus.NO_AGENT && !opts.quiet && after.channel?.leaveMsgMode === 1) {
        env.onAction?.({ type: 'leaveMessage' });
      }
      if (after.userStatus === UserStatus.AGENT && after.agentId !== before.agentId) await loadCard(mine);
    } catch {
      if (mine === run) dispatch({ type: 'transferFailed', quiet: opts.quiet, now: now() });
    }
  }

  function closeGroupPicker(): void {
    dispatch({ type: 'groupPickerClosed' });
  }

  function draftChanged(text: string): void {
    const s = state();
    if (!ready(s)) return;
    cancel(draftTimer);
    draftTimer = undefined;
    latestDraft = text;
    if (s.connect === 'robot') {
      // TP2: a blank draft clears the tips and asks nothing.
      if (isBlank(text)) return dispatch({ type: 'tipsLoaded', tips: [] });
      draftTimer = later(ROBOT_TIPS_DEBOUNCE_MS, () => void loadTips(run, text));
      return;
    }
    // AG4: the agent sees the draft while talking to the visitor.
    if (s.userStatus === UserStatus.AGENT) {
      draftTimer = later(TYPING_DEBOUNCE_MS, () => {
        api.typing({ userId: state().userId, msgContent: text }).catch(() => undefined);
      });
    }
  }

  async function loadTips(mine: number, question: string): Promise<void> {
    const s = state();
    try {
      const res = await api.robotTips({ userId: s.userId, question: question.trim(), ...(s.channel ? { robotNo: s.channel.robotNo } : {}) });
      // TP1: an answer for an older draft is dropped.
      if (mine !== run || latestDraft !== question || res.code !== ApiCode.OK) return;
      dispatch({ type: 'tipsLoaded', tips: res.data });
      const seq = state().tipsSeq;
      later(ROBOT_TIPS_HIDE_MS, () => dispatch({ type: 'tipsExpired', seq }));
    } catch {
      // Tips are a convenience; the visitor can still send.
    }
  }

  function markRead(): void {
    const { userId, pollId, phase } = state();
    if (phase !== 'ready' || !userId) return;
    api.msgComplete({ userId, pollId }).catch(() => undefined);
  }

  async function close(): Promise<boolean> {
    const s = state();
    if (s.phase !== 'ready' || s.chatStatus === 0) return false;
    visitorClosing = true;
    let closed = false;
    try {
      closed = (await api.chatClose({ userId: s.userId })).code === ApiCode.OK;
    } catch {
      // Not closed: the chat goes on.
    }
    visitorClosing = closed;
    if (!closed) return false;
    dispatch({ type: 'visitorClosed', now: now() });
    stopStream?.();
    await afterClose();
    return true;
  }

  async function submitForm(body: UserFormBody): Promise<Outcome> {
    const s = state();
    if (!s.entryForm) return { ok: true };
    try {
      const res = await api.submitUserForm({ userId: s.userId, ...body });
      // UF7: the server checks the same rules; its refusal names the field.
      if (res.code !== ApiCode.OK) return { ok: false, message: res.message };
    } catch {
      return { ok: false };
    }
    dispatch({ type: 'formSubmitted', now: now() });
    formAccepted?.();
    formAccepted = null;
    return { ok: true };
  }

  /** `quiet`: the closing flow offers a rating only when one can be given, without the RT9 notices. */
  async function rate(invited: boolean, quiet = false): Promise<void> {
    const s = state();
    if (s.phase !== 'ready' || !s.userId || s.rating || rateAsking) return;
    rateAsking = true;
    try {
      // RT9: isEvaluate first; the server knows whether this conversation can be rated now.
      const can = await api.isEvaluate({ userId: s.userId });
      if (can.code !== ApiCode.OK) return;
      const { enableEvaluate, target, reason, adminNick } = can.data;
      if (!enableEvaluate || !target) {
        if (!quiet) dispatch({ type: 'ratingRefused', reason: reason === 'ok' ? 'none' : reason, now: now() });
        return;
      }
      const info = await api.getEvaluateInfo({ channelId: s.channelId, ...(s.channel ? { tenantId: s.channel.tenantId } : {}) });
      if (info.code !== ApiCode.OK) return;
      dispatch({ type: 'ratingOpened', rating: { target, config: info.data, adminNick, invited } });
    } catch {
      // Rating is optional: a failed look-up leaves the chat as it was.
      return;
    } finally {
      rateAsking = false;
    }
    await new Promise<void>((resolve) => (ratingGone = resolve));
  }

  function settleRating(): void {
    ratingGone?.();
    ratingGone = null;
  }

  async function submitRating(fields: EvaluateFields): Promise<Outcome> {
    const s = state();
    if (!s.rating) return { ok: false };
    try {
      const res = await api.evaluate({ userId: s.userId, ...fields });
      if (res.code === ApiCode.CONFLICT) {
        // RT10: the server no longer takes a rating (rated meanwhile, say): the popup goes with its reason.
        dispatch({ type: 'ratingClosed' });
        settleRating();
      }
      if (res.code !== ApiCode.OK) return { ok: false, message: res.message };
    } catch {
      return { ok: false };
    }
    dispatch({ type: 'ratingSent', now: now() });
    settleRating();
    return { ok: true };
  }

  function closeRating(): void {
    dispatch({ type: 'ratingClosed' });
    settleRating();
  }

  function updateVisitor(info: VisitorInfo): void {
    const { userId, pollId } = state();
    if (!userId) {
      pendingInfo = { ...pendingInfo, ...info };
      return;
    }
    api.resetInfo({ userId, pollId, ...info }).catch(() => undefined);
  }

  function unload(): void {
    const { userId, pollId } = state();
    if (userId) api.beforeUnload({ userId, pollId }).catch(() => undefined);
  }

  return {
    store,
    boot,
    sendText,
    ask,
    canned,
    retry,
    loadHistory,
    vote,
    transfer,
    closeGroupPicker,
    draftChanged,
    markRead,
    close,
    submitForm,
    rate,
    submitRating,
    closeRating,
    updateVisitor,
    unload,
    sendFile: outgoing.sendFile,
    sendCard: outgoing.sendCard,
    postForm: outgoing.postForm,
    dispose: () => void newRun(),
  };
}

/** TS5: the stream's data is checked for the fields the machine relies on before it is applied. */
function isEventShape(data: unknown): data is VisitorEvent {
  if (typeof data !== 'object' || data === null) return false;
  const e = data as { eventId?: unknown; code?: unknown; message?: unknown };
  if (typeof e.eventId !== 'number' || typeof e.code !== 'number') return false;
  return e.code !== EventCode.AGENT_MESSAGE || (typeof e.message === 'object' && e.message !== null);
}
