/**
 * A guided flow's reply (W-FW1–W-FW4), item by item: texts, cards, buttons, a form, the hand-off and the end. A step the
 * visitor answered shows its answer and takes no more (docNode, kept through updateSessionMsg). Its own chunk:
 * only a conversation that meets a flow loads it.
 */
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ReplySource, safeUrl, type AnswerItem, type ButtonItem, type FlowFormNode } from '@parley/protocol';
import { ChatFormField } from '../../forms/ChatFormField';
import { answeredDocNode, formAsk, formOf, missingField, readAnswered, type FlowAnswered, type FormValues } from '../../session/flowRules';
import { buttonAsk } from '../../session/robotRules';
import type { UiMessage } from '../../session/types';
import { useChat } from '../chatContext';
import { HtmlText } from '../HtmlText';
import './flow.css';
import '../messages/cards.css';

interface StepProps {
  item: AnswerItem;
  answered: FlowAnswered | undefined;
  disabled: boolean;
  answer(text: string, via: ReturnType<typeof buttonAsk>, answered: FlowAnswered): void;
}

export default function FlowAnswer({ message: m }: { message: UiMessage }) {
  const { session, open } = useChat();
  const answered = readAnswered(m.docNode);
  const answer: StepProps['answer'] = (text, via, done) => {
    void session.answerFlow(m.key, answeredDocNode(done));
    void session.ask(text, via);
  };
  return (
    <div className="pw-answer pw-flow">
      {(m.answers ?? []).map((item, i) => (
        <Step
          key={`${item.nodeId ?? ''}-${i}`}
          item={item}
          answered={answered}
          disabled={!open || answered !== undefined}
          answer={answer}
        />
      ))}
    </div>
  );
}

function Step({ item, answered, disabled, answer }: StepProps) {
  const { t } = useTranslation();
  switch (item.replySource) {
    case ReplySource.BUTTONS:
      return <Buttons item={item} answered={answered} disabled={disabled} answer={answer} />;
    case ReplySource.FROM_REPLY: {
      const form = formOf(item);
      return form ? <FlowForm form={form} answered={answered} disabled={disabled} answer={answer} /> : <Text text={item.text} />;
    }
    case ReplySource.CARD:
      return <Card content={item.cardContent} />;
    case ReplySource.AGENT_REPLY:
      return (
        <div className="pw-flow__step">
          <Text text={item.text} />
          <p className="pw-flow__status pw-flow__status--handoff">{t('robot.flowHandoff')}</p>
        </div>
      );
    case ReplySource.END:
      return (
        <div className="pw-flow__step">
          <Text text={item.text} />
          <p className="pw-flow__status">{t('robot.flowDone')}</p>
        </div>
      );
    default:
      return <Text text={item.text} />;
  }
}

function Text({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="pw-answer__text pw-flow__text">
      <HtmlText text={text} />
    </div>
  );
}

function Buttons({ item, answered, disabled, answer }: StepProps) {
  const { t } = useTranslation();
  const buttons: ButtonItem[] = item.buttons ?? [];
  return (
    <div className="pw-flow__step">
      <Text text={item.text} />
      <ul className="pw-chips pw-answer__buttons" aria-label={t('robot.buttons')}>
        {buttons.map((b, i) => {
          const chosen = answered?.itemId !== undefined && answered.itemId === b.itemId;
          return (
            <li key={`${b.itemId ?? ''}-${i}`}>
              <button
                type="button"
                className={`pw-chip${chosen ? ' pw-chip--chosen' : ''}`}
                aria-pressed={answered ? chosen : undefined}
                disabled={disabled}
                onClick={() => answer(b.text, buttonAsk(b), { itemId: b.itemId ?? '' })}
              >
                {b.text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Card({ content }: { content: unknown }) {
  const c = (content ?? {}) as { title?: string; text?: string; imageUrl?: string; linkUrl?: string };
  const image = safeUrl(c.imageUrl);
  const link = safeUrl(c.linkUrl);
  const body = (
    <>
      {image && <img className="pw-flow__card-image" src={image} alt="" loading="lazy" />}
      <span className="pw-flow__card-title">{c.title}</span>
      {c.text && <span className="pw-flow__card-text">{c.text}</span>}
    </>
  );
  return link ? (
    <a className="pw-flow__card" href={link} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <div className="pw-flow__card">{body}</div>
  );
}

interface FormProps extends Omit<StepProps, 'item'> {
  form: FlowFormNode;
}

function FlowForm({ form, answered, disabled, answer }: FormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => answered?.values ?? {});
  const [missing, setMissing] = useState<string | null>(null);
  const shown = answered?.values ?? values;
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const gap = missingField(form, values);
    setMissing(gap ? gap.name : null);
    if (gap) return;
    const { text, via } = formAsk(form, values);
    answer(text, via, { values });
  };
  const gapLabel = form.fields.find((f) => f.name === missing)?.label;
  return (
    <form className="pw-form pw-flow__form" onSubmit={submit} noValidate aria-label={form.title}>
      {form.title && <p className="pw-form__guide">{form.title}</p>}
      {form.fields.map((f) => (
        <ChatFormField
          key={f.name}
          field={f}
          value={shown[f.name] ?? ''}
          invalid={missing === f.name}
          disabled={disabled}
          onChange={(v) => {
            setValues((old) => ({ ...old, [f.name]: v }));
            // The warning goes once the field it named is filled in.
            if (missing === f.name) setMissing(null);
          }}
        />
      ))}
      {gapLabel && (
        <p className="pw-form__result pw-form__result--failed" role="alert">
          {t('robot.flowRequired', { name: gapLabel })}
        </p>
      )}
      {answered ? (
        <p className="pw-flow__status">{t('robot.flowAnswered')}</p>
      ) : (
        <button type="submit" className="pw-form__submit" disabled={disabled}>
          {form.submitLabel || t('robot.flowSend')}
        </button>
      )}
    </form>
  );
}
