/**
 * What the visitor sees before the chat exists: the loading mask (W-ST1), the retry panel (W-ST6), and the sign-in
 * notice of a channel for signed-in visitors only (W-ID9).
 * Plain elements and CSS only, so the first screen carries no component library.
 */
import { useTranslation } from '../i18n/useTranslation';
import { ChatBubblesArt } from '../ui/icons';

export function LoadingMask() {
  const { t } = useTranslation();
  return (
    <div className="pw-state" role="status" aria-live="polite">
      <span className="pw-spinner pw-spinner--lg" aria-hidden />
      <p className="pw-state__hint">{t('boot.loading')}</p>
    </div>
  );
}

export function BootFailed({
  onRetry,
  signIn = false,
  unavailable = false,
}: {
  onRetry: () => void;
  signIn?: boolean;
  unavailable?: boolean;
}) {
  const { t } = useTranslation();
  // W-ST9: the workspace is suspended; retrying would not help.
  if (unavailable) {
    return (
      <div className="pw-state" role="status">
        <ChatBubblesArt className="pw-state__art" />
        <h1 className="pw-state__title">{t('boot.unavailableTitle')}</h1>
        <p className="pw-state__body">{t('boot.unavailableBody')}</p>
      </div>
    );
  }
  // W-ID9: nothing to retry; the page's identify starts the chat.
  if (signIn) {
    return (
      <div className="pw-state" role="status">
        <ChatBubblesArt className="pw-state__art" />
        <h1 className="pw-state__title">{t('boot.signInTitle')}</h1>
        <p className="pw-state__body">{t('boot.signInBody')}</p>
      </div>
    );
  }
  return (
    <div className="pw-state" role="alert">
      <ChatBubblesArt className="pw-state__art" />
      <h1 className="pw-state__title">{t('boot.failedTitle')}</h1>
      <p className="pw-state__body">{t('boot.failedBody')}</p>
      <button type="button" className="pw-button pw-state__action" onClick={onRetry}>
        {t('boot.retry')}
      </button>
    </div>
  );
}
