import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../ui/icons';

/** The chat has ended (§4 "Chat status … falsy shows the re-chat bar"); a new chat is a fresh page load. */
export function ClosedBar() {
  const { t } = useTranslation();
  return (
    <div className="pw-closed" role="status">
      <span className="pw-closed__text">{t('closed.text')}</span>
      <button type="button" className="pw-closed__action" onClick={() => window.location.reload()}>
        <RefreshIcon width={16} height={16} />
        {t('closed.action')}
      </button>
    </div>
  );
}
