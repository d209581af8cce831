/**
 * W-UP7, W-UP9: the composer's paste. Text is left to the textarea (it only ever inserts plain text); one pasted image
 * asks for confirmation, other pasted files go as if dropped. Only while uploads are on offer (W-UP1).
 */
import { useCallback, type ClipboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { pastedFileName } from '@parley/protocol';
import { readTransfer } from '../../media/clipboard';
import type { FileSource } from '../../media/outgoingFile';
import { withAntd } from '../../i18n';

// W-SH10: the confirmation is antd-mobile's Dialog.
const loadPasteConfirm = withAntd(() => import('./pasteConfirm'));

export function usePasteFiles(sources: FileSource[], send: (files: File[], source: FileSource, fileName?: string) => void) {
  const { t } = useTranslation();
  return useCallback(
    (e: ClipboardEvent<HTMLTextAreaElement>) => {
      if (sources.length === 0) return;
      const pasted = readTransfer(e.clipboardData);
      if (pasted.kind === 'text') return;
      e.preventDefault();
      const source: FileSource = sources.includes('image') ? 'image' : sources.includes('file') ? 'file' : sources[0]!;
      if (pasted.kind === 'files') return send(pasted.files, sources.includes('file') ? 'file' : source);
      const { file } = pasted;
      void loadPasteConfirm()
        .then((m) => m.confirmPaste(file, t))
        .then((ok) => {
          // Clipboard images all arrive as "image.png"; a dated name tells them apart.
          if (ok) send([file], source, pastedFileName(file.type, new Date()));
        });
    },
    [sources, send, t],
  );
}
