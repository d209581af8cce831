import { UPLOAD_MAX_BYTES, checkUploadSize, formatBytes, suffixToMsgType, type MsgType } from '@parley/protocol';
import { i18next } from '../../../i18n';

export type OutgoingFileCheck = { ok: true; msgType: MsgType } | { ok: false; message: string };

/**
 * Whether a file may be sent, decided before any byte leaves: the server would refuse it anyway, but only
 * after the whole upload. The message type follows the suffix (image, video, audio, else file), as in the widget.
 */
export function checkOutgoingFile(file: { name: string; size: number }): OutgoingFileCheck {
  const size = checkUploadSize(file.size);
  if (!size.ok)
    return {
      ok: false,
      message:
        size.reason === 'tooLarge'
          ? i18next.t('inbox:file.tooLarge', { name: file.name, size: formatBytes(file.size), max: formatBytes(UPLOAD_MAX_BYTES) })
          : i18next.t('inbox:file.empty', { name: file.name }),
    };
  return { ok: true, msgType: suffixToMsgType(file.name) };
}
