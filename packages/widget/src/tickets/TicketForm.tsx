/**
 * leaveMsgType 2 (W-LM4–W-LM6): the content, up to three images and the ticket type's extra fields, asked
 * TICKET_TEMPLATE_DELAY_MS after the screen opens; addWo with §3's creation payload.
 */
import { Button, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import {
  ApiCode,
  TICKET_TEMPLATE_DELAY_MS,
  TOAST_MS,
  TOAST_SUCCESS_MS,
  TicketPath,
  type AddWoAnswer,
  type TemplateField,
  type TemplateFieldsAnswer,
} from '@parley/protocol';
import type { Services } from '../services/services';
import { problemKey } from '../ui/serverMessage';
import { AttachmentPicker, type SendAttachment } from './AttachmentPicker';
import { attachedFiles, isUploading, type Attachment } from './attachments';
import { TemplateFieldItem } from './TemplateFieldItem';
import { initialFieldValues, type FieldValues } from './fieldValues';
import { checkTicket, ticketBody, type TicketProblem } from './leaveForm';
import { RequiredMark } from '../forms/RequiredMark';
import { useResendId } from './useResendId';

interface Props {
  services: Services;
  ids: { userId: string; tenantId: string; channelId: string };
  /** The channel's leaveMsgWoType: the ticket type whose fields the form asks. */
  woTypeId: string;
  onSent(answer: AddWoAnswer): void;
}

export function TicketForm({ services, ids, woTypeId, onSent }: Props) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [fields, setFields] = useState<TemplateField[]>([]);
  const [woType, setWoType] = useState<TemplateFieldsAnswer['woType']>();
  const [values, setValues] = useState<FieldValues>({});
  const [sending, setSending] = useState(false);
  const resend = useResendId();
  const [formKey, setFormKey] = useState(0);

  // W-LM6: the type's fields a second after the screen opens (§9).
  useEffect(() => {
    if (!woTypeId) return;
    let live = true;
    const timer = setTimeout(() => {
      services.tickets
        .fieldsByType({ id: woTypeId, tenantId: ids.tenantId })
        .then((res) => {
          if (!live || res.code !== ApiCode.OK) return;
          setFields(res.data.items);
          setWoType(res.data.woType);
          setValues((v) => ({ ...initialFieldValues(res.data.items), ...v }));
        })
        .catch(() => undefined);
    }, TICKET_TEMPLATE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [services, woTypeId, ids.tenantId]);

  const send: SendAttachment = (file, onProgress) =>
    services.upload({
      file,
      fileName: file.name,
      userId: ids.userId,
      token: services.identity.token(),
      onProgress,
      path: TicketPath.clientUpload,
    });

  const problemText = (p: TicketProblem) =>
    p.kind === 'content'
      ? t('tickets.ticket.needContent')
      : p.kind === 'field'
        ? t('tickets.ticket.needField', { name: p.name })
        : p.kind === 'email'
          ? t('tickets.leave.badEmail')
          : t('tickets.ticket.waitUploads');

  const submit = async () => {
    const problem = checkTicket(content, fields, values, isUploading(files));
    if (problem) return void Toast.show({ content: problemText(problem), duration: TOAST_MS });
    setSending(true);
    const body = ticketBody({ content, files: attachedFiles(files), fields, values, ...(woType ? { woType } : {}) }, ids);
    const res = await services.tickets.addWo({ ...body, clientId: resend.id(body) }).catch(() => null);
    setSending(false);
    if (res?.code === ApiCode.OK) {
      resend.stored();
      Toast.show({ icon: 'success', content: t('tickets.ticket.success'), duration: TOAST_SUCCESS_MS, position: 'top' });
      // W-LM5: the form starts over.
      setContent('');
      setFiles([]);
      setValues(initialFieldValues(fields));
      setFormKey((k) => k + 1);
      onSent(res.data);
    } else {
      // A lost answer says so too (W-HT5 keeps the request layer silent): the visitor taps Send again, with the same id.
      const key = res ? problemKey(res.code, res.message) : null;
      Toast.show({ icon: 'fail', content: t(key ?? 'tickets.leave.failed'), duration: TOAST_MS });
    }
  };

  return (
    <form
      key={formKey}
      className="pw-uf pw-tk-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="pw-uf__fields">
        <div className="pw-uf__field">
          <label htmlFor="pw-tk-content" className="pw-uf__label">
            {t('tickets.ticket.content')}
            <RequiredMark />
          </label>
          <TextArea
            id="pw-tk-content"
            className="pw-uf__input"
            value={content}
            onChange={setContent}
            placeholder={t('tickets.ticket.contentPh')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={5000}
            showCount
          />
        </div>
        <AttachmentPicker list={files} setList={(update) => setFiles(update)} send={send} />
        {fields.length > 0 && (
          <fieldset className="pw-tk-extra">
            <legend>{t('tickets.ticket.details')}</legend>
            {fields.map((f) => (
              <TemplateFieldItem
                key={f.fieldId}
                field={f}
                value={values[f.fieldId] ?? ''}
                onChange={(v) => setValues((s) => ({ ...s, [f.fieldId]: v }))}
              />
            ))}
          </fieldset>
        )}
      </div>
      <Button type="submit" color="primary" shape="rounded" block size="large" loading={sending} className="pw-uf__submit">
        {t('tickets.leave.submit')}
      </Button>
    </form>
  );
}
