/** leaveMsgType 1 (W-LM3): name and content required, phone and e-mail checked when given, each field saying its own problem. */
import { Button, Input, TextArea, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiCode, TOAST_MS, TOAST_SUCCESS_MS, type PhoneRule } from '@parley/protocol';
import type { Services } from '../services/services';
import { problemKey } from '../ui/serverMessage';
import { checkSimple, emptySimpleDraft, simpleBody, type SimpleDraft, type SimpleProblem } from './leaveForm';
import { RequiredMark } from '../forms/RequiredMark';
import { useResendId } from './useResendId';

interface Props {
  services: Services;
  ids: { userId: string; channelId: string };
  phoneRule: PhoneRule;
  onSent(): void;
}

const PROBLEM_KEY: Record<keyof SimpleDraft, Partial<Record<SimpleProblem, string>>> = {
  customerName: { required: 'tickets.leave.needName' },
  customerPhone: { phone: 'tickets.leave.badPhone' },
  customerEmail: { email: 'tickets.leave.badEmail' },
  msgContent: { required: 'tickets.leave.needContent' },
};

export function SimpleForm({ services, ids, phoneRule, onSent }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SimpleDraft>(emptySimpleDraft);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const resend = useResendId();
  const problems = checked ? checkSimple(draft, phoneRule) : {};
  const set = (k: keyof SimpleDraft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const error = (k: keyof SimpleDraft) => {
    const p = problems[k];
    const key = p && PROBLEM_KEY[k][p];
    return key ? (
      <p className="pw-tk-error" id={`pw-tk-${k}-error`} role="alert">
        {t(key)}
      </p>
    ) : null;
  };
  const describedBy = (k: keyof SimpleDraft) => (problems[k] ? { 'aria-describedby': `pw-tk-${k}-error`, 'aria-invalid': true } : {});

  const submit = async () => {
    setChecked(true);
    const found = checkSimple(draft, phoneRule);
    const first = (Object.keys(PROBLEM_KEY) as Array<keyof SimpleDraft>).find((k) => found[k]);
    if (first) return void Toast.show({ content: t(PROBLEM_KEY[first][found[first]!]!), duration: TOAST_MS });
    setSending(true);
    const plain = simpleBody(draft, ids);
    const body = { ...plain, clientId: resend.id(plain) };
    const res = await services.tickets.leaveMsg(body).catch(() => null);
    setSending(false);
    if (res?.code === ApiCode.OK) {
      resend.stored();
      Toast.show({ icon: 'success', content: t('tickets.leave.sent'), duration: TOAST_SUCCESS_MS, position: 'top' });
      setDraft(emptySimpleDraft());
      setChecked(false);
      onSent();
    } else {
      // A lost answer says so too (W-HT5 keeps the request layer silent): the visitor taps Send again, with the same id.
      const key = res ? problemKey(res.code, res.message) : null;
      Toast.show({ icon: 'fail', content: t(key ?? 'tickets.leave.failed'), duration: TOAST_MS });
    }
  };

  const field = (k: keyof SimpleDraft, label: string, required: boolean, control: ReactNode) => (
    <div className={`pw-uf__field${problems[k] ? ' has-error' : ''}`}>
      <label htmlFor={`pw-tk-${k}`} className="pw-uf__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {control}
      {error(k)}
    </div>
  );

  return (
    <form
      className="pw-uf pw-tk-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="pw-uf__fields">
        {field(
          'customerName',
          t('tickets.leave.name'),
          true,
          <Input
            id="pw-tk-customerName"
            className="pw-uf__input"
            value={draft.customerName}
            onChange={set('customerName')}
            placeholder={t('tickets.leave.namePh')}
            autoComplete="name"
            maxLength={100}
            {...describedBy('customerName')}
          />,
        )}
        {field(
          'customerPhone',
          t('tickets.leave.phone'),
          false,
          <Input
            id="pw-tk-customerPhone"
            className="pw-uf__input"
            type="tel"
            inputMode="tel"
            value={draft.customerPhone}
            onChange={set('customerPhone')}
            placeholder={t('tickets.leave.optional')}
            autoComplete="tel"
            maxLength={32}
            {...describedBy('customerPhone')}
          />,
        )}
        {field(
          'customerEmail',
          t('tickets.leave.email'),
          false,
          <Input
            id="pw-tk-customerEmail"
            className="pw-uf__input"
            type="email"
            inputMode="email"
            value={draft.customerEmail}
            onChange={set('customerEmail')}
            placeholder={t('tickets.leave.optional')}
            autoComplete="email"
            maxLength={254}
            {...describedBy('customerEmail')}
          />,
        )}
        {field(
          'msgContent',
          t('tickets.leave.content'),
          true,
          <TextArea
            id="pw-tk-msgContent"
            className="pw-uf__input"
            value={draft.msgContent}
            onChange={set('msgContent')}
            placeholder={t('tickets.leave.contentPh')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={5000}
            showCount
            {...describedBy('msgContent')}
          />,
        )}
      </div>
      <Button type="submit" color="primary" shape="rounded" block size="large" loading={sending} className="pw-uf__submit">
        {t('tickets.leave.submit')}
      </Button>
    </form>
  );
}
