/** A robot reply (msgType 3): answer text, clarify chips, sources, feedback and the transfer button (§3, §4). */
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AskClick, DocFeedback, answerButtons, questionPagePath, writtenByModel } from '@parley/protocol';
import { isFlowReply } from '../../session/flowRules';
import { buttonAsk, showsFeedback, showsTransferButton } from '../../session/robotRules';
import type { UiMessage } from '../../session/types';
import { currentLocale } from '../../i18n';
import { useChat } from '../chatContext';
import { HtmlText } from '../HtmlText';
import { ThumbDownIcon, ThumbUpIcon } from '../../ui/icons';
import { withAntd } from '../../i18n';

/** W-FW1: a guided flow's step is drawn item by item, in a chunk of its own. */
// W-SH10: a flow's forms are antd-mobile's.
const FlowAnswer = lazy(withAntd(() => import('./FlowAnswer')));

export function RobotAnswer({ message: m }: { message: UiMessage }) {
  if (isFlowReply(m.answers))
    return (
      <Suspense fallback={<span className="pw-media-loading" aria-hidden />}>
        <FlowAnswer message={m} />
      </Suspense>
    );
  return <KnowledgeAnswer message={m} />;
}

function KnowledgeAnswer({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const { session, channel, connect, userId, open } = useChat();
  const suggestions = m.suggestList ?? [];
  const buttons = answerButtons(m.answers);
  const sources = m.referenceFile ?? [];
  const voted = m.disabled === DocFeedback.LIKED || m.disabled === DocFeedback.DISLIKED;
  const feedback = showsFeedback(m, channel.commentDocMode);
  const transfer = open && showsTransferButton(channel, connect, m);

  return (
    <div className="pw-answer">
      <div className="pw-answer__text">
        <HtmlText text={m.msgContent} />
      </div>
      {buttons.length > 0 && (
        <ul className="pw-chips pw-answer__buttons" aria-label={t('robot.buttons')}>
          {buttons.map((b, i) => (
            <li key={`${b.itemId ?? ''}-${i}`}>
              <button type="button" className="pw-chip" disabled={!open} onClick={() => void session.ask(b.text, buttonAsk(b))}>
                {b.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <ul className="pw-chips pw-chips--stack" aria-label={t('robot.suggestions')}>
          {suggestions.map((s, i) => (
            <li key={`${s.docId ?? ''}-${i}`}>
              <button
                type="button"
                className="pw-chip pw-chip--question"
                disabled={!open}
                onClick={() => void session.ask(s.question, { click: AskClick.MENU, ...(s.docId ? { docId: s.docId } : {}) })}
              >
                {s.question}
              </button>
            </li>
          ))}
        </ul>
      )}
      {writtenByModel(m.answers) && <p className="pw-answer__ai">{t('robot.aiAnswer')}</p>}
      {sources.length > 0 && (
        <details className="pw-sources">
          <summary>{t('robot.sources', { count: sources.length })}</summary>
          <ol>
            {sources.map((f, i) => (
              <li key={i}>
                <a href={f.referenceFileUrl} target="_blank" rel="noopener noreferrer" className="pw-link">
                  {f.referenceFileName || f.referenceFileUrl}
                </a>
              </li>
            ))}
          </ol>
        </details>
      )}
      {(feedback || m.docId) && (
        <div className="pw-answer__foot">
          {m.docId && (
            <a
              className="pw-answer__article"
              href={questionPagePath(m.docId, userId, currentLocale())}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('robot.article')}
            </a>
          )}
          {feedback && (
            <span className="pw-vote" role="group" aria-label={t('robot.helpful')}>
              {voted && <span className="pw-vote__thanks">{t('robot.thanks')}</span>}
              <button
                type="button"
                className="pw-vote__btn"
                aria-label={t('robot.like')}
                title={t('robot.like')}
                aria-pressed={m.disabled === DocFeedback.LIKED}
                disabled={voted || !open}
                onClick={() => void session.vote(m.key, true)}
              >
                <ThumbUpIcon width={16} height={16} />
              </button>
              <button
                type="button"
                className="pw-vote__btn"
                aria-label={t('robot.dislike')}
                title={t('robot.dislike')}
                aria-pressed={m.disabled === DocFeedback.DISLIKED}
                disabled={voted || !open}
                onClick={() => void session.vote(m.key, false)}
              >
                <ThumbDownIcon width={16} height={16} />
              </button>
            </span>
          )}
        </div>
      )}
      {transfer && (
        <button type="button" className="pw-answer__transfer" onClick={() => void session.transfer()}>
          {t('robot.transfer')}
        </button>
      )}
    </div>
  );
}
