/** Typed text and its retries (SE in ./SPEC.md), and the history above it (HI). */
import { ApiCode, HISTORY_PAGE_SIZE, MsgStatus, MsgType, isBlank, localMessageId } from '@parley/protocol';
import type { VisitorApi } from '../api/visitor';
import { oldestServerTime } from './messages';
import type { Robot } from './robot';
import type { Runtime } from './runtime';
import type { UiMessage } from './types';

export interface ConversationDeps {
  api: Pick<VisitorApi, 'sendMsg' | 'getHistoryMsg' | 'checkSensitive'>;
  /** W-RB2: typed text in the robot phase is a question. */
  ask: Robot['ask'];
  /** W-RB3 */
  retryAsk: Robot['retry'];
  /** W-UP6, W-SE5: files and cards retry themselves; false for typed text. */
  retryOutgoing(m: UiMessage): boolean;
}

export interface Conversation {
  /** Typed text: asked of the robot in the robot phase (W-RB2), sent to the agent otherwise. False when nothing went. */
  sendText(text: string): Promise<boolean>;
  retry(localId: string): Promise<void>;
  loadHistory(): Promise<void>;
}

export function createConversation(rt: Runtime, deps: ConversationDeps): Conversation {
  const { api } = deps;
  const { state, dispatch, now } = rt;

  async function deliver(id: string, msgContent: string): Promise<void> {
    const { userId } = state();
    try {
      const res = await api.sendMsg({ userId, msgContent, msgType: MsgType.TEXT, id });
      dispatch(res.code === ApiCode.OK ? { type: 'sendSucceeded', id, message: res.data } : { type: 'sendFailed', id });
    } catch {
      dispatch({ type: 'sendFailed', id });
    }
  }

  /** W-SE7: checkSensitive first; a draft the tenant blocks is not sent. An unanswered check lets the server judge. */
  async function refused(id: string, msgContent: string): Promise<boolean> {
    try {
      const res = await api.checkSensitive({ userId: state().userId, msgContent });
      if (res.code !== ApiCode.OK || res.data.sensitiveAction !== 'block') return false;
      dispatch({ type: 'sendRefused', id, words: res.data.sensitiveWords });
      return true;
    } catch {
      return false;
    }
  }

  async function sendText(text: string): Promise<boolean> {
    const s = state();
    if (isBlank(text) || !rt.ready(s)) return false;
    if (s.connect === 'robot') return deps.ask(text);
    const id = localMessageId('message', now());
    dispatch({ type: 'sendStarted', id, text, now: now() });
    if (await refused(id, text.trim())) return true;
    await deliver(id, text.trim());
    return true;
  }

  async function retry(localId: string): Promise<void> {
    const m = state().messages.find((x) => x.id === localId && x.status === MsgStatus.FAILED);
    if (!m || deps.retryOutgoing(m)) return;
    // W-SE5, W-RB3: the same local id, so the server's dedup keeps one copy if the first try did arrive.
    if (m.ask) return deps.retryAsk({ ...m, id: localId, ask: m.ask });
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
        res.code === ApiCode.OK ? { type: 'historyLoaded', messages: res.data, pageSize: HISTORY_PAGE_SIZE } : { type: 'historyFailed' },
      );
    } catch {
      dispatch({ type: 'historyFailed' });
    }
  }

  return { sendText, retry, loadHistory };
}
