/** The robot's decisions (chat-session.md §4): first entry, reply status, transfer buttons. Pure; ids in ./SPEC.md. */
import {
  AnswerType,
  DocFeedback,
  ReceiveMode,
  RobotReplyStatus,
  AskClick,
  TO_CUSTOMER_SERVICE,
  type AnswerItem,
  type ButtonItem,
  type ChannelInfo,
} from '@parley/protocol';
import type { AskVia } from './types';

/** W-RB1: what the first entry does by receiveMode. */
export type Entry = 'robot' | 'transfer' | 'forceTransfer';

export function entryFor(channel: ChannelInfo): Entry {
  if (channel.receiveMode === ReceiveMode.AGENT_FIRST) return 'transfer';
  if (channel.receiveMode === ReceiveMode.FORCE_AGENT) return 'forceTransfer';
  return 'robot';
}

/** W-RB1: 1 and 3 hand over at once, so only 0 and 2 greet with the robot and its FAQ. */
export const robotGreets = (channel: ChannelInfo) => entryFor(channel) === 'robot';

/** The robot*TransferUserMode that applies to an answer type (W-RB6): 0 nothing, 1 a button, 2 transfer by itself. */
export function transferModeFor(channel: ChannelInfo, answerType: number | undefined): number {
  if (channel.transferUserMode !== 1) return 0;
  if (answerType === AnswerType.ANSWER) return channel.robotAnswerTransferUserMode;
  if (answerType === AnswerType.CLARIFY) return channel.robotGuideTransferUserMode;
  return channel.robotUnknownTransferUserMode;
}

export const asksForHuman = (answers: readonly AnswerItem[] | undefined) =>
  (answers ?? []).some((a) => a.instruction === TO_CUSTOMER_SERVICE);

/** What follows a robot reply (W-RB5–W-RB7). */
export type ReplyOutcome = 'reload' | 'transfer' | 'instructedTransfer' | 'autoTransfer' | 'show';

export function replyOutcome(
  channel: ChannelInfo,
  reply: { status: number; answerType: number; answers: readonly AnswerItem[] },
): ReplyOutcome {
  if (reply.status === RobotReplyStatus.RELOAD) return 'reload';
  if (reply.status === RobotReplyStatus.TRANSFER) return 'transfer';
  if (asksForHuman(reply.answers)) return 'instructedTransfer';
  return transferModeFor(channel, reply.answerType) === 2 ? 'autoTransfer' : 'show';
}

/**
 * W-RB6: a robot answer offers the transfer button while the robot is still the one answering; W-RB10: so does an answer
 * to a visitor who asked for a person (the server's showTransferBtn), whatever the mode of its answer type.
 */
export function showsTransferButton(
  channel: ChannelInfo,
  connect: 'robot' | 'manual',
  m: { answerType?: number | undefined; answers?: readonly AnswerItem[] | undefined; showTransferBtn?: boolean | undefined },
): boolean {
  if (connect !== 'robot' || m.answerType === undefined || asksForHuman(m.answers) || channel.transferUserMode !== 1) return false;
  return m.showTransferBtn === true || transferModeFor(channel, m.answerType) === 1;
}

/** W-FB1: like and dislike need a document, the channel's commentDocMode, and `disabled` not 2. */
export function showsFeedback(m: { docId?: string | undefined; disabled?: number | undefined }, commentDocMode: number): boolean {
  return !!m.docId && commentDocMode === 1 && m.disabled !== DocFeedback.HIDDEN;
}

/** W-RB9: how a tapped button asks: as a click, with its own fields, and its bound document as docId. */
export function buttonAsk(b: ButtonItem): AskVia {
  return {
    click: AskClick.MENU,
    button: b.button ?? b.text,
    ...(b.nodeId ? { nodeId: b.nodeId } : {}),
    ...(b.itemId ? { itemId: b.itemId } : {}),
    // W-FW4: a flow's button names its flow instead of a document.
    ...(b.bindValue ? { bindValue: b.bindValue, ...(b.bingCode ? {} : { docId: b.bindValue }) } : {}),
    ...(b.bingCode ? { bingCode: b.bingCode } : {}),
  };
}
