/** W-UP7: a pasted screenshot is shown in a dialog and sent only once the visitor confirms. Its own chunk. */
import { Dialog } from 'antd-mobile';
import type { TFunction } from '../../i18n/texts';

export async function confirmPaste(file: File, t: TFunction): Promise<boolean> {
  const preview = URL.createObjectURL(file);
  try {
    return await Dialog.confirm({
      title: t('media.pasteTitle'),
      content: <img className="pw-paste-preview" src={preview} alt={t('media.pastePreview')} />,
      confirmText: t('media.pasteSend'),
      cancelText: t('media.pasteCancel'),
    });
  } finally {
    URL.revokeObjectURL(preview);
  }
}
