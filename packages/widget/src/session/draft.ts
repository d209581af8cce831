/**
 * The composer's draft (TP, W-AG4 in ./SPEC.md): robotTips for it in the robot phase, a typing report to the agent
 * while talking to one. Both wait out a debounce; a new draft replaces the pending one.
 */
import { ApiCode, ROBOT_TIPS_DEBOUNCE_MS, ROBOT_TIPS_HIDE_MS, TYPING_DEBOUNCE_MS, UserStatus, isBlank } from '@parley/protocol';
import type { VisitorApi } from '../api/visitor';
import type { Runtime, Timer } from './runtime';

export interface Draft {
  /** W-TP1, W-AG4: the composer's draft changed. */
  changed(text: string): void;
  /** The draft was sent: its pending tips are not wanted any more. */
  clear(): void;
}

export function createDraft(rt: Runtime, api: Pick<VisitorApi, 'robotTips' | 'typing'>): Draft {
  const { state, dispatch, later } = rt;
  let timer: Timer | undefined;
  let latest = '';

  function changed(text: string): void {
    const s = state();
    if (!rt.ready(s)) return;
    rt.cancel(timer);
    timer = undefined;
    latest = text;
    if (s.connect === 'robot') {
      // W-TP2: a blank draft clears the tips and asks nothing.
      if (isBlank(text)) return dispatch({ type: 'tipsLoaded', tips: [] });
      timer = later(ROBOT_TIPS_DEBOUNCE_MS, () => void loadTips(rt.run(), text));
      return;
    }
    // W-AG4: the agent sees the draft while talking to the visitor.
    if (s.userStatus === UserStatus.AGENT) {
      timer = later(TYPING_DEBOUNCE_MS, () => {
        api.typing({ userId: state().userId, msgContent: text }).catch(() => undefined);
      });
    }
  }

  async function loadTips(mine: number, question: string): Promise<void> {
    const s = state();
    try {
      const res = await api.robotTips({
        userId: s.userId,
        question: question.trim(),
        ...(s.channel ? { robotNo: s.channel.robotNo } : {}),
      });
      // W-TP1: an answer for an older draft is dropped.
      if (mine !== rt.run() || latest !== question || res.code !== ApiCode.OK) return;
      dispatch({ type: 'tipsLoaded', tips: res.data });
      const seq = state().tipsSeq;
      later(ROBOT_TIPS_HIDE_MS, () => dispatch({ type: 'tipsExpired', seq }));
    } catch {
      // Tips are a convenience; the visitor can still send.
    }
  }

  function clear(): void {
    rt.cancel(timer);
    timer = undefined;
    latest = '';
  }

  return { changed, clear };
}
