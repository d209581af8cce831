/**
 * A chat session: the one object the page and its components talk to. It composes the parts, each over the same
 * runtime (./runtime.ts: store, clock, timers, run counter): start and entry (./start.ts), the event feed
 * (./feed.ts), typed text and history (./conversation.ts), the robot (./robot.ts), the draft (./draft.ts), reaching
 * a person (./agent.ts), files and cards (./outgoing.ts), rating (./rating.ts) and closing (./closing.ts). No React
 * and no DOM here; the page wires the side effects it needs through `env`. Rule ids refer to ./SPEC.md.
 */
import type { FromRequestBody } from '@parley/protocol';
import { createAgent } from './agent';
import { createClosing } from './closing';
import { createConversation } from './conversation';
import { createDraft } from './draft';
import type { Outcome, SessionEnv, VisitorInfo } from './env';
import { createFeed } from './feed';
import { guardIdentity } from './identityGuard';
import { createOutgoing, type FileMeta, type FormOutcome } from './outgoing';
import { createRating, type EvaluateFields } from './rating';
import { createRobot } from './robot';
import { createRuntime } from './runtime';
import { createStart } from './start';
import type { Store } from './store';
import type { Action, AskVia, SessionState } from './types';
import type { UserFormBody } from './userForm';

export type { Outcome, SessionEnv, VisitorAction, VisitorInfo } from './env';

export interface Session {
  store: Store<SessionState, Action>;
  boot(channelId: string): Promise<void>;
  /** Typed text: asked of the robot in the robot phase (W-RB2), sent to the agent otherwise. False when nothing went. */
  sendText(text: string): Promise<boolean>;
  /** A question asked of the robot; click 1 with a docId for menus, FAQ and suggestions (W-FQ3). */
  ask(text: string, via?: AskVia): Promise<boolean>;
  /** W-MN5: a canned answer shown locally. */
  canned(question: string, answer: string): void;
  retry(localId: string): Promise<void>;
  /** W-UP1–W-UP6: a checked file, uploaded with progress and then sent as its msgType. */
  sendFile(file: Blob, meta: FileMeta): Promise<boolean>;
  /** W-UP10, W-MT8: a card or form reply as the visitor's message. */
  sendCard(msgType: number, content: string): Promise<boolean>;
  /** W-MT6: an in-chat form posted through fromRequest. */
  postForm(body: Omit<FromRequestBody, 'userId'>): Promise<FormOutcome>;
  loadHistory(): Promise<void>;
  /** W-FB1–W-FB3: like (true) or dislike a robot answer, once. */
  vote(key: string, useful: boolean): Promise<void>;
  /** W-FW3: records how the visitor answered a flow step (updateSessionMsg), so a reload shows it answered. */
  answerFlow(key: string, docNode: string): Promise<void>;
  /** W-TR1, W-GR1: ask for a person, through the group choice when the channel has one. */
  transfer(opts?: { groupId?: string }): Promise<void>;
  closeGroupPicker(): void;
  /** W-TP1, W-AG4: the composer's draft changed. */
  draftChanged(text: string): void;
  /** W-AG3: mark the conversation read. */
  markRead(): void;
  close(): Promise<boolean>;
  /** W-UF7: sends the pre-chat form; the entry goes on once it is accepted. */
  submitForm(body: UserFormBody): Promise<Outcome>;
  /** W-RT1, W-RT9: opens the rating popup when a rating can be given; resolves once the popup is gone. */
  rate(invited: boolean, star?: number): Promise<void>;
  /** W-RT8, W-RT10 */
  submitRating(fields: EvaluateFields): Promise<Outcome>;
  closeRating(): void;
  /** W-EM4: resetInfo with what the embedding page tells about the visitor. */
  updateVisitor(info: VisitorInfo): void;
  /** W-ID8: the page sent an identity token (startFields carries it): chat as the verified visitor. */
  identify(): void;
  unload(): void;
  dispose(): void;
}

export function createSession(pageEnv: SessionEnv): Session {
  const rt = createRuntime(pageEnv.now ?? Date.now);
  // W-ID11: any call refused for want of a verified identity ends the session on the sign-in notice.
  const api = guardIdentity(pageEnv.api, () => start.identityRequired());
  const env: SessionEnv = { ...pageEnv, api };
  const outgoing = createOutgoing({
    api,
    store: rt.store,
    now: rt.now,
    ...(env.upload ? { upload: env.upload } : {}),
    ...(env.productCard ? { productCard: env.productCard } : {}),
  });
  const rating = createRating(rt, api);
  const agent = createAgent(rt, env);
  const draft = createDraft(rt, api);
  // The parts call each other both ways (typed text in the robot phase is a question, a question outside it is
  // typed text; the feed ends the chat, closing stops the feed): those calls go through arrows, bound once all exist.
  const closing = createClosing(rt, { env, rate: rating.rate, offer: rating.offer, stopFeed: () => feed.stop() });
  const feed = createFeed(rt, {
    api,
    env,
    restart: () => start.restart(),
    visitorClosing: closing.visitorClosing,
    afterClose: closing.afterClose,
    markRead: agent.markRead,
    loadCard: agent.loadCard,
  });
  const robot = createRobot(rt, {
    env,
    sendText: (text) => conversation.sendText(text),
    transfer: agent.transfer,
    transferWithNotice: agent.transferWithNotice,
    clearDraft: draft.clear,
  });
  const conversation = createConversation(rt, { api, ask: robot.ask, retryAsk: robot.retry, retryOutgoing: outgoing.retry });
  const start = createStart(rt, {
    env,
    listen: feed.listen,
    loadHistory: conversation.loadHistory,
    transfer: agent.transfer,
    rejoin: agent.rejoin,
  });

  return {
    store: rt.store,
    boot: start.boot,
    sendText: conversation.sendText,
    ask: robot.ask,
    canned: robot.canned,
    retry: conversation.retry,
    loadHistory: conversation.loadHistory,
    vote: robot.vote,
    answerFlow: robot.answerFlow,
    transfer: agent.transfer,
    closeGroupPicker: agent.closeGroupPicker,
    draftChanged: draft.changed,
    markRead: agent.markRead,
    close: closing.close,
    submitForm: start.submitForm,
    rate: (invited, star) => rating.rate(invited, false, star),
    submitRating: rating.submitRating,
    closeRating: rating.closeRating,
    updateVisitor: start.updateVisitor,
    identify: start.identify,
    unload: closing.unload,
    sendFile: outgoing.sendFile,
    sendCard: outgoing.sendCard,
    postForm: outgoing.postForm,
    dispose: () => void rt.newRun(),
  };
}
