/**
 * The robot phase (RB, FQ, W-MN5, FB in ./SPEC.md): questions to robotAsk, what a reply asks the widget to do next,
 * canned answers, and votes on answers.
 */
import {
  AUTO_TRANSFER_DELAY_MS,
  ApiCode,
  CANNED_ANSWER_DELAY_MS,
  DocFeedback,
  SCROLL_DELAY_MS,
  isBlank,
  localMessageId,
  type RobotAskAnswer,
} from '@parley/protocol';
import type { SessionEnv } from './env';
import { replyOutcome } from './robotRules';
import type { Runtime } from './runtime';
import type { AskVia, UiMessage } from './types';

export interface RobotDeps {
  env: Pick<SessionEnv, 'api' | 'reload'>;
  /** Typed text outside the robot phase goes to the agent. */
  sendText(text: string): Promise<boolean>;
  transfer(): Promise<void>;
  transferWithNotice(): Promise<void>;
  /** A question asked drops the draft's pending tips (W-TP1). */
  clearDraft(): void;
}

export interface Robot {
  /** A question asked of the robot; click 1 with a docId for menus, FAQ and suggestions (W-FQ3). */
  ask(text: string, via?: AskVia): Promise<boolean>;
  /** W-RB3: a failed question, asked again with the same local id. */
  retry(m: UiMessage & { id: string; ask: AskVia }): Promise<void>;
  /** W-MN5: a canned answer shown locally. */
  canned(question: string, answer: string): void;
  /** W-FB1–W-FB3: like (true) or dislike a robot answer, once. */
  vote(key: string, useful: boolean): Promise<void>;
  /** W-FW3: a flow step answered, kept on its message (updateSessionMsg). */
  answerFlow(key: string, docNode: string): Promise<void>;
}

export function createRobot(rt: Runtime, deps: RobotDeps): Robot {
  const { api } = deps.env;
  const { state, dispatch, now, later } = rt;

  async function ask(text: string, via: AskVia = {}): Promise<boolean> {
    if (isBlank(text) || !rt.ready()) return false;
    if (state().connect !== 'robot') return deps.sendText(text);
    const id = localMessageId('message', now());
    const startedAt = now();
    deps.clearDraft();
    dispatch({ type: 'askStarted', id, text, ask: via, now: startedAt });
    await askRobot(rt.run(), id, text.trim(), via, startedAt);
    return true;
  }

  async function askRobot(mine: number, id: string, question: string, via: AskVia, startedAt: number): Promise<void> {
    const { userId, channel } = state();
    let answer: RobotAskAnswer;
    try {
      const res = await api.robotAsk({ userId, question, id, ...(channel ? { robotNo: channel.robotNo } : {}), ...via });
      if (mine !== rt.run()) return;
      if (res.code !== ApiCode.OK) return dispatch({ type: 'askFailed', id });
      answer = res.data;
    } catch {
      if (mine === rt.run()) dispatch({ type: 'askFailed', id });
      return;
    }
    const clicked = via.click !== undefined;
    // W-FQ3: a clicked question's answer follows it after CANNED_ANSWER_DELAY_MS, and the list scrolls at SCROLL_DELAY_MS.
    if (clicked) {
      const wait = startedAt + CANNED_ANSWER_DELAY_MS - now();
      if (wait > 0) await rt.sleep(wait);
      if (mine !== rt.run()) return;
    }
    dispatch({ type: 'askAnswered', id, answer });
    if (clicked) later(Math.max(0, startedAt + SCROLL_DELAY_MS - now()), () => dispatch({ type: 'scrollRequested' }));
    follow(answer);
  }

  /** W-RB5–W-RB7: what a robot reply asks the widget to do next. */
  function follow(answer: RobotAskAnswer): void {
    const channel = state().channel;
    if (!channel) return;
    switch (replyOutcome(channel, answer)) {
      case 'reload':
        deps.env.reload?.();
        return;
      case 'transfer':
        void deps.transfer();
        return;
      case 'instructedTransfer':
        void deps.transferWithNotice();
        return;
      case 'autoTransfer':
        later(AUTO_TRANSFER_DELAY_MS, () => {
          if (state().connect === 'robot') void deps.transfer();
        });
        return;
      case 'show':
        return;
    }
  }

  async function retry(m: UiMessage & { id: string; ask: AskVia }): Promise<void> {
    dispatch({ type: 'askRetried', id: m.id, now: now() });
    await askRobot(rt.run(), m.id, m.msgContent, m.ask, now());
  }

  function canned(question: string, answer: string): void {
    if (!rt.ready()) return;
    const id = localMessageId('message', now());
    dispatch({ type: 'localAdded', id: `${id}-q`, role: 'visitor', text: question, now: now() });
    later(CANNED_ANSWER_DELAY_MS, () => {
      dispatch({ type: 'localAdded', id: `${id}-a`, role: 'robot', text: answer, now: now() });
      later(SCROLL_DELAY_MS - CANNED_ANSWER_DELAY_MS, () => dispatch({ type: 'scrollRequested' }));
    });
  }

  async function vote(key: string, useful: boolean): Promise<void> {
    const s = state();
    const m = s.messages.find((x) => x.key === key);
    // W-FB1, W-FB2
    if (!m || !m.docId || m.disabled !== undefined || !rt.ready(s)) return;
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

  async function answerFlow(key: string, docNode: string): Promise<void> {
    const s = state();
    const m = s.messages.find((x) => x.key === key);
    if (!m || m.msgId === undefined || !rt.ready(s)) return;
    dispatch({ type: 'flowAnswered', key, docNode });
    try {
      await api.updateSessionMsg({ userId: s.userId, msgId: m.msgId, operation: 'updateMsg', docNode });
    } catch {
      // Only a reload would miss it: the step already shows answered here.
    }
  }

  return { ask, retry, canned, vote, answerFlow };
}
