/**
 * The reply dialog of a ticket (W-LM11): a multi-line input whose send stays disabled while it is blank, and up to three
 * images when the visitor replies from the chat (the spec's chat-page payload carries woFileRelVoList; a ticket link's
 * holder, who may not be the visitor, replies with text only).
 */
import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { isBlank, type WoFile } from '@parley/protocol';
import { AttachmentPicker, type SendAttachment } from './AttachmentPicker';
import { attachedFiles, isUploading, type Attachment } from './attachments';

interface Props {
  visible: boolean;
  onClose(): void;
  /** Resolves true when the reply went through (the dialog then closes and empties). */
  onSend(text: string, files: WoFile[]): Promise<boolean>;
  /** Uploads an image for the reply; without it the dialog takes text only. */
  upload?: SendAttachment;
}

export function ReplySheet({ visible, onClose, onSend, upload }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const ok = await onSend(text.trim(), attachedFiles(files)).finally(() => setSending(false));
    if (ok) {
      setText('');
      setFiles([]);
      onClose();
    }
  };
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="pw-tk-reply"
      // antd-mobile caps the popup at 75vw; the dialog is sized by .pw-tk-reply instead.
      style={{ '--max-width': 'none' }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="pw-tk-reply-title">
        <h2 id="pw-tk-reply-title" className="pw-tk-reply__title">
          {t('tickets.reply.title')}
        </h2>
        <label htmlFor="pw-tk-reply-input" className="pw-tk-sr">
          {t('tickets.reply.label')}
        </label>
        <TextArea
          id="pw-tk-reply-input"
          className="pw-uf__input pw-tk-reply__input"
          placeholder={t('tickets.reply.placeholder')}
          value={text}
          onChange={setText}
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={20000}
          autoFocus
        />
        {upload && <AttachmentPicker list={files} setList={(update) => setFiles(update)} send={upload} />}
        <div className="pw-tk-reply__actions">
          <Button fill="none" onClick={onClose}>
            {t('tickets.reply.cancel')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            disabled={isBlank(text) || isUploading(files)}
            loading={sending}
            onClick={() => void send()}
          >
            {t('tickets.reply.send')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
