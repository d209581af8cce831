/**
 * msgType 11 (W-MT6): the in-chat form (guide, fields with required marks) posted through fromRequest, with the
 * result shown under it; or, on the visitor's side, the answers they sent back.
 */
import { useMemo, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  FieldType,
  MsgType,
  SenderType,
  missingRequired,
  readFormMessage,
  replyContent,
  type FormValues,
  type InChatForm,
} from '@parley/protocol';
import { ChatFormField } from '../../forms/ChatFormField';
import { drawnType } from '../../forms/chatFormValues';
import type { UiMessage } from '../../session/types';
import { useChat } from '../chatContext';
import { RichText } from '../RichText';
import './cards.css';

type Result = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/** The target's own words when it answered JSON with a message, else ours. */
function answerText(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return undefined;
}

export default function FormMessage({ message: m }: { message: UiMessage }) {
  const parsed = useMemo(() => readFormMessage(m.msgContent), [m.msgContent]);
  if (parsed.kind === 'text') return <RichText text={parsed.text} />;
  if (parsed.kind === 'reply' || m.senderType === SenderType.VISITOR) {
    return <FormReply guide={parsed.kind === 'reply' ? parsed.guide : ''} entries={parsed.kind === 'reply' ? parsed.entries : []} />;
  }
  return <InChatFormView form={parsed.form} />;
}

function FormReply({ guide, entries }: { guide: string; entries: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <div className="pw-form pw-form--reply">
      <span className="pw-card__kicker">{t('media.formReply')}</span>
      {guide && <p className="pw-form__guide">{guide}</p>}
      <dl className="pw-card__facts">
        {entries.map(([k, v], i) => (
          <div key={i}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function InChatFormView({ form }: { form: InChatForm }) {
  const { t } = useTranslation();
  const { session, open } = useChat();
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(form.fields.map((f) => [f.key, drawnType(f.fieldType, f.options.length) === FieldType.CHECKBOX ? [] : f.initial])),
  );
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [missing, setMissing] = useState<string | null>(null);
  const done = result.kind === 'done';

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const gap = missingRequired(form, values);
    setMissing(gap ? gap.key : null);
    if (gap) return setResult({ kind: 'failed', text: t('media.formRequired', { name: gap.label }) });
    setResult({ kind: 'sending' });
    const out = await session.postForm({
      url: form.url,
      method: form.method,
      headers: form.headers,
      ...(form.contentType ? { contentType: form.contentType } : {}),
      requestBody: values,
    });
    if (!out.ok) return setResult({ kind: 'failed', text: t('media.formFailed') });
    const { status, body } = out.answer;
    if (status < 200 || status >= 300) return setResult({ kind: 'failed', text: answerText(body) || t('media.formRefused', { status }) });
    setResult({ kind: 'done', text: answerText(body) || t('media.formSent') });
    // The agent reads what was submitted in the conversation (their console shows form replies).
    void session.sendCard(MsgType.FORM, replyContent(form, values));
  };

  return (
    <form className="pw-form" onSubmit={(e) => void submit(e)} noValidate>
      <span className="pw-card__kicker">{t('media.form')}</span>
      {form.guide && <p className="pw-form__guide">{form.guide}</p>}
      {form.fields.map((f) => (
        <ChatFormField
          key={f.key}
          field={f}
          value={values[f.key] ?? ''}
          invalid={missing === f.key}
          disabled={done || !open}
          onChange={(v) => {
            setValues((old) => ({ ...old, [f.key]: v }));
            // The red edge goes once the field it marked is touched, as in a flow's form.
            if (missing === f.key) setMissing(null);
          }}
        />
      ))}
      {result.kind !== 'idle' && result.kind !== 'sending' && (
        <p className={`pw-form__result pw-form__result--${result.kind}`} role="status">
          {result.text}
        </p>
      )}
      {!done && (
        <button type="submit" className="pw-form__submit" disabled={result.kind === 'sending' || !open}>
          {result.kind === 'sending' ? t('media.formSending') : t('media.formSubmit')}
        </button>
      )}
    </form>
  );
}
