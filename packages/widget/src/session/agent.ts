/**
 * Reaching a person (TR, GR, AG in ./SPEC.md): transferAgent with the group choice, the agent's card, read marks.
 */
import { ApiCode, TransferStatus, UserStatus } from '@parley/protocol';
import type { SessionEnv } from './env';
import type { Runtime } from './runtime';

type TransferOpts = { quiet: boolean; notice: boolean; groupId?: string };

export interface Agent {
  /** W-TR1, W-GR1: ask for a person, through the group choice when the channel has one. */
  transfer(opts?: { groupId?: string }): Promise<void>;
  /** W-RB7: the robot's instruction to hand over shows a transferring notice until the result arrives. */
  transferWithNotice(): Promise<void>;
  /** W-ST4: a resumed visitor with an agent or in line asks again, quietly, to learn the agent, card and position. */
  rejoin(mine: number): Promise<void>;
  closeGroupPicker(): void;
  /** W-AG6 */
  loadCard(mine: number): Promise<void>;
  /** W-AG3: mark the conversation read. */
  markRead(): void;
}

export function createAgent(rt: Runtime, env: Pick<SessionEnv, 'api' | 'startFields' | 'onAction'>): Agent {
  const { api } = env;
  const { state, dispatch, now } = rt;

  async function transfer(opts: { groupId?: string } = {}): Promise<void> {
    const s = state();
    if (!rt.ready(s) || s.transferring || s.userStatus === UserStatus.AGENT || s.userStatus === UserStatus.QUEUED) return;
    const mine = rt.run();
    const preset = env.startFields();
    // W-GR1: groupMode 1 asks which group, unless the page named a group or an agent.
    if (opts.groupId === undefined && s.channel?.groupMode === 1 && !preset.groupId && !preset.adminId) {
      dispatch({ type: 'transferStarted', notice: false, now: now() });
      try {
        const res = await api.getChannelGroup({ userId: s.userId, channelId: s.channelId });
        if (mine !== rt.run()) return;
        if (res.code !== ApiCode.OK) return dispatch({ type: 'transferFailed', quiet: false, now: now() });
        dispatch({ type: 'groupsLoaded', groups: res.data, now: now() });
        // W-GR2: one group needs no choice.
        const only = res.data.length === 1 ? res.data[0] : undefined;
        if (only) await transferTo(mine, { quiet: false, notice: false, groupId: String(only.groupId) });
      } catch {
        if (mine === rt.run()) dispatch({ type: 'transferFailed', quiet: false, now: now() });
      }
      return;
    }
    await transferTo(mine, { quiet: false, notice: false, ...(opts.groupId !== undefined ? { groupId: opts.groupId } : {}) });
  }

  async function transferWithNotice(): Promise<void> {
    const s = state();
    if (!rt.ready(s) || s.transferring || s.connect !== 'robot') return;
    if (s.channel?.groupMode === 1) return transfer();
    await transferTo(rt.run(), { quiet: false, notice: true });
  }

  async function transferTo(mine: number, opts: TransferOpts): Promise<void> {
    const preset = env.startFields();
    const groupId = opts.groupId ?? preset.groupId;
    dispatch({ type: 'transferStarted', notice: opts.notice, now: now() });
    try {
      const res = await api.transferAgent({
        userId: state().userId,
        ...(groupId !== undefined ? { groupId } : {}),
        ...(preset.adminId !== undefined ? { adminId: preset.adminId } : {}),
      });
      if (mine !== rt.run()) return;
      if (res.code !== ApiCode.OK) return dispatch({ type: 'transferFailed', quiet: opts.quiet, now: now() });
      const before = state();
      dispatch({ type: 'transferAnswered', answer: res.data, origin: { quiet: opts.quiet }, now: now() });
      const after = state();
      // W-TR2: nobody online sends the visitor to leave a message when the channel takes them.
      if (res.data.status === TransferStatus.NO_AGENT && !opts.quiet && after.channel?.leaveMsgMode === 1) {
        env.onAction?.({ type: 'leaveMessage', away: true });
      }
      if (after.userStatus === UserStatus.AGENT && after.agentId !== before.agentId) await loadCard(mine);
    } catch {
      if (mine === rt.run()) dispatch({ type: 'transferFailed', quiet: opts.quiet, now: now() });
    }
  }

  async function loadCard(mine: number): Promise<void> {
    try {
      const res = await api.getAdminCard({ userId: state().userId });
      if (mine === rt.run() && res.code === ApiCode.OK) dispatch({ type: 'agentCardLoaded', card: res.data });
    } catch {
      // The header falls back to the agent's name.
    }
  }

  function markRead(): void {
    const { userId, pollId, phase } = state();
    if (phase !== 'ready' || !userId) return;
    api.msgComplete({ userId, pollId }).catch(() => undefined);
  }

  return {
    transfer,
    transferWithNotice,
    rejoin: (mine) => transferTo(mine, { quiet: true, notice: false }),
    closeGroupPicker: () => dispatch({ type: 'groupPickerClosed' }),
    loadCard,
    markRead,
  };
}
