import { useContext, useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { answerButtons, writtenByModel, type ChatMessage } from '@parley/protocol';
import { HtmlBody } from './RichBodies';
import { messageText } from './preview';
import { RobotDocModal } from './RobotDocModal';
import { robotWhy, type Sureness } from './robotWhy';
import { TranscriptContext } from './transcriptContext';
import { useTranslation } from 'react-i18next';

type RobotMessage = Pick<ChatMessage, 'msgContent'> & Partial<ChatMessage>;

const SURENESS_COLOR: Record<Sureness, string> = { high: 'green', medium: 'gold', low: 'red' };

/**
 * A robot reply as the agent reads it: the answer (knowledge-base HTML, sanitised) and what the visitor was shown
 * with it: the "did you mean" list, the buttons, the sources, and whether a large model wrote it. An agent who
 * takes over sees what the robot already offered, and why (issue 33): the document it used (an admin opens it), how
 * sure it was, and the visitor's vote.
 */
export function RobotBody({ m }: { m: RobotMessage }) {
  const { t } = useTranslation('conversation');
  const transcript = useContext(TranscriptContext);
  const [open, setOpen] = useState(false);
  const byModel = writtenByModel(m.answers);
  const why = robotWhy(m);
  const canOpen = transcript.admin && transcript.channelId !== undefined && why.doc !== undefined;
  const tagged = byModel || why.doc || why.confidence || why.vote || why.askedForPerson || why.unknown;
  return (
    <div className="msg-robot">
      <HtmlBody content={messageText(m)} />
      {tagged && (
        <div className="msg-robot-tags" role="group" aria-label={t('robot.why')}>
          {byModel && <Tag color="purple">{t('robot.ai')}</Tag>}
          {why.doc &&
            (canOpen ? (
              <Button size="small" icon={<FileTextOutlined />} onClick={() => setOpen(true)} title={t('robot.openDocument')}>
                {t('robot.fromDocument', { title: why.doc.title })}
              </Button>
            ) : (
              <Tag icon={<FileTextOutlined />}>{t('robot.fromDocument', { title: why.doc.title })}</Tag>
            ))}
          {why.confidence && (
            <Tooltip title={t('robot.confidenceHelp')}>
              <Tag color={SURENESS_COLOR[why.confidence.level]}>
                {t(`robot.sure.${why.confidence.level}`, { percent: why.confidence.percent })}
              </Tag>
            </Tooltip>
          )}
          {why.doc && !why.confidence && <Tag>{t('robot.chosenByVisitor')}</Tag>}
          {why.vote && <Tag color={why.vote === 'unhelpful' ? 'red' : 'green'}>{t(`robot.vote.${why.vote}`)}</Tag>}
          {why.askedForPerson && <Tag color="blue">{t('robot.askedForPerson')}</Tag>}
          {why.unknown && <Tag>{t('robot.noAnswer')}</Tag>}
        </div>
      )}
      <Listed label={t('robot.offered')} items={(m.suggestList ?? []).map((s) => s.question)} />
      <Listed label={t('robot.buttons')} items={answerButtons(m.answers).map((b) => b.text)} />
      <Listed label={t('robot.sources')} items={(m.referenceFile ?? []).map((f) => f.referenceFileName || f.referenceFileUrl)} />
      {open && why.doc && transcript.channelId && (
        <RobotDocModal channelId={transcript.channelId} docId={why.doc.id} onClose={() => setOpen(false)} />
      )}
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
