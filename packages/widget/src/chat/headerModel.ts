/** What the header shows for a session: title, the line under it, and whose face. Pure. */
import { UserStatus, type ChannelInfo } from '@parley/protocol';
import type { SessionState } from '../session/types';
import type { AvatarKind } from './Avatar';

export type Subtitle =
  | { kind: 'typing' }
  | { kind: 'ended' }
  | { kind: 'queued'; position: number }
  | { kind: 'text'; text: string }
  | { kind: 'role'; role: AvatarKind };

export interface HeaderModel {
  title: string;
  subtitle: Subtitle;
  avatar: { src: string | undefined; kind: AvatarKind };
}

/** `signature` is the agent card's line (W-AG6), once getAdminCard answered; it fills the slot under the name. */
export function headerModel(state: SessionState, channel: ChannelInfo, face?: string, signature?: string): HeaderModel {
  const manual = state.connect === 'manual';
  const title = manual ? state.agentNick || channel.titleDesc || channel.robotName : channel.titleDesc || channel.robotName;

  let subtitle: Subtitle;
  // Once the chat is over nobody is 'online' behind the header any more.
  if (state.chatStatus === 0) subtitle = { kind: 'ended' };
  else if (state.agentTyping) subtitle = { kind: 'typing' };
  else if (state.userStatus === UserStatus.QUEUED && state.waitIndex > 0) subtitle = { kind: 'queued', position: state.waitIndex };
  else if (manual && signature) subtitle = { kind: 'text', text: signature };
  else if (!manual && channel.titleDesc && channel.robotName && channel.robotName !== title)
    subtitle = { kind: 'text', text: channel.robotName };
  else subtitle = { kind: 'role', role: manual ? 'agent' : 'robot' };

  const avatar = manual
    ? { src: face || channel.avatar || undefined, kind: 'agent' as const }
    : { src: channel.robotIcon || channel.avatar || undefined, kind: 'robot' as const };
  return { title, subtitle, avatar };
}
