import { useEffect, useMemo } from 'react';
import { Modal } from 'antd';
import { formatBytes } from '@parley/protocol';
import { useTranslation } from 'react-i18next';

interface Props {
  file: { blob: File; name: string } | null;
  onCancel(): void;
  onSend(): void;
}

/** A pasted screenshot is shown before it goes out: pasting is easy to do by accident. */
export function PasteConfirmModal({ file, onCancel, onSend }: Props) {
  const { t } = useTranslation('inbox');
  const image = file?.blob.type.startsWith('image/') ?? false;
  const url = useMemo(() => (file && image ? URL.createObjectURL(file.blob) : null), [file, image]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Modal
      open={file !== null}
      title={image ? t('paste.image') : t('paste.file')}
      okText={t('paste.send')}
      onOk={onSend}
      onCancel={onCancel}
      destroyOnHidden
      width={480}
    >
      {file && (
        <figure className="paste-preview">
          {url ? <img src={url} alt={t('paste.alt')} /> : null}
          <figcaption>
            {file.name} · {formatBytes(file.blob.size)}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
