import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { LockOutlined, RobotOutlined } from '@ant-design/icons';
import { MsgType, SenderType, type ChatMessage } from '@parley/protocol';
import { formatDateTime } from '../format';
import { messageText } from './preview';

interface Props {
  message: Pick<ChatMessage, 'msgContent' | 'msgType' | 'senderType' | 'msgTime'> & Partial<ChatMessage>;
  /** Under the bubble: "Seen", a failed-send retry, the withdraw action. */
  footer?: ReactNode;
  pending?: boolean;
}

const SIDE: Record<number, string> = { [SenderType.VISITOR]: 'visitor', [SenderType.AGENT]: 'agent', [SenderType.ROBOT]: 'robot', [SenderType.SYSTEM]: 'system' };

/** One message: visitor on the left, agents on the right, robot left in its own colour, system notices centred, notes highlighted. */
export function MessageBubble({ message: m, footer, pending }: Props) {
  const side = SIDE[m.senderType] ?? 'system';
  const time = new Date(m.msgTime).toTimeString().slice(0, 5);
  if (side === 'system') {
    return (
      <div className="msg-row system">
        <span className="msg-system">{messageText(m)}</span>
      </div>
    );
  }
  const note = m.insideFlag === 1;
  const recalled = m.recallFlag === 1;
  const classes = ['msg-bubble', side, note && 'note', recalled && 'recalled', pending && 'pending'].filter(Boolean).join(' ');
  return (
    <div className={`msg-row ${side === 'visitor' ? 'left' : side === 'robot' ? 'left' : 'right'}`}>
      <div className="msg-stack">
        <div className="msg-meta">
          {side === 'robot' && <RobotOutlined />} {note && <LockOutlined />}
          <span>{note ? `Internal note · ${m.senderName ?? ''}` : (m.senderName ?? (side === 'visitor' ? 'Visitor' : ''))}</span>
          <Tooltip title={formatDateTime(m.msgTime)}>
            <span className="msg-time">{time}</span>
          </Tooltip>
        </div>
        <div className={classes}>
          {recalled && <div className="msg-recalled-label">Withdrawn</div>}
          <Body m={m} />
        </div>
        {footer && <div className="msg-footer">{footer}</div>}
      </div>
    </div>
  );
}

function Body({ m }: { m: Props['message'] }) {
  if (m.msgType === MsgType.IMAGE)
    return (
      <a href={m.msgContent} target="_blank" rel="noreferrer">
        <img className="msg-image" src={m.msgContent} alt={m.fileName ?? 'image'} />
      </a>
    );
  if (m.msgType === MsgType.FILE || m.msgType === MsgType.AUDIO || m.msgType === MsgType.VIDEO)
    return (
      <a href={m.msgContent} target="_blank" rel="noreferrer">
        {m.fileName || m.msgContent}
      </a>
    );
  return <span className="msg-text">{messageText(m)}</span>;
}
