/** W-UP1: the footer's image, video and file buttons, each opening the device's file picker. */
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ACCEPT, type FileSource } from '../../media/outgoingFile';
import { AttachIcon, ImageIcon, VideoIcon } from './mediaIcons';

const ICON = { image: ImageIcon, video: VideoIcon, file: AttachIcon } as const;
const LABEL = { image: 'media.sendImage', video: 'media.sendVideo', file: 'media.sendFile' } as const;

interface Props {
  sources: FileSource[];
  onFiles(files: File[], source: FileSource): void;
}

export function UploadButtons({ sources, onFiles }: Props) {
  return (
    <>
      {sources.map((s) => (
        <UploadButton key={s} source={s} onFiles={onFiles} />
      ))}
    </>
  );
}

function UploadButton({ source, onFiles }: { source: FileSource; onFiles: Props['onFiles'] }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const Icon = ICON[source];
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // The same file can be picked again after a refusal or a failure.
    e.target.value = '';
    if (files.length) onFiles(files, source);
  };
  return (
    <>
      <button
        type="button"
        className="pw-icon-btn pw-composer__tool"
        aria-label={t(LABEL[source])}
        title={t(LABEL[source])}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => input.current?.click()}
      >
        <Icon />
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT[source]}
        multiple={source === 'file'}
        onChange={picked}
        data-source={source}
        aria-label={t(LABEL[source])}
      />
    </>
  );
}
