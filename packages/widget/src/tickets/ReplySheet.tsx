/** The reply dialog of a ticket (LM11): a multi-line input whose send stays disabled while it is blank. */
import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank } from '@parley/protocol';

interface Props {
  visible: boolean;
  onClose(): void;
  /** Resolves true when the reply went through (the dialog then closes and empties). */
  onSend(text: string): Promise<boolean>;
}

export function ReplySheet({ visible, onClose, onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const ok = await onSend(text.trim()).finally(() => setSending(false));
    if (ok) {
      setText('');
      onClose();
    }
  };
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="pw-tk-reply">
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
        <div className="pw-tk-reply__actions">
          <Button fill="none" onClick={onClose}>
            {t('tickets.reply.cancel')}
          </Button>
          <Button color="primary" shape="rounded" disabled={isBlank(text)} loading={sending} onClick={() => void send()}>
            {t('tickets.reply.send')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
