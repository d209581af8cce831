import { Tag } from 'antd';
import { answerButtons, writtenByModel, type ChatMessage } from '@parley/protocol';
import { HtmlBody } from './RichBodies';
import { messageText } from './preview';
import { useTranslation } from 'react-i18next';

type RobotMessage = Pick<ChatMessage, 'msgContent'> & Partial<ChatMessage>;

/**
 * A robot reply as the agent reads it: the answer (knowledge-base HTML, sanitised) and what the visitor was shown
 * with it: the "did you mean" list, the buttons, the sources, and whether a large model wrote it. An agent who
 * takes over sees what the robot already offered.
 */
export function RobotBody({ m }: { m: RobotMessage }) {
  const { t } = useTranslation('conversation');
  const byModel = writtenByModel(m.answers);
  return (
    <div className="msg-robot">
      <HtmlBody content={messageText(m)} />
      {(byModel || m.docId) && (
        <div className="msg-robot-tags">
          {byModel && <Tag color="purple">{t('robot.ai')}</Tag>}
          {m.docId && <Tag>{t('robot.document', { id: m.docId })}</Tag>}
        </div>
      )}
      <Listed label={t('robot.offered')} items={(m.suggestList ?? []).map((s) => s.question)} />
      <Listed label={t('robot.buttons')} items={answerButtons(m.answers).map((b) => b.text)} />
      <Listed label={t('robot.sources')} items={(m.referenceFile ?? []).map((f) => f.referenceFileName || f.referenceFileUrl)} />
    </div>
  );
}

function Listed({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="msg-robot-list">
      <span className="msg-robot-label">{label}</span>
      <ul>
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
