import { Tag } from 'antd';
import { ReplySource, type ChatMessage } from '@parley/protocol';
import { HtmlBody } from './RichBodies';
import { messageText } from './preview';

type RobotMessage = Pick<ChatMessage, 'msgContent'> & Partial<ChatMessage>;

/**
 * A robot reply as the agent reads it: the answer (knowledge-base HTML, sanitised) and what the visitor was shown
 * with it: the "did you mean" list, the buttons, the sources, and whether a large model wrote it. An agent who
 * takes over sees what the robot already offered.
 */
export function RobotBody({ m }: { m: RobotMessage }) {
  const byModel = (m.answers ?? []).some((a) => a.replySource === ReplySource.LARGE_MODEL_REPLY);
  const buttons = (m.answers ?? []).flatMap((a) => a.buttons ?? []);
  const offered = m.suggestList ?? [];
  const sources = m.referenceFile ?? [];
  return (
    <div className="msg-robot">
      <HtmlBody content={messageText({ msgContent: m.msgContent, answers: m.answers, answer: m.answer })} />
      {(byModel || m.docId) && (
        <div className="msg-robot-tags">
          {byModel && <Tag color="purple">AI answer</Tag>}
          {m.docId && <Tag>Document {m.docId}</Tag>}
        </div>
      )}
      {offered.length > 0 && (
        <div className="msg-robot-list">
          <span className="msg-robot-label">Offered</span>
          <ul>
            {offered.map((s, i) => (
              <li key={i}>{s.question}</li>
            ))}
          </ul>
        </div>
      )}
      {buttons.length > 0 && (
        <div className="msg-robot-list">
          <span className="msg-robot-label">Buttons</span>
          <ul>
            {buttons.map((b, i) => (
              <li key={i}>{b.text}</li>
            ))}
          </ul>
        </div>
      )}
      {sources.length > 0 && (
        <div className="msg-robot-list">
          <span className="msg-robot-label">Sources</span>
          <ul>
            {sources.map((f, i) => (
              <li key={i}>{f.referenceFileName || f.referenceFileUrl}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
