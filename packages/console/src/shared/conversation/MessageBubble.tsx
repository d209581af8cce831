import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { LockOutlined, RobotOutlined, WarningOutlined } from '@ant-design/icons';
import { MsgType, SenderType, isCardMsgType, parseFormCard, type ChatMessage } from '@parley/protocol';
import { formatDateTime } from '../format';
import { CardBody, FormCardBody } from './CardBodies';
import { AudioBody, FileCard, ImageBody, VideoBody } from './MediaBodies';
import { messageText } from './preview';
import { FormBody, HtmlBody } from './RichBodies';
import { RobotBody } from './RobotBody';
import './conversation.css';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n';

interface Props {
  message: Pick<ChatMessage, 'msgContent' | 'msgType' | 'senderType' | 'msgTime'> & Partial<ChatMessage>;
  /** Under the bubble: "Seen", a failed-send retry, the withdraw action, upload progress. */
  footer?: ReactNode;
  pending?: boolean;
}

const SIDE: Record<number, string> = {
  [SenderType.VISITOR]: 'visitor',
  [SenderType.AGENT]: 'agent',
  [SenderType.ROBOT]: 'robot',
  [SenderType.SYSTEM]: 'system',
};

/** One message: visitor on the left, agents on the right, robot left in its own colour, system notices centred, notes highlighted. */
export function MessageBubble({ message: m, footer, pending }: Props) {
  const { t } = useTranslation('conversation');
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
  const framed =
    FRAMED.has(m.msgType) || (m.msgType === MsgType.CARD && m.senderType !== SenderType.ROBOT && parseFormCard(m.msgContent) !== null);
  const flag = sensitiveNote(m, side);
  const undelivered = side === 'agent' && m.sensitiveFlag === 1;
  const classes = [
    'msg-bubble',
    side,
    framed && 'framed',
    note && 'note',
    recalled && 'recalled',
    pending && 'pending',
    undelivered && 'undelivered',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`msg-row ${side === 'visitor' ? 'left' : side === 'robot' ? 'left' : 'right'}`}>
      <div className="msg-stack">
        <div className="msg-meta">
          {side === 'robot' && <RobotOutlined />} {note && <LockOutlined />}
          <span>
            {note ? t('bubble.note', { name: m.senderName ?? '' }) : (m.senderName ?? (side === 'visitor' ? t('bubble.visitor') : ''))}
          </span>
          <Tooltip title={formatDateTime(m.msgTime)}>
            <span className="msg-time">{time}</span>
          </Tooltip>
        </div>
        <div className={classes}>
          {recalled && <div className="msg-recalled-label">{t('bubble.withdrawn')}</div>}
          <Body m={m} />
        </div>
        {flag && (
          <div className={`msg-sensitive ${undelivered ? 'blocked' : ''}`} role="note">
            <WarningOutlined aria-hidden /> {flag}
          </div>
        )}
        {footer && <div className="msg-footer">{footer}</div>}
      </div>
    </div>
  );
}

/** S-SW2: what the tenant's sensitive-word lists did to a message, for the agents. */
function sensitiveNote(m: Props['message'], side: string): string | null {
  if (!m.sensitiveWords) return null;
  const words = m.sensitiveWords.split(',').join(', ');
  if (side === 'agent') {
    if (m.sensitiveAction === 'mask') return i18next.t('conversation:sensitive.maskedForVisitor', { words });
    return i18next.t(m.sensitiveAction === 'hold' ? 'conversation:sensitive.heldUndelivered' : 'conversation:sensitive.blocked', { words });
  }
  return i18next.t(m.sensitiveAction === 'hold' ? 'conversation:sensitive.held' : 'conversation:sensitive.masked', { words });
}

/** Media, files and cards carry their own frame: the coloured bubble around them would only add noise. */
const FRAMED = new Set<number>([
  MsgType.IMAGE,
  MsgType.VIDEO,
  MsgType.AUDIO,
  MsgType.FILE,
  MsgType.GOODS,
  MsgType.ORDER,
  MsgType.RICH_LINK,
  MsgType.FORM,
]);

function Body({ m }: { m: Props['message'] }) {
  // The robot's replies (msgType 3 from the robot) hold knowledge-base HTML and what came with it.
  if (m.msgType === MsgType.CARD && m.senderType === SenderType.ROBOT) return <RobotBody m={m} />;
  const formCard = m.msgType === MsgType.CARD ? parseFormCard(m.msgContent) : null;
  if (formCard) return <FormCardBody card={formCard} />;
  switch (m.msgType) {
    case MsgType.IMAGE:
      return <ImageBody url={m.msgContent} name={m.fileName} />;
    case MsgType.VIDEO:
      return <VideoBody url={m.msgContent} />;
    case MsgType.AUDIO:
      return <AudioBody url={m.msgContent} />;
    case MsgType.FILE:
      return <FileCard url={m.msgContent} name={m.fileName} size={m.size} />;
    case MsgType.FORM:
      return <FormBody content={m.msgContent} />;
    case MsgType.HTML:
      return <HtmlBody content={m.msgContent} />;
    default:
      return isCardMsgType(m.msgType) ? (
        <CardBody msgType={m.msgType} content={m.msgContent} />
      ) : (
        <span className="msg-text">{messageText(m)}</span>
      );
  }
}
