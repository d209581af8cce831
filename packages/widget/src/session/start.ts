/**
 * Start and entry (ST, UF, W-RB1, W-EM4 in ./SPEC.md): channelInfo, chatStart, the offline messages, the pre-chat
 * form, the entry the channel's receiveMode asks for, and going back through chatStart when the cursor is lost.
 */
import {
  ApiCode,
  IdentityRefusal,
  WorkspaceRefusal,
  ROBOT_GUIDE_DELAY_MS,
  UserStatus,
  type ChatMessage,
  type ChatStartAnswer,
  type ChatStartBody,
  type Envelope,
} from '@parley/protocol';
import type { Outcome, SessionEnv, VisitorInfo } from './env';
import { entryFor } from './robotRules';
import type { Runtime } from './runtime';
import { startBody } from './startBody';
import { userFormOf, type UserFormBody } from './userForm';

export interface StartDeps {
  env: Pick<SessionEnv, 'api' | 'identity' | 'startFields' | 'onChannel'>;
  /** W-ST8: the event feed of this run. */
  listen(mine: number): Promise<void>;
  /** W-ST7 */
  loadHistory(): Promise<void>;
  /** W-RB1: receiveMode 1 and 3 hand over at once. */
  transfer(): Promise<void>;
  /** W-ST4: the quiet transferAgent of a visitor who is with an agent or in line. */
  rejoin(mine: number): Promise<void>;
}

export interface Start {
  boot(channelId: string): Promise<void>;
  /** W-EV8: the server lost our cursor; go back through chatStart like a fresh page, keeping what is shown. */
  restart(): void;
  /** W-UF7 */
  submitForm(body: UserFormBody): Promise<Outcome>;
  /** W-EM4 */
  updateVisitor(info: VisitorInfo): void;
  /** W-ID8: the page has (new) word of who the visitor is; `startFields()` now carries the token. */
  identify(): void;
  /** W-ID11: a call was refused because the channel now chats with verified visitors only. */
  identityRequired(): void;
}

/** W-ID7, W-ID9: the server's reason for refusing an identity, from an answer's data. */
const refusalOf = (res: Envelope<unknown>): unknown => (res.data as { reason?: unknown } | null | undefined)?.reason;
/** W-ST9: a suspended workspace or a disabled channel: "chat unavailable", nothing to retry. */
const unavailable = (res: Envelope<unknown>): boolean =>
  refusalOf(res) === WorkspaceRefusal.SUSPENDED || refusalOf(res) === WorkspaceRefusal.CHANNEL_DISABLED;

export function createStart(rt: Runtime, deps: StartDeps): Start {
  const { api, identity } = deps.env;
  const { state, dispatch, now } = rt;
  // W-RB1: the first entry runs once per page, not again when a lost cursor restarts the session (W-EV8).
  let entered = false;
  // W-UF1: the entry waits here until the form is accepted.
  let formAccepted: (() => void) | null = null;
  // W-EM4: visitor data that arrived before chatStart answered goes out right after it.
  let pendingInfo: VisitorInfo | null = null;
  // W-ID7: a token the server refused is not sent again on this page.
  let refusedToken: string | undefined;
  // W-ID8: the identity token the running chat started with, and whether a newer one came while it was starting.
  let startedWith: string | undefined;
  let identifyAfterStart = false;

  async function boot(channelId: string): Promise<void> {
    const mine = rt.newRun();
    entered = false;
    dispatch({ type: 'channelRequested', channelId });
    try {
      const info = await api.channelInfo({ channelId });
      if (mine !== rt.run()) return;
      if (unavailable(info)) return void dispatch({ type: 'bootFailed', unavailable: true });
      if (info.code !== ApiCode.OK) throw new Error(info.message);
      dispatch({ type: 'channelLoaded', channel: info.data });
      await deps.env.onChannel?.(info.data);
      await startChat(mine);
    } catch {
      // W-ST6: chat-init errors are swallowed; the screen offers a retry.
      if (mine === rt.run()) dispatch({ type: 'bootFailed' });
    }
  }

  /** The identity token startFields offers, unless the server refused it already. */
  function currentToken(): string | undefined {
    const token = deps.env.startFields().identityToken;
    return token && token !== refusedToken ? token : undefined;
  }

  /** chatStart; W-ID7: a refused identity token is dropped with a warning and the visitor starts anonymously. */
  async function chatStart(body: ChatStartBody): Promise<Envelope<ChatStartAnswer>> {
    const { identityToken, ...anonymous } = body;
    const res = await api.chatStart(identityToken ? body : anonymous);
    if (!identityToken || res.code !== ApiCode.UNAUTHORIZED || refusalOf(res) !== IdentityRefusal.INVALID) return res;
    refusedToken = identityToken;
    console.warn(`[parley] the identity token was refused (${res.message}); chatting anonymously`);
    return api.chatStart(anonymous);
  }

  async function startChat(mine: number): Promise<void> {
    const { channelId } = state();
    const stored = identity.load(channelId);
    const token = currentToken();
    // W-ST2: the stored userId resumes the visitor.
    const res = await chatStart(startBody(deps.env.startFields(), token, channelId, stored?.userId));
    if (mine !== rt.run()) return;
    // W-ID9: a channel for signed-in visitors only waits for the page's word (identify) instead of offering a retry.
    if (res.code === ApiCode.FORBIDDEN && refusalOf(res) === IdentityRefusal.REQUIRED) {
      dispatch({ type: 'bootFailed', identityRequired: true });
      return;
    }
    if (unavailable(res)) return void dispatch({ type: 'bootFailed', unavailable: true });
    if (res.code !== ApiCode.OK) throw new Error(res.message);
    startedWith = token === refusedToken ? undefined : token;
    identity.save(channelId, res.data);
    // W-ST7, W-ID8: a verified visitor may have talked from another device: their history is loaded like a resumed one's.
    const resumed = (stored !== null && stored.userId === res.data.userId) || (token !== undefined && token !== refusedToken);
    const status = res.data.status;
    // W-UF1: a visitor with an agent or in line, or who already filled it in, is past the form; everyone else meets it first.
    const form =
      !entered &&
      !res.data.userFormDone &&
      status !== UserStatus.AGENT &&
      status !== UserStatus.QUEUED &&
      userFormOf(state().channel!) !== null;
    dispatch({ type: 'started', answer: res.data, resumed, form, now: now() });
    if (pendingInfo) {
      updateVisitor(pendingInfo);
      pendingInfo = null;
    }
    // W-ST3: a visitor this chatStart created has no offline messages yet; the greeting does not wait a round trip.
    if (status === UserStatus.OFFLINE) {
      if (resumed) await loadOffline(mine);
      else dispatch({ type: 'offlineLoaded', messages: [], now: now() });
    }
    // W-ST7
    if (resumed && mine === rt.run()) void deps.loadHistory();
    if (mine === rt.run()) void deps.listen(mine);
    if (identifyAfterStart && mine === rt.run()) {
      identifyAfterStart = false;
      identify();
    }
    if (mine === rt.run() && !entered) {
      entered = true;
      await enter(mine, status);
    }
  }

  /**
   * W-ID8: a token that arrives once the chat runs (a sign-in on a single-page site) goes out in a new chatStart.
   * The same visitor (now linked) keeps everything on screen; another one (the user's own, from another device)
   * starts the session over as them, history and all. W-ID9: a channel that waited for it starts now.
   */
  function identify(): void {
    const s = state();
    const token = currentToken();
    if (!token || token === startedWith) return;
    if (s.phase === 'failed' && s.identityRequired) return void boot(s.channelId);
    if (s.phase !== 'ready') {
      identifyAfterStart = s.phase === 'starting';
      return;
    }
    const mine = rt.run();
    const stored = identity.load(s.channelId);
    chatStart(startBody(deps.env.startFields(), token, s.channelId, stored?.userId))
      .then((res) => {
        if (mine !== rt.run() || res.code !== ApiCode.OK) return;
        identity.save(s.channelId, res.data);
        startedWith = token;
        if (res.data.userId !== s.userId) void boot(s.channelId);
      })
      .catch(() => undefined);
  }

  async function enter(mine: number, status: number): Promise<void> {
    const channel = state().channel;
    if (!channel) return;
    // W-ST4: a visitor who is with an agent or in line asks again, quietly, to learn where they stand.
    if (status === UserStatus.AGENT || status === UserStatus.QUEUED) return deps.rejoin(mine);
    if (state().entryForm) await new Promise<void>((resolve) => (formAccepted = resolve));
    if (mine !== rt.run() || !rt.ready()) return;
    // W-RB1
    switch (entryFor(channel)) {
      case 'robot':
        rt.later(ROBOT_GUIDE_DELAY_MS, () => dispatch({ type: 'faqOffered', now: now() }));
        return;
      case 'forceTransfer':
        dispatch({ type: 'manualForced' });
        return deps.transfer();
      case 'transfer':
        return deps.transfer();
    }
  }

  async function loadOffline(mine: number): Promise<void> {
    const { userId, pollId } = state();
    let messages: ChatMessage[] = [];
    try {
      const res = await api.getOfflineMsg({ userId, pollId });
      if (res.code === ApiCode.OK) messages = res.data.msgList;
    } catch {
      // W-ST3: without offline messages the greeting still follows.
    }
    if (mine === rt.run()) dispatch({ type: 'offlineLoaded', messages, now: now() });
  }

  function restart(): void {
    const mine = rt.newRun();
    dispatch({ type: 'cursorGone' });
    startChat(mine).catch(() => {
      if (mine === rt.run()) dispatch({ type: 'bootFailed' });
    });
  }

  async function submitForm(body: UserFormBody): Promise<Outcome> {
    const s = state();
    if (!s.entryForm) return { ok: true };
    try {
      const res = await api.submitUserForm({ userId: s.userId, ...body });
      // W-UF7: the server checks the same rules; its refusal names the field.
      if (res.code !== ApiCode.OK) return { ok: false, code: res.code, message: res.message };
    } catch {
      return { ok: false };
    }
    dispatch({ type: 'formSubmitted', now: now() });
    formAccepted?.();
    formAccepted = null;
    return { ok: true };
  }

  function updateVisitor(info: VisitorInfo): void {
    const { userId, pollId } = state();
    if (!userId) {
      pendingInfo = { ...pendingInfo, ...info };
      return;
    }
    api.resetInfo({ userId, pollId, ...info }).catch(() => undefined);
  }

  /** W-ID11: the run ends (feed, timers, calls in flight) and the screen asks for a sign-in, as at the start (W-ID9). */
  function identityRequired(): void {
    const s = state();
    if (s.phase === 'failed' && s.identityRequired) return;
    rt.newRun();
    startedWith = undefined;
    dispatch({ type: 'bootFailed', identityRequired: true });
  }

  return { boot, restart, submitForm, updateVisitor, identify, identityRequired };
}
