import { useTranslation } from '../i18n/useTranslation';
import { RefreshIcon } from '../ui/icons';

/**
 * The chat has ended (§4 "Chat status … falsy shows the re-chat bar"); a new chat is a fresh page load. W-RT11: the
 * menu's rating entry stays at hand here, since the chip strip goes with the composer.
 */
export function ClosedBar({ onRate }: { onRate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="pw-closed" role="status">
      <span className="pw-closed__text">{t('closed.text')}</span>
      {onRate && (
        <button type="button" className="pw-closed__action pw-closed__action--quiet" onClick={onRate}>
          {t('closed.rate')}
        </button>
      )}
      <button type="button" className="pw-closed__action" onClick={() => window.location.reload()}>
        <RefreshIcon width={16} height={16} />
        {t('closed.action')}
      </button>
    </div>
  );
}
