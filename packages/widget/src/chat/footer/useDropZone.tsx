/** W-UP8: files dragged onto the chat are sent like the file button's; an overlay says where they go. */
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { dragHasFiles } from '../../media/clipboard';
import type { FileSource } from '../../media/outgoingFile';

/** The file button takes anything; without it the image/video rules apply (W-UP3). */
export const dropSource = (sources: readonly FileSource[]): FileSource | undefined =>
  sources.includes('file') ? 'file' : sources.includes('image') ? 'image' : sources[0];

/** Handlers for the chat's root element; none of them act unless uploads are on offer (W-UP1) and files are dragged. */
export function useDropZone(sources: FileSource[], onFiles: (files: File[], source: FileSource) => void) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; a counter tells when the drag really left.
  const depth = useRef(0);
  const handlers = useMemo(() => {
    const source = dropSource(sources);
    const accepts = (e: DragEvent) => source !== undefined && dragHasFiles(e.dataTransfer?.types);
    return {
      onDragEnter(e: DragEvent) {
        if (!accepts(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      },
      onDragOver(e: DragEvent) {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(e: DragEvent) {
        if (!accepts(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop(e: DragEvent) {
        depth.current = 0;
        setOver(false);
        if (!source || !accepts(e)) return;
        e.preventDefault();
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(files, source);
      },
    };
  }, [sources, onFiles]);
  return { handlers, over };
}

export function DropOverlay() {
  const { t } = useTranslation();
  return (
    <div className="pw-dropzone" aria-hidden>
      <span>{t('media.drop')}</span>
    </div>
  );
}
