import { SenderType, type ChatMessage } from '@parley/protocol';
import type { MessageRow } from '../../platform/db/schema.js';

/** A stored message as the visitor sees it: recalled ones lose their content. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return view(row, 'visitor');
}

/** A stored message as agents see it: recalled ones keep their content, for the record. */
export function toAgentMessage(row: MessageRow): ChatMessage {
  const m = view(row, 'agent');
  return row.sender_id != null && row.sender_type === SenderType.AGENT ? { ...m, senderId: Number(row.sender_id) } : m;
}

function view(row: MessageRow, viewer: 'visitor' | 'agent'): ChatMessage {
  let extra: Record<string, unknown> = {};
  // Most messages carry nothing extra: no parse for them (each message is viewed twice, for agents and the visitor).
  if (row.extra !== '{}') {
    try {
      extra = JSON.parse(row.extra) as Record<string, unknown>;
    } catch {
      extra = {};
    }
  }
  const recalled = row.recall_flag === 1 && viewer === 'visitor';
  // S-SW2: a masked message reads masked to the other side; its author keeps what they wrote.
  const reader = viewer === 'visitor' ? row.sender_type === SenderType.AGENT : row.sender_type === SenderType.VISITOR;
  const masked = reader && extra.sensitiveAction === 'mask' && typeof extra.msgTransContent === 'string';
  // Which words an agent's message had is the tenant's business, not the visitor's.
  if (viewer === 'visitor' && row.sender_type === SenderType.AGENT) {
    delete extra.sensitiveWords;
    delete extra.sensitiveAction;
    // Which of the tenant's API keys sent it, likewise.
    delete extra.apiKeyId;
  }
  return {
    ...(extra as Partial<ChatMessage>),
    msgId: Number(row.id),
    ...(row.client_id ? { id: row.client_id } : {}),
    sessionId: Number(row.session_id),
    msgContent: recalled ? '' : masked ? (extra.msgTransContent as string) : row.content,
    msgType: row.msg_type,
    senderType: row.sender_type,
    senderName: row.sender_name,
    msgTime: Number(row.created_at),
    recallFlag: row.recall_flag,
    insideFlag: row.inside_flag,
    sensitiveFlag: row.sensitive_flag,
  };
}

/** Whether the visitor may see a message at all. */
export function visibleToVisitor(row: Pick<MessageRow, 'inside_flag' | 'sensitive_flag' | 'sender_type'>): boolean {
  if (row.inside_flag === 1) return false;
  return !(row.sensitive_flag === 1 && row.sender_type === SenderType.AGENT);
}
