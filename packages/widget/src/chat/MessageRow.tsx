import { Suspense, lazy, memo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { loadRatingTexts } from '../i18n';
import { MsgStatus, MsgType, SenderType, type ChannelInfo } from '@parley/protocol';
import type { UiMessage } from '../session/types';
import { Avatar } from './Avatar';
import { HtmlText } from './HtmlText';
import { RichText } from './RichText';
import { WarningIcon } from '../ui/icons';
import { MessageBody, isFramed } from './messages/MessageBody';
import { MessageExtras } from './messages/MessageExtras';
import { noticeWords } from './noticeText';
import { FaqCard } from './robot/FaqCard';
import { RobotAnswer } from './robot/RobotAnswer';
import { Thinking } from './robot/Thinking';

// W-RT11: shown only once a chat has ended.
const RateOffer = lazy(() => Promise.all([import('./RateOffer'), loadRatingTexts()]).then(([m]) => m));

interface Props {
  message: UiMessage;
  /** Same sender as the row above: no repeated name and avatar. */
  continued: boolean;
  channel: ChannelInfo;
  agentNick: string;
  onRetry(localId: string): void;
  /** W-EV13: the agent has read this visitor message (the newest one read). */
  seen?: boolean;
}

/**
 * One message. Robot answers, the FAQ menu and the robot's typing dots have their own bodies; every other
 * msgType has its body in ./messages (W-MT1).
 */
export const MessageRow = memo(function MessageRow({ message: m, continued, channel, agentNick, onRetry, seen }: Props) {
  const { t } = useTranslation();

  if (m.rateOffer) {
    return (
      <Suspense fallback={null}>
        <RateOffer offer={m.rateOffer} />
      </Suspense>
    );
  }

  if (m.notice || (m.senderType !== SenderType.VISITOR && m.senderType !== SenderType.AGENT && m.senderType !== SenderType.ROBOT)) {
    let text = m.msgContent;
    if (m.notice) {
      const words = noticeWords(m.notice);
      text = 'literal' in words ? words.literal : t(words.key, words.vars);
    }
    return (
      <div className="pw-row pw-row--system">
        <span className="pw-pill">{text}</span>
      </div>
    );
  }

  if (m.senderType === SenderType.VISITOR) {
    return (
      <div className={`pw-row pw-row--visitor${continued ? ' pw-row--continued' : ''}`}>
        <span className="pw-status">
          {m.status === MsgStatus.LOADING && (
            <span className="pw-status__spin" role="status" aria-label={t('message.sending')}>
              <span className="pw-spinner" aria-hidden />
            </span>
          )}
          {m.status === MsgStatus.FAILED && m.id && (
            <button
              type="button"
              className="pw-status__retry"
              onClick={() => onRetry(m.id!)}
              aria-label={t('message.retry')}
              title={t('message.failed')}
            >
              <WarningIcon width={20} height={20} />
            </button>
          )}
        </span>
        <div
          className={`pw-bubble pw-bubble--visitor${isFramed(m) ? ' pw-bubble--media' : ''}${m.status === MsgStatus.FAILED ? ' pw-bubble--failed' : ''}`}
        >
          <MessageBody message={m} />
        </div>
        {seen && <span className="pw-seen">{t('message.seen')}</span>}
      </div>
    );
  }

  const robot = m.senderType === SenderType.ROBOT;
  let body;
  if (m.thinking) body = <Thinking />;
  else if (m.faq) body = <FaqCard faq={m.faq} />;
  else if (robot && (m.msgType === MsgType.CARD || m.answers)) body = <RobotAnswer message={m} />;
  else if (m.msgType !== MsgType.TEXT) body = <MessageBody message={m} />;
  else {
    body = (
      <>
        {robot ? <HtmlText text={m.msgContent} /> : <RichText text={m.msgContent} />}
        <MessageExtras message={m} />
      </>
    );
  }
  const wide = m.faq !== undefined;
  const media = !wide && !m.thinking && isFramed(m);
  const name = m.senderName || (robot ? channel.robotName : agentNick || t('message.agent'));
  const face = m.faceUrl || (robot ? channel.robotIcon : '') || channel.avatar;
  return (
    <div className={`pw-row pw-row--other${continued ? ' pw-row--continued' : ''}`}>
      {continued ? (
        <span className="pw-row__avatar-space" aria-hidden />
      ) : (
        <Avatar src={face || undefined} kind={robot ? 'robot' : 'agent'} size={32} className="pw-row__avatar" />
      )}
      <div className="pw-row__col">
        {!continued && <span className="pw-row__name">{name}</span>}
        <div className={`pw-bubble pw-bubble--other${wide ? ' pw-bubble--card' : ''}${media ? ' pw-bubble--media' : ''}`}>{body}</div>
      </div>
    </div>
  );
});
