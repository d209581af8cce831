/** W-UP5: the progress bar on a file that is still uploading. */
import { MsgStatus } from '@parley/protocol';
import { useTranslation } from '../../i18n/useTranslation';
import type { UiMessage } from '../../session/types';

export function UploadProgress({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  if (!m.upload || m.status !== MsgStatus.LOADING) return null;
  const progress = m.upload.progress;
  return (
    <span
      className="pw-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-label={t('media.uploading', { progress })}
    >
      <span className="pw-progress__bar" style={{ width: `${progress}%` }} />
    </span>
  );
}
