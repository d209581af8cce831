/**
 * The pre-chat user form (W-UF1–W-UF7): a modal sheet over the chat, or a card inline in the conversation. Its own
 * chunk, loaded only for channels that ask (userFormMode 1).
 */
import { Button, Popup, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { TOAST_MS, type PhoneRule } from '@parley/protocol';
import { problemKey } from '../ui/serverMessage';
import type { Outcome } from '../session/controller';
import { FormField } from './FormField';
import './form.css';
import { checkUserForm, type FormProblem } from '../session/userFormCheck';
import {
  initialValues,
  isShown,
  mergePrefill,
  userFormBody,
  type FormValue,
  type UserFormBody,
  type UserFormView,
  type VisitorPrefill,
} from '../session/userForm';
import '../styles/sheet.css';

interface Props {
  form: UserFormView;
  phoneRule: PhoneRule;
  prefill: VisitorPrefill;
  onSubmit(body: UserFormBody): Promise<Outcome>;
}

export default function EntryForm({ form, phoneRule, prefill, onSubmit }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValue[]>(() => initialValues(form, prefill));
  const [sending, setSending] = useState(false);

  // W-UF3: data the parent page sends later (updateUser) fills what the visitor has not typed.
  useEffect(() => setValues((v) => mergePrefill(form, v, prefill)), [form, prefill]);

  const problemText = (p: FormProblem) =>
    p.kind === 'required' ? t('form.required', { name: p.name }) : p.kind === 'phone' ? t('form.badPhone') : t('form.badEmail');

  const submit = async () => {
    if (sending) return;
    const problem = checkUserForm(form, values, phoneRule);
    // W-UF4–W-UF6: the §5 message for 3 s.
    if (problem) return void Toast.show({ content: problemText(problem), duration: TOAST_MS });
    setSending(true);
    const outcome = await onSubmit(userFormBody(form, values));
    setSending(false);
    if (!outcome.ok)
      Toast.show({ icon: 'fail', content: t(problemKey(outcome.code, outcome.message) ?? 'form.failed'), duration: TOAST_MS });
  };

  const title = form.title || t('form.title');
  const body = (
    <form
      className="pw-uf"
      aria-labelledby="pw-uf-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <header className="pw-uf__head">
        <h2 id="pw-uf-title" className="pw-uf__title">
          {title}
        </h2>
        <p className="pw-uf__hint">{t('form.hint')}</p>
      </header>
      <div className="pw-uf__fields">
        {form.items.filter(isShown).map((item) => (
          <FormField
            key={item.index}
            item={item}
            value={values[item.index] ?? null}
            onChange={(v) => setValues((all) => all.map((old, i) => (i === item.index ? v : old)))}
          />
        ))}
      </div>
      <Button type="submit" color="primary" block className="pw-uf__submit" loading={sending}>
        {t('form.submit')}
      </Button>
    </form>
  );

  if (!form.modal) return <section className="pw-uf-card">{body}</section>;
  // W-UF2: the modal cannot be dismissed: the chat starts after the form.
  return (
    <Popup visible bodyClassName="pw-sheet pw-uf-sheet" getContainer={null} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="pw-uf-title">
        {body}
      </div>
    </Popup>
  );
}
