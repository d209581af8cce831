/**
 * /formData?templateId&tenantId (W-LM7): a card form of the nine field types that creates a ticket of the template's
 * type. Opened from an agent's card in a new tab; the visitor's stored identity for that tenant gives the token.
 * The desktop variant is CARD_FORM_DESKTOP_WIDTH_PX wide and centred.
 */
import { Button, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSearchParams } from 'wouter';
import { useChannelLook } from './useChannelLook';
import { ApiCode, CARD_FORM_DESKTOP_WIDTH_PX, TOAST_MS, TOAST_SUCCESS_MS, type TemplateFieldsAnswer } from '@parley/protocol';
import type { Services } from '../services/services';
import { problemKey, type ProblemKey } from '../ui/serverMessage';
import { TemplateFieldItem } from './TemplateFieldItem';
import { fieldSummary, firstMissing, initialFieldValues, type FieldValues } from './fieldValues';
import { ticketBody } from './leaveForm';
import { TextsLoading, usePageLayout, TicketLoading, TicketProblem, TicketShell, useTicketTexts } from './TicketShell';
import { useResendId } from './useResendId';

type Load = { kind: 'loading' } | { kind: 'failed'; problem: ProblemKey | null } | { kind: 'ready'; form: TemplateFieldsAnswer };

export default function CardFormPage({ services }: { services: Services }) {
  const ready = useTicketTexts();
  return ready ? <CardForm services={services} /> : <TextsLoading />;
}

function CardForm({ services }: { services: Services }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const layout = usePageLayout();
  const templateId = query.get('templateId')?.trim() ?? '';
  const tenantId = query.get('tenantId')?.trim() ?? '';
  useChannelLook(services, query.get('channelId')?.trim() ?? '', query.get('locale'));
  const visitor = useMemo(() => (tenantId ? services.identity.loadTenant(tenantId) : null), [services, tenantId]);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [values, setValues] = useState<FieldValues>({});
  const resend = useResendId();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (!templateId) return setLoad({ kind: 'failed', problem: null });
    services.tickets
      .fieldsByTemplate({ id: templateId, ...(tenantId ? { tenantId } : {}) })
      .then((res) => {
        if (!live) return;
        if (res.code !== ApiCode.OK) return setLoad({ kind: 'failed', problem: problemKey(res.code, res.message) });
        setValues(initialFieldValues(res.data.items));
        setLoad({ kind: 'ready', form: res.data });
      })
      .catch(() => live && setLoad({ kind: 'failed', problem: null }));
    return () => {
      live = false;
    };
  }, [services, templateId, tenantId]);

  const title = load.kind === 'ready' && load.form.woType ? load.form.woType.typeName : t('tickets.form.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const submit = async (form: TemplateFieldsAnswer) => {
    const missing = firstMissing(form.items, values);
    if (missing) return void Toast.show({ content: t('tickets.form.required', { name: missing.fieldName }), duration: TOAST_MS });
    if (!visitor) return void Toast.show({ icon: 'fail', content: t('tickets.form.noVisitor'), duration: TOAST_MS });
    setSending(true);
    const body = ticketBody(
      {
        content: fieldSummary(form.items, values),
        files: [],
        fields: form.items,
        values,
        ...(form.woType ? { woType: form.woType, title } : {}),
      },
      { userId: visitor.userId, tenantId: visitor.tenantId },
    );
    const res = await services.tickets.addWo({ ...body, clientId: resend.id(body) }).catch(() => null);
    setSending(false);
    if (res?.code === ApiCode.OK) {
      Toast.show({ icon: 'success', content: t('tickets.form.sent'), duration: TOAST_SUCCESS_MS, position: 'top' });
      setSent(res.data.woId);
    } else {
      // A lost answer says so too (W-HT5 keeps the request layer silent): the visitor taps Send again, with the same id.
      const key = res ? problemKey(res.code, res.message) : null;
      Toast.show({ icon: 'fail', content: t(key ?? 'tickets.leave.failed'), duration: TOAST_MS });
    }
  };

  let body;
  if (load.kind === 'loading') body = <TicketLoading label={t('tickets.form.loading')} />;
  else if (load.kind === 'failed')
    body = <TicketProblem title={t('tickets.form.failedTitle')} body={t(load.problem ?? 'tickets.form.failedBody')} />;
  else if (sent) {
    body = (
      <div className="pw-state pw-tk-done" role="status">
        <span className="pw-tk-done__check" aria-hidden>
          ✓
        </span>
        <h2 className="pw-state__title">{t('tickets.form.sentTitle')}</h2>
        <p className="pw-state__body">{t('tickets.form.sentBody', { id: sent })}</p>
        <button
          type="button"
          className="pw-button pw-state__action"
          onClick={() => {
            setValues(initialFieldValues(load.form.items));
            setSent(null);
          }}
        >
          {t('tickets.form.again')}
        </button>
      </div>
    );
  } else {
    const form = load.form;
    body = (
      <form
        className="pw-uf pw-tk-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(form);
        }}
      >
        <div className="pw-uf__fields">
          {form.items.map((f) => (
            <TemplateFieldItem
              key={f.fieldId}
              field={f}
              value={values[f.fieldId] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [f.fieldId]: v }))}
            />
          ))}
        </div>
        <Button type="submit" color="primary" shape="rounded" block size="large" loading={sending} className="pw-uf__submit">
          {t('tickets.form.submit')}
        </Button>
      </form>
    );
  }

  return (
    <TicketShell layout={layout} width={CARD_FORM_DESKTOP_WIDTH_PX} title={title} subtitle={t('tickets.form.subtitle')}>
      {body}
    </TicketShell>
  );
}
