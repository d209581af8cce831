/** msgType 5 (W-MT3): the browser's audio player, with the file name above it. */
import { useTranslation } from '../../i18n/useTranslation';
import { safeUrl } from '@parley/protocol';
import type { UiMessage } from '../../session/types';
import { UploadProgress } from './UploadProgress';
import './files.css';

export default function AudioMessage({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const src = safeUrl(m.msgContent);
  const name = m.fileName || t('media.audio');
  return (
    <div className="pw-audio">
      <span className="pw-audio__name">{name}</span>
      {src && <audio src={src} controls preload="metadata" aria-label={name} />}
      <UploadProgress message={m} />
    </div>
  );
}
