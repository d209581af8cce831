/**
 * Sends files the visitor chose, dropped or pasted: each is checked before any byte leaves (W-UP2–W-UP4), refused
 * ones get the spec's toast, the rest go to the session with a local preview for images.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MsgType } from '@parley/protocol';
import { currentLocale } from '../../i18n';
import { uploadLimit } from '../../i18n/format';
import { checkOutgoingFile, type FileSource } from '../../media/outgoingFile';
import type { Session } from '../../session/controller';
import { withAntd } from '../../i18n';

// W-SH10: the refusal is antd-mobile's Toast.
const loadRefusalToast = withAntd(() => import('./refusalToast'));

const REASON_KEY = { tooLarge: 'media.tooLarge', empty: 'media.empty', wrongType: 'media.wrongType' } as const;

export function useFileSender(session: Session) {
  const { t } = useTranslation();
  return useCallback(
    (files: readonly File[], source: FileSource, fileName?: string) => {
      for (const file of files) {
        const check = checkOutgoingFile({ name: fileName ?? file.name, size: file.size }, source);
        if (!check.ok) {
          const text = t(REASON_KEY[check.reason], { size: uploadLimit(currentLocale()) });
          void loadRefusalToast().then((m) => m.showRefusal(text));
          continue;
        }
        const preview = check.msgType === MsgType.IMAGE ? URL.createObjectURL(file) : undefined;
        void session
          .sendFile(file, { fileName: fileName ?? file.name, msgType: check.msgType, ...(preview ? { preview } : {}) })
          .then((sent) => {
            // Once delivered the server's link replaces the preview; a failed one keeps it for the retry.
            if (sent && preview) URL.revokeObjectURL(preview);
          });
      }
    },
    [session, t],
  );
}
