/** The footer's call entry (issue 16): asks the agent for a video call; the call box takes it from there. */
import { useTranslation } from '../i18n/useTranslation';
import { VideoType } from '@parley/protocol';
import { callDock } from './callDock';

export function CallButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="pw-icon-btn pw-composer__tool"
      aria-label={t('media.call')}
      title={t('media.call')}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => callDock.request(VideoType.VIDEO)}
    >
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
      >
        <rect x="2" y="6" width="14" height="12" rx="2" />
        <path d="M16 10l6-3v10l-6-3z" />
      </svg>
    </button>
  );
}
