/** msgType 6 (W-MT3): played inline; metadata only until the visitor presses play. */
import { useTranslation } from '../../i18n/useTranslation';
import { safeUrl } from '@parley/protocol';
import type { UiMessage } from '../../session/types';
import { UploadProgress } from './UploadProgress';
import './files.css';

export default function VideoMessage({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const src = safeUrl(m.msgContent);
  return (
    <div className="pw-video">
      {src ? (
        <video src={src} controls playsInline preload="metadata" aria-label={m.fileName || t('media.video')} />
      ) : (
        <span className="pw-media-missing">{m.fileName || t('media.video')}</span>
      )}
      <UploadProgress message={m} />
    </div>
  );
}
